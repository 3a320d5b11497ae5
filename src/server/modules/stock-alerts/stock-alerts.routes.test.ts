import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, users } from "~/src/server/db/schema";
import { stockAlerts } from "~/src/server/db/schema-files";
import { mailOutbox } from "~/src/server/db/schema-mail";
import { call, ledgerMismatches, placeOrder, staffToken, stockOf } from "~/tests/support/orders";
import { askReturn, BANK, deliver, moveReturn } from "~/tests/support/returns";
import { addProducts, createTestApp, productFixture, registerUser, type TestApp } from "~/tests/support/test-app";

/** The one answer to every subscription, so it never tells whether an address was waiting already. */
const SENT = "Check your inbox: we sent a link to confirm the alert. Once you confirm, we will mail you once when it is back in stock.";

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  await addProducts(t.db, [
    productFixture({ id: "alert-motor", name: "Alert Motor", price: 100, discount: 0, stock: 0 }),
    productFixture({ id: "alert-driver", name: "Alert Driver", price: 100, discount: 0, stock: 0 }),
    productFixture({ id: "alert-relay", name: "Alert Relay", price: 100, discount: 0, stock: 0 }),
    productFixture({ id: "alert-instock", name: "Alert In Stock", price: 100, discount: 0, stock: 4 }),
    productFixture({ id: "alert-servo", name: "Alert Servo", price: 100, discount: 0, stock: 2 }),
  ]);
}, 60_000);
afterAll(() => t?.close());

const notify = (id: string, email: string, token?: string) => call(t, "POST", `/api/products/${id}/notify`, token, { email });
const restock = (id: string, change: number) =>
  call(t, "POST", `/api/admin/products/${id}/stock`, staff, { change, reason: change > 0 ? "received" : "correction" });
const mailsTo = async (email: string, kind: string) =>
  t.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, kind)));
/** The token from the confirmation mail's link, as the subscriber would follow it. */
async function linkToken(email: string) {
  const [mail] = (await mailsTo(email, "stock-alert-confirm")).slice(-1);
  return /stock-alert\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
}

