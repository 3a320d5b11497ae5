import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "~/src/server/db/schema";
import { addProducts, createTestApp, productFixture, type TestApp } from "~/tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addProducts(t.db, [
    productFixture({ id: "uno", name: "Arduino Uno R3", price: 450, stock: 50 }),
    productFixture({ id: "nano", name: "Arduino Nano V3", stock: 30 }),
    productFixture({ id: "mega", name: "Arduino Mega 2560 R3", stock: 20 }),
    productFixture({ id: "due", name: "Arduino Due", stock: 20 }),
    productFixture({ id: "hc-sr04", name: "HC-SR04 Ultrasonic Distance Sensor", stock: 100 }),
    productFixture({ id: "sg90", name: "SG90 9g Micro Servo Motor", price: 149, discount: 10, stock: 10 }),
    productFixture({ id: "mg90s", name: "MG90S Metal Gear Micro Servo", stock: 10 }),
    productFixture({ id: "l298n-driver", name: "L298N Dual H-Bridge Motor Driver Module", stock: 60 }),
    productFixture({ id: "pi-4gb", name: "Raspberry Pi 4 Model B (4 GB RAM)", stock: 5 }),
    productFixture({ id: "pi-8gb", name: "Raspberry Pi 4 Model B (8 GB RAM)", stock: 0 }),
    ...["Red", "Green", "Blue", "Yellow"].map((colour) =>
      productFixture({ id: `led-${colour.toLowerCase()}`, name: `${colour} LED 5 mm (Pack of 10)` }),
    ),
  ]);
  // Archived products have left the catalog: a list must never find them.
  await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, "due"));
});
afterAll(() => t.close());

type Line = {
  line: number;
  input: string;
  name: string | null;
  quantity: number | null;
  status: string;
  product?: { _id: string; name: string; price: number; salePrice: number; stock: number; image: string[] };
  suggestions: Array<{ _id: string }>;
  shortBy?: number;
  message?: string;
};

const match = (text: string) => t.app.inject({ method: "POST", url: "/api/parts-list/match", payload: { text } });
async function linesOf(text: string): Promise<Line[]> {
  const response = await match(text);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().success).toBe(true);
  return response.json().lines;
}
const summary = (lines: Line[]) => lines.map((line) => [line.line, line.status, line.product?._id ?? null, line.quantity]);

/** A multipart/form-data body with one file, as the storefront's file input sends it. */
function upload(bytes: Buffer, { field = "file", filename = "parts.csv", type = "text/csv" } = {}) {
  const boundary = "----tinkerwala-parts-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return t.app.inject({
    method: "POST",
    url: "/api/parts-list/match",
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
}

