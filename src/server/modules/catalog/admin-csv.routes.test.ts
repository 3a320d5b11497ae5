import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createTestApp, productFixture, type TestApp } from "~/tests/support/test-app";
import { auditLog, stockLedger } from "~/src/server/db/schema-staff";
import { parse } from "csv-parse/sync";
import { adminCall, newProduct, staffToken } from "~/tests/support/catalog";

let t: TestApp;
let token: string;
let staff: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await createTestApp();
  await addProducts(t.db, [
    productFixture({ id: "uno", name: "Arduino Uno", price: 650, discount: 10, stock: 40, category: "Boards & Microcontrollers" }),
    productFixture({ id: "wire", name: 'Jumper Wires, 40 pcs "M-M"', price: 33.33, stock: 500, images: ["a.svg", "/images/b.svg"] }),
  ]);
  token = await staffToken(t);
  staff = adminCall(t, token);
  await staff.delete("/api/admin/products/wire");
});
afterAll(() => t.close());

const HEADER = "id,name,category,price,discount,stock,bestSeller,lowStockThreshold,archived,images,description";
const importCsv = (csv: string, dryRun = false) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/products/import${dryRun ? "?dryRun=1" : ""}`,
    payload: csv,
    headers: { token, "content-type": "text/csv" },
  });
const exportCsv = async () => (await staff.get("/api/admin/products/export.csv")).body;
const snapshot = async () => ({
  products: (await staff.get("/api/admin/products?limit=200")).json().products,
  ledger: (await t.db.select({ count: sql<number>`count(*)::int` }).from(stockLedger))[0].count,
});

describe("GET /api/admin/products/export.csv", () => {
  it("exports every product, archived ones too, as a CSV attachment", async () => {
    const response = await staff.get("/api/admin/products/export.csv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="tinkerwala-products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.trimEnd().split("\n");
    // The export carries the tax data too (issue 22); files without those columns still import (below).
    // …and the specifications (issue 32): a column per attribute, empty where none is known.
    // …and the Hindi name and description (issue 33), empty where staff gave none.
    expect(lines[0]).toBe(
      "id,name,category,price,discount,stock,bestSeller,lowStockThreshold,archived,hsn,gstRate,images,description," +
        "voltageMin,voltageMax,logic,interfaces,currentMa,needsDriver,isDriver,powerSourceVoltage,dimensionsMm,weightG,kind,specsExtra," +
        "name_hi,description_hi",
    );
    expect(lines[1]).toBe(
      "uno,Arduino Uno,Boards & Microcontrollers,650,10,40,false,5,false,8542,18,/images/catalog/resistor.svg,A product for tests.,,,,,,,,,,,,,,",
    );
    expect(lines[2]).toBe(
      'wire,"Jumper Wires, 40 pcs ""M-M""",Sensors,33.33,0,500,false,5,true,8542,18,/images/catalog/a.svg|/images/b.svg,A product for tests.,,,,,,,,,,,,,,',
    );
  });

  it("round-trips: importing the export changes nothing", async () => {
    const before = await snapshot();
    const csv = await exportCsv();
    expect((await importCsv(csv, true)).json()).toEqual({ success: true, dryRun: true, creates: [], updates: [], errors: [] });
    expect((await importCsv(csv)).json()).toEqual({ success: true, dryRun: false, created: [], updated: [] });
    expect(await snapshot()).toEqual(before);
  });
});

describe("POST /api/admin/products/import", () => {
  const goodRows = [
    'uno,Arduino Uno R3,Boards & Microcontrollers,600,10,45,true,,,/images/catalog/resistor.svg,"Now with\nspecifications."',
    "new-relay,Relay Module,Power,120,0,8,false,2,false,relay.svg,A 5 V relay.",
  ];

  it("dry run lists what would change and every bad row by its line number, and changes nothing", async () => {
    const before = await snapshot();
    const csv = [
      HEADER,
      goodRows[0],
      "bad-price,Bad Price,Power,-5,0,1,false,,,x.svg,Oops.",
      "",
      "bad-category,Bad Category,Toys,5,0,1,false,,,x.svg,Oops.",
      goodRows[1],
      "too-few,columns",
      "new-relay,Relay Again,Power,1,0,1,false,,,x.svg,Twice.",
      "bad-flags,Bad Flags,Power,5,200,1.5,maybe,,,x.svg,Oops.",
    ].join("\n");
    const response = await importCsv(csv, true);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      dryRun: true,
      creates: ["new-relay"],
      updates: [
        {
          id: "uno",
          changes: {
            name: ["Arduino Uno", "Arduino Uno R3"],
            price: [650, 600],
            bestSeller: [false, true],
            description: ["A product for tests.", "Now with\nspecifications."],
            stock: [40, 45],
          },
        },
      ],
      errors: [
        { line: 4, message: "Price must be greater than 0." },
        { line: 6, message: "Unknown category 'Toys'." },
        { line: 8, message: "This row has 2 values; the header has 11 columns." },
        { line: 9, message: "Id 'new-relay' is already on line 7." },
        { line: 10, message: "Discount must be at most 100. Stock must be a whole number. Best seller must be true or false." },
      ],
    });
    expect(await snapshot()).toEqual(before);
  });

  it("with any bad row refuses the whole file (400, every error) and changes nothing", async () => {
    const before = await snapshot();
    const response = await importCsv([HEADER, ...goodRows, "x,X,Toys,5,0,1,false,,,x.svg,Oops."].join("\n"));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: "Nothing was imported: 1 problem in the file. Fix it and import again.",
      errors: [{ line: 5, message: "Unknown category 'Toys'." }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a bad header, naming the columns", async () => {
    const response = await importCsv("id,name,colour\nuno,Uno,red\n", true);
    expect(response.json().errors).toEqual([
      {
        line: 1,
        message: expect.stringContaining(
          "unknown column(s) 'colour'; missing column(s) category, price, discount, stock, bestSeller, images, description",
        ),
      },
    ]);
    const json = await t.app.inject({ method: "POST", url: "/api/admin/products/import", payload: { rows: [] }, headers: { token } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ success: false, message: expect.stringContaining("Invalid request") });
    const empty = await importCsv("", true);
    expect(empty.json().errors).toEqual([{ line: 1, message: "The file is empty: the first line must name the columns." }]);
  });

  it("without errors applies every row in one go: stock through the ledger, archive flags, one audit summary", async () => {
    const csv = [
      HEADER,
      ...goodRows,
      "wire,Jumper Wires,Sensors,33.33,0,480,false,,false,/images/catalog/a.svg|/images/b.svg,A product for tests.",
    ].join("\n");
    const response = await importCsv(csv);
    expect(response.json()).toEqual({ success: true, dryRun: false, created: ["new-relay"], updated: ["uno", "wire"] });

    const uno = (await staff.get("/api/admin/products/uno")).json().product;
    expect(uno).toMatchObject({ name: "Arduino Uno R3", price: 600, stock: 45, bestSeller: true, lowStockThreshold: 5 });
    const relay = (await t.app.inject("/api/products/new-relay")).json().product;
    expect(relay).toMatchObject({ name: "Relay Module", category: "Power", stock: 8, image: ["/images/catalog/relay.svg"] });
    const wire = (await staff.get("/api/admin/products/wire")).json().product;
    expect(wire).toMatchObject({ archived: false, stock: 480, name: "Jumper Wires" });

    const ledger = (await staff.get("/api/admin/products/uno/ledger")).json().entries;
    expect(ledger[0]).toMatchObject({ change: 5, reason: "import", stockAfter: 45 });
    expect((await staff.get("/api/admin/products/wire/ledger")).json().entries[0]).toMatchObject({ change: -20, reason: "import", stockAfter: 480 });
    expect((await staff.get("/api/admin/products/new-relay/ledger")).json().entries).toEqual([
      expect.objectContaining({ change: 8, reason: "import" }),
    ]);

    const [summary] = await t.db.select().from(auditLog).where(eq(auditLog.action, "product.import"));
    expect(summary).toMatchObject({ target: "products", after: { created: ["new-relay"], updated: [{ id: "uno" }, { id: "wire" }] } });
  });
});

describe("specifications in the CSV", () => {
  const SPECS = {
    voltageMin: 3.3,
    voltageMax: 5,
    logic: "both",
    interfaces: ["I2C", "analog"],
    currentMa: 0.065,
    needsDriver: false,
    isDriver: true,
    powerSource: { voltage: 7.4 },
    dimensionsMm: { length: 68.6, width: 53.4, height: 15 },
    weightG: 25,
    kind: "board",
    extra: [
      { key: "Microcontroller", value: "ATmega328P at 16 MHz" },
      { key: "Memory", value: "32 KB flash, 2 KB SRAM" },
    ],
  };
  const SPEC_HEADER = "id,name,category,price,discount,stock,bestSeller,images,description";
  const rowOf = async (id: string) => (parse(await exportCsv(), { columns: true }) as Array<Record<string, string>>).find((row) => row.id === id)!;
  const specsOf = async (id: string) => (await staff.get(`/api/admin/products/${id}`)).json().product.specs;

  beforeAll(async () => {
    const created = await staff.post("/api/admin/products", { ...newProduct({ _id: "spec-csv", name: "Spec Board", stock: 5 }), specs: SPECS });
    expect(created.statusCode).toBe(201);
  });

  it("exports each attribute in its own column, lists separated by |, sizes as LxWxH", async () => {
    expect(await rowOf("spec-csv")).toMatchObject({
      voltageMin: "3.3",
      voltageMax: "5",
      logic: "both",
      interfaces: "I2C|analog",
      currentMa: "0.065",
      needsDriver: "false",
      isDriver: "true",
      powerSourceVoltage: "7.4",
      dimensionsMm: "68.6x53.4x15",
      weightG: "25",
      kind: "board",
      specsExtra: "Microcontroller: ATmega328P at 16 MHz|Memory: 32 KB flash, 2 KB SRAM",
    });
  });

  it("round-trips: importing the export leaves every product's specs as they were", async () => {
    const csv = await exportCsv();
    expect((await importCsv(csv, true)).json()).toMatchObject({ updates: [], errors: [] });
    expect((await importCsv(csv)).json()).toMatchObject({ success: true, updated: [] });
    expect(await specsOf("spec-csv")).toEqual(SPECS);
  });

  it("a file without spec columns keeps the specs; a file with some replaces only those (a blank cell removes one)", async () => {
    const plain = [SPEC_HEADER, "spec-csv,Spec Board 2,Sensors,450,10,5,false,/images/catalog/resistor.svg,Renamed."].join("\n");
    expect((await importCsv(plain)).json()).toMatchObject({ success: true, updated: ["spec-csv"] });
    expect(await specsOf("spec-csv")).toEqual(SPECS);

    const some = [
      `${SPEC_HEADER},logic,interfaces,dimensionsMm,weightG`,
      "spec-csv,Spec Board 2,Sensors,450,10,5,false,/images/catalog/resistor.svg,Renamed.,3.3,spi | UART,45x18,",
      'spec-csv-new,New Driver,Sensors,99,0,1,false,x.svg,A driver.,5,PWM,"43 x 43 x 27",30',
    ].join("\n");
    const dry = (await importCsv(some, true)).json();
    expect(dry.creates).toEqual(["spec-csv-new"]);
    expect(dry.updates).toEqual([{ id: "spec-csv", changes: { specs: [SPECS, expect.objectContaining({ logic: "3.3" })] } }]);
    expect((await importCsv(some)).json()).toMatchObject({ success: true, created: ["spec-csv-new"], updated: ["spec-csv"] });
    const { weightG: _removed, ...kept } = SPECS;
    expect(await specsOf("spec-csv")).toEqual({ ...kept, logic: "3.3", interfaces: ["SPI", "UART"], dimensionsMm: { length: 45, width: 18 } });
    expect(await specsOf("spec-csv-new")).toEqual({
      logic: "5",
      interfaces: ["PWM"],
      dimensionsMm: { length: 43, width: 43, height: 27 },
      weightG: 30,
    });
  });

  it("bad spec values are the row's errors, naming the column; nothing is imported", async () => {
    const before = await specsOf("spec-csv");
    const csv = [
      `${SPEC_HEADER},voltageMin,voltageMax,interfaces,needsDriver,dimensionsMm,kind,specsExtra`,
      "spec-csv,Spec Board 2,Sensors,450,10,5,false,x.svg,Renamed.,abc,,CAN,maybe,10x,,no colon here",
      "spec-csv,Spec Board 2,Sensors,450,10,5,false,x.svg,Renamed.,,,,,,robot,",
      "spec-new-bad,Bad Volts,Sensors,450,10,5,false,x.svg,Volts.,12,5,,,,,",
    ].join("\n");
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as Array<{ line: number; message: string }>;
    expect(errors.map((error) => error.line)).toEqual([2, 3, 4]);
    expect(errors[0].message).toContain("Column voltageMin: Minimum voltage must be a number of volts.");
    expect(errors[0].message).toContain("Column interfaces: Each interface must be one of");
    expect(errors[0].message).toContain("Column needsDriver: Needs a motor driver must be true or false.");
    expect(errors[0].message).toContain('Column dimensionsMm: write the size in millimetres as "length x width"');
    expect(errors[0].message).toContain('Column specsExtra: write each row as "name: value"');
    expect(errors[1].message).toContain("Column kind: Kind must be one of");
    expect(errors[2].message).toBe("Column voltageMin: Minimum voltage must not be above the maximum voltage.");
    expect(await specsOf("spec-csv")).toEqual(before);
  });
});
