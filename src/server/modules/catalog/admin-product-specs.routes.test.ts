import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createTestApp, productFixture, type TestApp } from "~/tests/support/test-app";
import { auditLog } from "~/src/server/db/schema-staff";
import { adminCall, newProduct, staffToken } from "~/tests/support/catalog";

let t: TestApp;
let staff: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await createTestApp();
  // Its category ("Sensors") is the one new products are made in.
  await addProducts(t.db, [productFixture({ id: "uno", name: "Arduino Uno" })]);
  staff = adminCall(t, await staffToken(t));
});
afterAll(() => t.close());

const ESP32_SPECS = {
  voltageMin: 3.3,
  voltageMax: 5,
  logic: "3.3",
  interfaces: ["I2C", "SPI", "UART"],
  currentMa: 80,
  dimensionsMm: { length: 51, width: 28 },
  weightG: 9.5,
  kind: "board",
  extra: [{ key: "Flash", value: "4 MB" }],
};
const publicProduct = async (id: string) => (await t.app.inject(`/api/products/${id}`)).json().product;
const auditOf = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `product:${id}`));

describe("specifications on staff product calls", () => {
  it("stores the specs a new product is created with; customers see them on the product", async () => {
    const response = await staff.post("/api/admin/products", newProduct({ _id: "spec-board", specs: ESP32_SPECS }));
    expect(response.statusCode).toBe(201);
    expect(response.json().product.specs).toEqual(ESP32_SPECS);
    expect((await publicProduct("spec-board")).specs).toEqual(ESP32_SPECS);
    const [created] = await auditOf("spec-board");
    expect(created.after).toMatchObject({ specs: ESP32_SPECS });
  });

  it("a product created without specs has none ({})", async () => {
    await staff.post("/api/admin/products", newProduct({ _id: "spec-none" }));
    expect((await publicProduct("spec-none")).specs).toEqual({});
  });

  it("PATCH replaces the whole specifications object and the audit log records before and after", async () => {
    const driver = { voltageMin: 5, voltageMax: 35, isDriver: true, powerSource: { voltage: 7.4 } };
    const response = await staff.patch("/api/admin/products/spec-board", { specs: driver });
    expect(response.statusCode).toBe(200);
    expect(response.json().product.specs).toEqual(driver);
    expect((await publicProduct("spec-board")).specs).toEqual(driver);
    const entries = await auditOf("spec-board");
    expect(entries.map((entry) => entry.action)).toEqual(["product.create", "product.update"]);
    expect(entries[1]).toMatchObject({ before: { specs: ESP32_SPECS }, after: { specs: driver } });

    // The same facts in another key order are no change: nothing is written or logged.
    const again = await staff.patch("/api/admin/products/spec-board", {
      specs: { powerSource: { voltage: 7.4 }, isDriver: true, voltageMax: 35, voltageMin: 5 },
    });
    expect(again.statusCode).toBe(200);
    expect(await auditOf("spec-board")).toHaveLength(2);

    // An edit of other fields leaves the specs alone; an empty object removes them all.
    await staff.patch("/api/admin/products/spec-board", { name: "Renamed Board" });
    expect((await publicProduct("spec-board")).specs).toEqual(driver);
    await staff.patch("/api/admin/products/spec-board", { specs: {} });
    expect((await publicProduct("spec-board")).specs).toEqual({});
  });

  it.each([
    [{ voltageMin: "five" }, "Minimum voltage must be a number of volts."],
    [{ voltageMin: 12, voltageMax: 5 }, "Minimum voltage must not be above the maximum voltage."],
    [{ logic: "12" }, "Logic level must be one of 3.3, 5, both."],
    [{ interfaces: ["CAN"] }, "Each interface must be one of"],
    [{ currentMa: 0 }, "Current draw must be more than 0 mA."],
    [{ powerSource: { voltage: -1 } }, "Power source voltage must be more than 0 V."],
    [{ dimensionsMm: { length: 10 } }, "Width must be a number of mm."],
    [{ kind: "robot" }, "Kind must be one of"],
    [{ extra: [{ key: "", value: "x" }] }, "Specification name is required."],
    [{ colour: "red" }, "colour"],
  ])("refuses bad specs %j (400, naming the field) and stores nothing", async (specs, message) => {
    const created = await staff.post("/api/admin/products", newProduct({ _id: "spec-bad", specs }));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ success: false, message: expect.stringContaining(message) });
    const patched = await staff.patch("/api/admin/products/spec-none", { specs });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toContain(message);
    expect((await publicProduct("spec-none")).specs).toEqual({});
    expect((await t.app.inject("/api/products/spec-bad")).statusCode).toBe(404);
  });
});