describe("POST /api/parts-list/match", () => {
  it("matches every form people write a line in, with its quantity and line number", async () => {
    const lines = await linesOf(
      [
        "20 x Arduino Uno",
        "20x Arduino Nano",
        "",
        "5 × Arduino Mega",
        "HC-SR04 ultrasonic 20",
        "Arduino Uno, 3",
        "L298N x 4",
        "8 SG90",
        "- 2 x HC-SR04",
        "1) arduino nano - 6",
        "l298n-driver",
      ].join("\n"),
    );
    expect(summary(lines)).toEqual([
      [1, "matched", "uno", 20],
      [2, "matched", "nano", 20],
      [4, "matched", "mega", 5],
      [5, "matched", "hc-sr04", 20],
      [6, "matched", "uno", 3],
      [7, "matched", "l298n-driver", 4],
      [8, "matched", "sg90", 8],
      [9, "matched", "hc-sr04", 2],
      [10, "matched", "nano", 6],
      [11, "matched", "l298n-driver", 1],
    ]);
    expect(lines[0]).toMatchObject({ input: "20 x Arduino Uno", name: "Arduino Uno", suggestions: [] });
    // The product as the catalog's calls show it, prices in rupees.
    expect(lines[6].product).toMatchObject({ _id: "sg90", name: "SG90 9g Micro Servo Motor", price: 149, salePrice: 134.1, stock: 10 });
    expect(lines[6].product?.image).toEqual(["/images/catalog/resistor.svg"]);
  });

  it("matches misspelt and differently spaced names", async () => {
    const lines = await linesOf("ardiuno uno\nsg 90 servo\nHC-SR04 ultrasonic sensor module\nRASPBERY  pi 4 model b (4 gb ram)");
    expect(summary(lines)).toEqual([
      [1, "matched", "uno", 1],
      [2, "matched", "sg90", 1],
      [3, "matched", "hc-sr04", 1],
      [4, "matched", "pi-4gb", 1],
    ]);
  });

  it("answers an ambiguous line with at most 3 suggestions to pick from", async () => {
    const [pi, led] = await linesOf("Raspberry Pi 4, 2\nLED 5mm x 10");
    expect(pi).toMatchObject({ status: "ambiguous", quantity: 2, message: expect.stringContaining("pick one") });
    expect(pi.product).toBeUndefined();
    expect(pi.suggestions.map((product) => product._id).sort()).toEqual(["pi-4gb", "pi-8gb"]);
    expect(led.status).toBe("ambiguous");
    expect(led.suggestions).toHaveLength(3);
    expect(led.suggestions.every((product) => product._id.startsWith("led-"))).toBe(true);
  });

  it("answers a part the shop lacks as not found, with the nearest products if any", async () => {
    const [flux, servo] = await linesOf("flux pen x 2\nmicro servo tester, 3");
    expect(flux).toMatchObject({ status: "not-found", name: "flux pen", quantity: 2, suggestions: [], message: 'No product matches "flux pen".' });
    expect(servo.status).toBe("not-found");
    expect(servo.suggestions.length).toBeLessThanOrEqual(3);
    expect(servo.suggestions.map((product) => product._id)).toContain("sg90");
  });

  it("never matches an archived product, nor suggests it", async () => {
    const [due] = await linesOf("Arduino Due x 2");
    expect(due.status).not.toBe("matched");
    expect(due.suggestions.map((product) => product._id)).not.toContain("due");
  });

  it("reports lines it cannot read with their numbers and why, and reads the rest", async () => {
    const lines = await linesOf("2 x Arduino Uno\n0 x SG90\n\n1.5 x HC-SR04\nArduino Nano, 100000\n20 x\n-4 x L298N");
    expect(summary(lines)).toEqual([
      [1, "matched", "uno", 2],
      [2, "unreadable", null, null],
      [4, "unreadable", null, null],
      [5, "unreadable", null, null],
      [6, "unreadable", null, null],
      [7, "unreadable", null, null],
    ]);
    expect(lines[1]).toMatchObject({ input: "0 x SG90", message: expect.stringContaining("less than 1"), suggestions: [] });
    expect(lines[2].message).toContain("not a whole number");
    expect(lines[3].message).toContain("more than 999");
    expect(lines[4].message).toContain("no product name");
  });

  it("says how many units are short when stock is below the quantity", async () => {
    const [servo, pi, nano] = await linesOf("40 x SG90\nRaspberry Pi 4 Model B (8 GB RAM), 3\n5 x Arduino Nano");
    expect(servo).toMatchObject({ status: "matched", shortBy: 30, message: "Only 10 of SG90 9g Micro Servo Motor left in stock." });
    expect(pi).toMatchObject({ status: "matched", shortBy: 3, message: "Raspberry Pi 4 Model B (8 GB RAM) is out of stock." });
    expect(nano.shortBy).toBeUndefined();
  });

  it("reads a table pasted from a spreadsheet by its header, other columns ignored", async () => {
    const lines = await linesOf("S.No\tItem Description\tQty\tRate\n1\tArduino Uno\t20\t450\n2\tSG90 servo\t6 pcs\t90\n3\tL298N\tfive\t150");
    expect(summary(lines)).toEqual([
      [2, "matched", "uno", 20],
      [3, "matched", "sg90", 6],
      [4, "unreadable", null, null],
    ]);
  });

  it("reads a CSV file sent as multipart, with quotes, commas inside them and a byte-order mark", async () => {
    const csv = '\uFEFFQuantity,Product,Remarks\r\n20,"Arduino Uno","for the lab, room 4"\r\n"40","SG90 servo, 9g",\r\n\r\n2,"HC-SR04",\r\n';
    const response = await upload(Buffer.from(csv));
    expect(response.statusCode, response.body).toBe(200);
    expect(summary(response.json().lines)).toEqual([
      [2, "matched", "uno", 20],
      [3, "matched", "sg90", 40],
      [5, "matched", "hc-sr04", 2],
    ]);
  });

  it("reads a CSV file saved by older Excel (Windows-1252) and a Hindi line without failing", async () => {
    const response = await upload(Buffer.from("Item,Qty\nArduino Uno \xD7 R3,2\n", "latin1"));
    expect(response.json().lines[0]).toMatchObject({ line: 2, name: "Arduino Uno × R3", quantity: 2 });
    const [hindi] = await linesOf("२० x अल्ट्रासोनिक सेंसर");
    expect(hindi).toMatchObject({ line: 1, name: "अल्ट्रासोनिक सेंसर", quantity: 20, status: "not-found" });
  });

  it("matches a list of 200 lines and refuses one of 201", async () => {
    const lines = await linesOf(Array.from({ length: 200 }, (_, index) => `${index + 1} x Arduino Uno`).join("\n"));
    expect(lines).toHaveLength(200);
    expect(lines.every((line) => line.status === "matched" && line.product?._id === "uno")).toBe(true);
    const refused = await match(Array.from({ length: 201 }, () => "SG90").join("\n"));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: expect.stringContaining("at most 200 lines; this one has 201") });
  });

  it("refuses what is not a parts list with 400 and a message naming the problem", async () => {
    const empty = await match("\n  \n");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("The parts list is empty");
    const noBody = await t.app.inject({ method: "POST", url: "/api/parts-list/match" });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toContain("Send the parts list");
    const wrongType = await t.app.inject({ method: "POST", url: "/api/parts-list/match", payload: { text: 42 } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toContain("text");
    const workbook = await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), { filename: "parts.xlsx" });
    expect(workbook.statusCode).toBe(400);
    expect(workbook.json().message).toContain("save it as CSV");
    const wrongField = await upload(Buffer.from("Arduino Uno"), { field: "csv" });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toContain("field named 'file'");
    const tooLarge = await upload(Buffer.alloc(201 * 1024, "a"));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ success: false, message: "The parts list is too large: it must be at most 200 KB." });
  });

  it("is described in the API document", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const operation = document.paths["/api/parts-list/match"].post;
    expect(Object.keys(operation.requestBody.content)).toEqual(["application/json", "multipart/form-data"]);
    expect(operation.responses["200"].content["application/json"].schema).toBeDefined();
    expect(operation.security).toBeUndefined();
  });
});
