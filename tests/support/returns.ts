import { eq } from "drizzle-orm";
import { orders } from "~/src/server/db/schema";
import { call } from "~/tests/support/orders";
import type { TestApp } from "~/tests/support/test-app";

/** Shared steps of the returns tests: an order taken through to delivery by staff, and a return asked for. */

export const BANK = { bank: { holder: "Asha Verma", account: "123456789012", ifsc: "SBIN0001234" } };
export const UPI = { upi: "asha.verma@okaxis" };

/** Moves an order through its statuses to delivered, as staff would (shipping issues its invoice). */
export async function deliver(t: TestApp, staff: string, id: string, segment: "orders" | "kit-orders" = "orders") {
  const steps = [
    { status: segment === "orders" ? "packing" : "processing" },
    { status: "shipped", courier: "Delhivery", trackingNumber: `DLV-${id.slice(0, 6)}` },
    { status: "delivered" },
  ];
  for (const step of steps) {
    const response = await call(t, "POST", `/api/admin/${segment}/${id}/status`, staff, step);
    if (response.statusCode !== 200) throw new Error(`${step.status} refused: ${response.body}`);
  }
}

/** Ships an order (it is then on its way, invoiced). */
export async function ship(t: TestApp, staff: string, id: string, segment: "orders" | "kit-orders" = "orders") {
  for (const step of [
    { status: segment === "orders" ? "packing" : "processing" },
    { status: "shipped", courier: "Delhivery", trackingNumber: "DLV-9" },
  ]) {
    const response = await call(t, "POST", `/api/admin/${segment}/${id}/status`, staff, step);
    if (response.statusCode !== 200) throw new Error(`${step.status} refused: ${response.body}`);
  }
}

/** Pretends the order was delivered at `at` (the window is counted from the delivered step of its history). */
export async function deliveredAt(t: TestApp, id: string, at: Date) {
  const [order] = await t.db.select({ history: orders.history }).from(orders).where(eq(orders.id, id));
  const history = order.history.map((step) => (step.status === "delivered" ? { ...step, at: at.toISOString() } : step));
  await t.db.update(orders).set({ history }).where(eq(orders.id, id));
}

export const askReturn = (t: TestApp, token: string, id: string, body: object, segment: "orders" | "kit-orders" = "orders") =>
  call(t, "POST", `/api/${segment}/${id}/returns`, token, body);

export const moveReturn = (t: TestApp, staff: string, id: string, body: object) => call(t, "POST", `/api/admin/returns/${id}/status`, staff, body);
