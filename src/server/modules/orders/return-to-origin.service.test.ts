import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "~/src/server/db/schema-mail";
import { stockLedger } from "~/src/server/db/schema-staff";
import { call, ledgerMismatches, placeKitOrder, placeOrder, staffToken, stockOf } from "~/tests/support/orders";
import { askReturn, BANK, deliver, ship } from "~/tests/support/returns";
import { addProducts, createTestApp, productFixture, registerUser, type TestApp } from "~/tests/support/test-app";

/** Issue 23: a parcel the courier brings back undelivered (return to origin): cancelled, stock back once, credit note. */

let t: TestApp;
let staff: string;
let customer: Awaited<ReturnType<typeof registerUser>>;
const kitIds = Array.from({ length: 7 }, (_, i) => `rto-kit-${i}`);

beforeAll(async () => {
  t = await createTestApp();
  await addProducts(t.db, [
    productFixture({ id: "rto-a", name: "Servo SG90", price: 100, stock: 50 }),
    ...kitIds.map((id) => productFixture({ id, price: 100, stock: 50 })),
  ]);
  staff = await staffToken(t);
  customer = await registerUser(t.app, { name: "Asha Verma" });
});
afterAll(() => t.close());

const rto = (id: string, body: object, segment = "orders") => call(t, "POST", `/api/admin/${segment}/${id}/return-to-origin`, staff, body);

describe("return to origin", () => {
  it("cancels a shipped order with the reason in its history, then puts its units back once when received, with a credit note", async () => {
    const before = await stockOf(t, "rto-a");
    const id = await placeOrder(t, customer.token, { "rto-a": 3 });
    await ship(t, staff, id);
    const marked = await rto(id, { reason: "Refused at the door" });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().order).toMatchObject({
      status: "cancelled",
      returnToOrigin: { reason: "Refused at the door", markedAt: expect.any(String), receivedAt: null, creditNote: null },
    });
    expect(marked.json().order.history.at(-1)).toMatchObject({ status: "cancelled", note: "Returned to origin: Refused at the door" });
    expect(await stockOf(t, "rto-a")).toBe(before - 3);
    const dashboard = (await call(t, "GET", "/api/admin/dashboard", staff)).json();
    expect(dashboard.parcelsReturning).toEqual({ orders: 1, kitOrders: 0 });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "order-returned-to-origin"));
    expect(mails.map((mail) => mail.recipient)).toEqual([customer.email]);

    const received = await rto(id, { received: true });
    expect(received.statusCode).toBe(200);
    const order = received.json().order;
    expect(order.returnToOrigin).toMatchObject({
      receivedAt: expect.any(String),
      creditNote: { number: expect.stringMatching(/^TWCN\//), date: expect.any(String) },
    });
    expect(await stockOf(t, "rto-a")).toBe(before);
    const again = await rto(id, { received: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^This parcel was already received back/);
    expect(await stockOf(t, "rto-a")).toBe(before);
    const rows = await t.db.select({ change: stockLedger.change, reason: stockLedger.reason }).from(stockLedger).where(eq(stockLedger.orderId, id));
    expect(rows).toEqual([
      { change: -3, reason: "order" },
      { change: 3, reason: "return-to-origin" },
    ]);
    expect(await ledgerMismatches(t)).toEqual([]);

    // The credit note cancels the whole invoice, delivery charge included; nothing is refunded (nothing was paid).
    const invoice = (await call(t, "GET", `/api/orders/${id}/invoice?format=json`, customer.token)).json().invoice;
    const note = (
      await call(t, "GET", `/api/orders/${id}/credit-notes/${encodeURIComponent(order.returnToOrigin.creditNote.number)}?format=json`, customer.token)
    ).json().creditNote;
    expect(note).toMatchObject({ invoiceNumber: invoice.number, reason: "Goods returned undelivered", totals: invoice.totals });
    expect(note.lines).toHaveLength(invoice.lines.length);
    expect((await call(t, "GET", "/api/admin/dashboard", staff)).json().parcelsReturning).toEqual({ orders: 0, kitOrders: 0 });
  });

  it("works for kit orders", async () => {
    const id = await placeKitOrder(t, customer.token, kitIds);
    await ship(t, staff, id, "kit-orders");
    expect((await rto(id, { reason: "Address not found" }, "kit-orders")).json().order.returnToOrigin.reason).toBe("Address not found");
    const received = await rto(id, { received: true }, "kit-orders");
    expect(received.json().order.returnToOrigin.creditNote.number).toMatch(/^TWCN\//);
  });

  it("is refused without a reason, for an order not shipped, twice, or for a delivered order (that is a customer's return)", async () => {
    const pending = await placeOrder(t, customer.token, { "rto-a": 1 });
    expect((await rto(pending, { reason: "Refused" })).json()).toEqual({
      success: false,
      message: "Only a shipped order can come back undelivered; this one is pending.",
    });
    expect((await rto(pending, { received: true })).json().message).toBe(
      "This order was not marked as returned to origin; mark it first, with the reason.",
    );
    const shipped = await placeOrder(t, customer.token, { "rto-a": 1 });
    await ship(t, staff, shipped);
    const blank = await rto(shipped, { reason: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Say why the parcel came back (for example: refused at the door, address not found).");
    await rto(shipped, { reason: "Refused" });
    expect((await rto(shipped, { reason: "Refused" })).json().message).toBe("This order is already marked as returned to origin.");
    const delivered = await placeOrder(t, customer.token, { "rto-a": 1 });
    await deliver(t, staff, delivered);
    expect((await rto(delivered, { reason: "Refused" })).statusCode).toBe(409);
    expect(
      (await askReturn(t, customer.token, delivered, { lines: [{ productId: "rto-a", quantity: 1 }], reason: "not-needed", refund: BANK }))
        .statusCode,
    ).toBe(201);
    expect((await call(t, "GET", "/api/admin/dashboard", staff)).json().returnsToHandle).toBe(1);
    expect((await call(t, "POST", `/api/admin/orders/${shipped}/return-to-origin`, customer.token, { received: true })).statusCode).toBe(403);
    expect((await rto("00000000-0000-4000-8000-000000000000", { reason: "x" })).statusCode).toBe(404);
    const count = await t.db.execute(sql`select count(*)::int as n from credit_notes`);
    expect(Number(count.rows[0].n)).toBe(2);
  });
});
