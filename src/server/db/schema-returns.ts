import { sql } from "drizzle-orm";
import { check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { RETURN_REASONS, RETURN_STATUSES, type RefundMethod, type ReturnReason, type ReturnStatus } from "~/src/core/returns";
import { orders, sqlList, users } from "./schema";

/** One step of a return's history: the status it took, when, and staff's words (pickup instructions, why rejected). */
export interface ReturnEvent {
  status: ReturnStatus;
  at: string;
  note?: string;
}

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/**
 * A customer's return of some units of a delivered order (§1 "7-Days Return Policy"). The refund is worked
 * out when the return is asked for (src/core/returns.ts) and kept, so what staff confirm is what the customer
 * was shown. The refund details (UPI ID or bank account) are kept only until the refund is paid; their masked
 * form stays, so the return can still say where the money went.
 */
export const returns = pgTable(
  "returns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<ReturnStatus>().notNull().default("requested"),
    reason: text("reason").$type<ReturnReason>().notNull(),
    note: text("note").notNull().default(""),
    refundGoodsPaise: integer("refund_goods_paise").notNull(),
    refundDeliveryPaise: integer("refund_delivery_paise").notNull().default(0),
    /** In full, for staff to pay; null once refunded (deleted, not kept). */
    refundMethod: jsonb("refund_method").$type<RefundMethod>(),
    refundMethodMasked: jsonb("refund_method_masked").$type<RefundMethod>().notNull(),
    /** The bank's or UPI reference of the refund (UTR). */
    refundReference: text("refund_reference"),
    history: jsonb("history")
      .$type<ReturnEvent[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Raised by each change, so two staff acting on one return cannot both win. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("returns_order_idx").on(table.orderId),
    index("returns_user_idx").on(table.userId, table.createdAt),
    index("returns_status_idx").on(table.status, table.createdAt),
    check("returns_status_valid", sql`${table.status} in ${sqlList(RETURN_STATUSES)}`),
    check("returns_reason_valid", sql`${table.reason} in ${sqlList(RETURN_REASONS)}`),
    check("returns_refund_nonnegative", sql`${table.refundGoodsPaise} >= 0 and ${table.refundDeliveryPaise} >= 0`),
    // Bank details are deleted once the money is paid.
    check("returns_refund_details_gone", sql`${table.status} <> 'refunded' or ${table.refundMethod} is null`),
  ],
);

/** The units of an order line a return takes back; what they were charged; once received, where they went. */
export const returnLines = pgTable(
  "return_lines",
  {
    returnId: uuid("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    /** The order line's position (order_lines.position). */
    position: integer("position").notNull(),
    productId: text("product_id").notNull(),
    quantity: integer("quantity").notNull(),
    refundPaise: integer("refund_paise").notNull(),
    restocked: integer("restocked"),
    damaged: integer("damaged"),
  },
  (table) => [
    primaryKey({ columns: [table.returnId, table.position] }),
    check("return_lines_quantity_positive", sql`${table.quantity} > 0`),
    check(
      "return_lines_received_adds_up",
      sql`(${table.restocked} is null and ${table.damaged} is null) or (${table.restocked} >= 0 and ${table.damaged} >= 0 and ${table.restocked} + ${table.damaged} = ${table.quantity})`,
    ),
  ],
);

/**
 * The customer's photos of a return (up to three), re-encoded as JPEG without their metadata (a phone photo's
 * EXIF holds where it was taken). In the database rather than the public uploads folder: they are private,
 * served only to the customer and staff, and go with the database's backups.
 */
export const returnPhotos = pgTable(
  "return_photos",
  {
    returnId: uuid("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    jpeg: bytea("jpeg").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (table) => [primaryKey({ columns: [table.returnId, table.position] }), check("return_photos_position", sql`${table.position} between 1 and 3`)],
);
