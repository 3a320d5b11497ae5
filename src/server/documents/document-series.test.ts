import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financialYear } from "~/src/core/financial-year";
import { invoices } from "~/src/server/db/schema-documents";
import { call, placeOrder, staffToken } from "~/tests/support/orders";
import { addProducts, createSecondInstance, createTestApp, productFixture, registerUser, type TestApp } from "~/tests/support/test-app";
import { nextSerial } from "./document-series";

/** Rule 46(b): invoice numbers consecutive within the financial year, unique, with no gaps, whoever ships. */

let t: TestApp;
let second: Awaited<ReturnType<typeof createSecondInstance>>;
let staff: string;

beforeAll(async () => {
  t = await createTestApp({ poolSize: 12 });
  second = await createSecondInstance(t);
  await addProducts(t.db, [productFixture({ id: "series-part", price: 100, stock: 1000 })]);
  staff = await staffToken(t);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe("document numbers", () => {
  it("stay consecutive with no gaps and no repeats when 20 orders ship at once on two instances", async () => {
    const buyer = await registerUser(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) ids.push(await placeOrder(t, buyer.token, { "series-part": 1 }));
    for (const id of ids) await call(t, "POST", `/api/admin/orders/${id}/status`, staff, { status: "packing" });
    const shipped = await Promise.all(
      ids.map((id, i) =>
        (i % 2 === 0 ? t.app : second.app).inject({
          method: "POST",
          url: `/api/admin/orders/${id}/status`,
          headers: { token: staff },
          payload: { status: "shipped", courier: "DTDC", trackingNumber: `D${i}` },
        }),
      ),
    );
    expect(shipped.map((response) => response.statusCode)).toEqual(ids.map(() => 200));
    const rows = await t.db.select({ number: invoices.number, serial: invoices.serial, orderId: invoices.orderId }).from(invoices);
    expect(rows.map((row) => row.serial).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(rows.map((row) => row.orderId))).toEqual(new Set(ids));
    const label = financialYear(new Date()).label;
    expect(rows.every((row) => row.number === `TW/${label}/${String(row.serial).padStart(5, "0")}`)).toBe(true);
  });

  it("take a serial back when the issuing transaction rolls back", async () => {
    const year = financialYear(new Date("2030-06-01T00:00:00Z"));
    expect(await t.db.transaction((tx) => nextSerial(tx, "RB/", year))).toBe(1);
    await expect(
      t.db.transaction(async (tx) => {
        expect(await nextSerial(tx, "RB/", year)).toBe(2);
        throw new Error("the shipment failed after its number was taken");
      }),
    ).rejects.toThrow("the shipment failed");
    expect(await t.db.transaction((tx) => nextSerial(tx, "RB/", year))).toBe(2);
    // Each financial year starts its series again at 1.
    expect(await t.db.transaction((tx) => nextSerial(tx, "RB/", financialYear(new Date("2031-06-01T00:00:00Z"))))).toBe(1);
  });
});
