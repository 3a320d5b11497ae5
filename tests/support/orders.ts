import { eq, sql } from "drizzle-orm";
import { registerUser, validAddress, type TestApp } from "~/tests/support/test-app";
import { products, users } from "~/src/server/db/schema";
import { stockLedger } from "~/src/server/db/schema-staff";

/** Shared steps of the admin-orders API tests: staff accounts, placing orders as a customer would, the ledger check. */

export async function staffToken(t: TestApp, role: "staff" | "owner" = "staff") {
  const account = await registerUser(t.app);
  await t.db.update(users).set({ role }).where(eq(users.email, account.email));
  return account.token;
}

export const call = (t: TestApp, method: "GET" | "POST", url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { token } : {}, ...(payload ? { payload } : {}) });

/** A cash-on-delivery component order of products priced ₹100 with no discount (fee ₹20). */
export async function placeOrder(t: TestApp, token: string, lines: Record<string, number>, address: object = validAddress) {
  const items = Object.entries(lines).map(([_id, quantity]) => ({ _id, quantity }));
  const amount = items.reduce((sum, item) => sum + 100 * item.quantity, 0) + 20;
  const response = await call(t, "POST", "/api/order/place", token, { address, items, amount });
  const body = response.json();
  if (!body.success) throw new Error(`order refused: ${body.message}`);
  return body.orderId as string;
}

/** A kit of the given products, each priced ₹100 with no discount. */
export async function placeKitOrder(t: TestApp, token: string, ids: string[], address: object = validAddress) {
  const totalAmount = 100 * ids.length;
  const response = await call(t, "POST", "/api/kit-orders", token, {
    products: ids.map((_id) => ({ _id, quantity: 1 })),
    totalAmount,
    discount: totalAmount * 0.05,
    finalAmount: totalAmount * 0.95,
    paymentMethod: "cod",
    address,
  });
  const body = response.json();
  if (!body.success) throw new Error(`kit order refused: ${body.message}`);
  return body.order._id as string;
}

export async function stockOf(t: TestApp, id: string) {
  const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row.stock;
}

/** Products whose stock is not the sum of their ledger rows (should always be none). */
export async function ledgerMismatches(t: TestApp) {
  return t.db
    .select({ id: products.id, stock: products.stock, ledger: sql<number>`coalesce(sum(${stockLedger.change}), 0)::int` })
    .from(products)
    .leftJoin(stockLedger, eq(stockLedger.productId, products.id))
    .groupBy(products.id)
    .having(sql`${products.stock} <> coalesce(sum(${stockLedger.change}), 0)`);
}