describe("back-in-stock alerts", () => {
  it("answers the same whether or not the address was waiting, and mails one confirmation", async () => {
    const first = await notify("alert-motor", "asha@example.com");
    const second = await notify("alert-motor", "ASHA@example.com");
    expect(first.json()).toEqual({ success: true, message: SENT });
    expect(second.json()).toEqual(first.json());
    expect(await mailsTo("asha@example.com", "stock-alert-confirm")).toHaveLength(1);
  });

  it("mails nobody who has not confirmed, and a confirmed subscriber once on 0 → n, never on n → m or a second restock", async () => {
    await notify("alert-driver", "unconfirmed@example.com");
    await notify("alert-driver", "ravi@example.com");
    const confirmed = await call(t, "POST", "/api/stock-alerts/confirm", undefined, { token: await linkToken("ravi@example.com") });
    expect(confirmed.json()).toMatchObject({ success: true, message: expect.stringContaining("We will mail you once") });

    // Staff see who is waiting (confirmed only), to know what to reorder.
    const waiting = async () => (await call(t, "GET", "/api/admin/products/alert-driver", staff)).json().product.waitingAlerts;
    expect(await waiting()).toBe(1);

    expect((await restock("alert-driver", 5)).statusCode).toBe(200);
    expect(await waiting()).toBe(0);
    expect(await mailsTo("ravi@example.com", "stock-alert-back")).toEqual([
      expect.objectContaining({ subject: "Alert Driver is back in stock", text: expect.stringContaining("/product/alert-driver") }),
    ]);
    expect(await mailsTo("unconfirmed@example.com", "stock-alert-back")).toEqual([]);

    await restock("alert-driver", 3); // 5 → 8
    await restock("alert-driver", -8); // back to 0
    await restock("alert-driver", 2); // 0 → 2 again: the subscription ended with the first mail
    expect(await mailsTo("ravi@example.com", "stock-alert-back")).toHaveLength(1);
    expect(await mailsTo("unconfirmed@example.com", "stock-alert-back")).toEqual([]);
  });

  it("mails when a cancellation puts the last units back, and not after an unsubscribe", async () => {
    await restock("alert-relay", 1);
    const customer = await registerUser(t.app);
    const orderId = await placeOrder(t, customer.token, { "alert-relay": 1 });
    expect((await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, "alert-relay")))[0].stock).toBe(0);

    await notify("alert-relay", "meera@example.com", customer.token);
    await notify("alert-relay", "gone@example.com");
    await call(t, "POST", "/api/stock-alerts/confirm", undefined, { token: await linkToken("meera@example.com") });
    const goneToken = await linkToken("gone@example.com");
    await call(t, "POST", "/api/stock-alerts/confirm", undefined, { token: goneToken });
    const cancelled = await call(t, "POST", "/api/stock-alerts/unsubscribe", undefined, { token: goneToken });
    expect(cancelled.json()).toMatchObject({ success: true, message: expect.stringContaining("cancelled") });
    expect((await call(t, "POST", "/api/stock-alerts/unsubscribe", undefined, { token: goneToken })).statusCode).toBe(404);

    // The logged-in customer's alert carries the account (its mails then show in the account's outbox).
    const [meera] = await t.db.select({ userId: stockAlerts.userId }).from(stockAlerts).where(eq(stockAlerts.email, "meera@example.com"));
    const [account] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, customer.email));
    expect(meera.userId).toBe(account.id);

    expect((await call(t, "POST", `/api/admin/orders/${orderId}/status`, staff, { status: "cancelled" })).statusCode).toBe(200);
    expect(await mailsTo("meera@example.com", "stock-alert-back")).toHaveLength(1);
    expect(await mailsTo("gone@example.com", "stock-alert-back")).toEqual([]);
  });

  it("refuses what cannot be an alert with a message naming it, and changes nothing", async () => {
    expect((await notify("no-such-product", "a@example.com")).statusCode).toBe(404);
    const bad = await notify("alert-motor", "not-an-email");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: expect.stringContaining("valid email") });
    const inStock = await notify("alert-instock", "a@example.com");
    expect(inStock.statusCode).toBe(400);
    expect(inStock.json().message).toBe("Alert In Stock is in stock: order it now.");
    expect((await call(t, "POST", "/api/stock-alerts/confirm", undefined, { token: "x".repeat(43) })).statusCode).toBe(404);
    expect(await mailsTo("a@example.com", "stock-alert-confirm")).toEqual([]);
  });

  it("re-sends the confirmation for a waiting, unconfirmed alert at most every 10 minutes, with the same answer", async () => {
    const email = "slow@example.com";
    await notify("alert-motor", email);
    await notify("alert-motor", email);
    expect(await mailsTo(email, "stock-alert-confirm")).toHaveLength(1);
    const firstToken = await linkToken(email);
    await t.db
      .update(stockAlerts)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(stockAlerts.email, email));
    const again = await notify("alert-motor", email);
    expect(again.json()).toEqual({ success: true, message: SENT });
    expect(await mailsTo(email, "stock-alert-confirm")).toHaveLength(2);
    // The newest link confirms; the one it replaced says why it no longer works.
    const stale = await call(t, "POST", "/api/stock-alerts/confirm", undefined, { token: firstToken });
    expect(stale.json().message).toContain("a newer link was mailed");
    expect((await call(t, "POST", "/api/stock-alerts/confirm", undefined, { token: await linkToken(email) })).statusCode).toBe(200);
  });

  it("mails for the units a return puts back on the shelf, not for damaged ones written off, and shows the wait on the dashboard", async () => {
    const customer = await registerUser(t.app);
    const first = await placeOrder(t, customer.token, { "alert-servo": 1 });
    const second = await placeOrder(t, customer.token, { "alert-servo": 1 });
    expect(await stockOf(t, "alert-servo")).toBe(0);
    await notify("alert-servo", "kiran@example.com");
    await call(t, "POST", "/api/stock-alerts/confirm", undefined, { token: await linkToken("kiran@example.com") });
    const low = (await call(t, "GET", "/api/admin/dashboard", staff)).json().lowStock;
    expect(low).toContainEqual(expect.objectContaining({ _id: "alert-servo", stock: 0, waitingAlerts: 1 }));

    const receive = async (orderId: string, restock: number) => {
      await deliver(t, staff, orderId);
      const asked = await askReturn(t, customer.token, orderId, {
        lines: [{ productId: "alert-servo", quantity: 1 }],
        reason: "damaged",
        refund: BANK,
      });
      const returnId = asked.json().return._id as string;
      await moveReturn(t, staff, returnId, { status: "approved", note: "Send it back, please." });
      const received = await moveReturn(t, staff, returnId, {
        status: "received",
        lines: [{ productId: "alert-servo", restock, damaged: 1 - restock }],
      });
      expect(received.statusCode).toBe(200);
    };
    await receive(first, 0); // 0 → 1 → 0: the damaged unit never reaches the shelf
    expect(await stockOf(t, "alert-servo")).toBe(0);
    expect(await mailsTo("kiran@example.com", "stock-alert-back")).toEqual([]);
    await receive(second, 1);
    expect(await stockOf(t, "alert-servo")).toBe(1);
    expect(await mailsTo("kiran@example.com", "stock-alert-back")).toHaveLength(1);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it("answers 404 for product ids that cannot exist", async () => {
    for (const id of ["%20", "no%20such%20thing", "..%2Fadmin", "%E2%9C%93"]) {
      const response = await call(t, "POST", `/api/products/${id}/notify`, undefined, { email: "a@example.com" });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "Product not found." });
    }
  });
});
