import { count, desc, eq, inArray } from "drizzle-orm";
import { paiseToRupees } from "~/src/core/money";
import { salePrice } from "~/src/core/pricing";
import type { AdminKitOrder, AdminOrder, AdminOrderQuery } from "~/src/core/shapes/admin-orders";
import type { DbOrTx } from "~/src/server/db/client";
import { kitOrderItems, kitOrders, orderItems, orders, users } from "~/src/server/db/schema";
import { UUID_PATTERN } from "~/src/server/http/ids";
import { orderFilters } from "./order-filters";

/** Staff lists and details of component orders and kit orders, with the customer and the items. */

interface Page<Order> {
  orders: Order[];
  total: number;
  page: number;
  pages: number;
}

type Customer = { name: string; email: string };
type OrderRow = typeof orders.$inferSelect;
type KitOrderRow = typeof kitOrders.$inferSelect;

const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

function fulfilmentOf(order: OrderRow | KitOrderRow) {
  return { courier: order.courier, trackingNumber: order.trackingNumber, history: order.history, version: order.version };
}

function toAdminOrder(order: OrderRow, customer: Customer, items: Array<typeof orderItems.$inferSelect>): AdminOrder {
  return {
    _id: order.id,
    date: order.createdAt.toISOString(),
    status: order.status,
    paymentMethod: order.paymentMethod,
    customer,
    address: order.address,
    items: items.map((item) => ({
      _id: item.productId,
      name: item.name,
      image: item.images,
      price: paiseToRupees(item.unitPricePaise),
      quantity: item.quantity,
    })),
    ...fulfilmentOf(order),
    subtotal: paiseToRupees(order.subtotalPaise),
    deliveryFee: paiseToRupees(order.deliveryFeePaise),
    amount: paiseToRupees(order.amountPaise),
  };
}

function toAdminKitOrder(order: KitOrderRow, customer: Customer, items: Array<typeof kitOrderItems.$inferSelect>): AdminKitOrder {
  return {
    _id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentMethod: order.paymentMethod,
    customer,
    address: order.address,
    items: items.map((item) => ({
      _id: item.productId,
      name: item.name,
      image: item.images,
      price: paiseToRupees(salePrice(item.pricePaise, item.discount)),
      quantity: item.quantity,
    })),
    ...fulfilmentOf(order),
    totalAmount: paiseToRupees(order.totalPaise),
    discount: paiseToRupees(order.discountPaise),
    finalAmount: paiseToRupees(order.finalPaise),
  };
}

const customerColumns = { name: users.name, email: users.email };

async function orderLines(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.position);
}

async function kitOrderLines(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(kitOrderItems).where(inArray(kitOrderItems.kitOrderId, ids)).orderBy(kitOrderItems.position);
}

export async function listAdminOrders(db: DbOrTx, query: AdminOrderQuery): Promise<Page<AdminOrder>> {
  const where = orderFilters(orders, query);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
    db
      .select({ order: orders, customer: customerColumns })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  const items = await orderLines(
    db,
    rows.map((row) => row.order.id),
  );
  return {
    orders: rows.map(({ order, customer }) =>
      toAdminOrder(
        order,
        customer,
        items.filter((item) => item.orderId === order.id),
      ),
    ),
    total,
    page: query.page,
    pages: pageCount(total, query.limit),
  };
}

export async function listAdminKitOrders(db: DbOrTx, query: AdminOrderQuery): Promise<Page<AdminKitOrder>> {
  const where = orderFilters(kitOrders, query);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(kitOrders).innerJoin(users, eq(users.id, kitOrders.userId)).where(where),
    db
      .select({ order: kitOrders, customer: customerColumns })
      .from(kitOrders)
      .innerJoin(users, eq(users.id, kitOrders.userId))
      .where(where)
      .orderBy(desc(kitOrders.createdAt), desc(kitOrders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  const items = await kitOrderLines(
    db,
    rows.map((row) => row.order.id),
  );
  return {
    orders: rows.map(({ order, customer }) =>
      toAdminKitOrder(
        order,
        customer,
        items.filter((item) => item.kitOrderId === order.id),
      ),
    ),
    total,
    page: query.page,
    pages: pageCount(total, query.limit),
  };
}

/** An id that cannot be an order is simply not found (null), not a database error. */
export async function getAdminOrder(db: DbOrTx, id: string): Promise<AdminOrder | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const [row] = await db
    .select({ order: orders, customer: customerColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  return row ? toAdminOrder(row.order, row.customer, await orderLines(db, [id])) : null;
}

export async function getAdminKitOrder(db: DbOrTx, id: string): Promise<AdminKitOrder | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const [row] = await db
    .select({ order: kitOrders, customer: customerColumns })
    .from(kitOrders)
    .innerJoin(users, eq(users.id, kitOrders.userId))
    .where(eq(kitOrders.id, id));
  return row ? toAdminKitOrder(row.order, row.customer, await kitOrderLines(db, [id])) : null;
}
