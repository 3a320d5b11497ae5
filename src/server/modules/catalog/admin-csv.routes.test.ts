import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createTestApp, productFixture, type TestApp } from "~/tests/support/test-app";
import { auditLog, stockLedger } from "~/src/server/db/schema-staff";
import { adminCall, staffToken } from "~/tests/support/catalog";

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
    expect(lines[0]).toBe("id,name,category,price,discount,stock,bestSeller,lowStockThreshold,archived,hsn,gstRate,images,description");
    expect(lines[1]).toBe(
      "uno,Arduino Uno,Boards & Microcontrollers,650,10,40,false,5,false,8542,18,/images/catalog/resistor.svg,A product for tests.",
    );
    expect(lines[2]).toBe(
      'wire,"Jumper Wires, 40 pcs ""M-M""",Sensors,33.33,0,500,false,5,true,8542,18,/images/catalog/a.svg|/images/b.svg,A product for tests.',
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
