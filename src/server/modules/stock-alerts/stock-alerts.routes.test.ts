import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STOCK_ALERT_SENT_MESSAGE } from "~/src/core/shapes/stock-alerts";
import { products } from "~/src/server/db/schema";
import { mailOutbox } from "~/src/server/db/schema-mail";
import { call, placeOrder, staffToken } from "~/tests/support/orders";
import { addProducts, createTestApp, productFixture, registerUser, type TestApp } from "~/tests/support/test-app";

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
    expect(first.json()).toEqual({ success: true, message: STOCK_ALERT_SENT_MESSAGE });
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
});
