import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { KIT_ORDER_STATUSES, ORDER_STATUSES, type KitOrderStatus, type OrderStatus } from "~/src/core/constants";
import { POST_STATUSES, ROLES, type PostStatus, type Role, type StatusEvent } from "~/src/core/staff";
import type { Address } from "~/src/core/shapes/address";

/** `('a','b',…)`: a status check lists exactly the statuses of src/core, in their order. */
export const sqlList = (values: readonly string[]) => sql.raw(`(${values.map((value) => `'${value}'`).join(",")})`);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role")
      .notNull()
      .default("customer" satisfies Role),
    /** Non-essential mails (shipping and delivery updates); order confirmations and security mails always go. */
    mailUpdates: boolean("mail_updates").notNull().default(true),
    /** Set when the customer deleted the account: personal details are gone, orders stay for the shop's records. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("users_email_unique").on(table.email), check("users_role_valid", sql`${table.role} in ${sqlList(ROLES)}`)],
);

/** Only a SHA-256 of each token is kept, so a leaked database does not leak live sessions. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/**
 * The sale price in paise as the database sorts by it (src/core/pricing.ts's salePrice, in SQL); one
 * expression, so the price index and the queries that sort by it stay the same.
 */
export const salePaise = (table: { pricePaise: AnyPgColumn; discount: AnyPgColumn }) =>
  // bigint: the highest price (₹10,00,000 = 10^8 paise) times 100 does not fit an integer.
  sql`round(${table.pricePaise}::bigint * (100 - ${table.discount}) / 100.0)`;

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  position: integer("position").notNull().default(0),
});

export const products = pgTable(
  "products",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    pricePaise: integer("price_paise").notNull(),
    discount: integer("discount").notNull().default(0),
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    stock: integer("stock").notNull().default(0),
    bestSeller: boolean("best_seller").notNull().default(false),
    rating: doublePrecision("rating").notNull().default(0),
    reviews: integer("reviews").notNull().default(0),
    /** Catalog ("list") order: the order in which the shop presents products by default. */
    position: serial("position").notNull(),
    /** At or below this stock the product is on the staff's low-stock list. */
    lowStockThreshold: integer("low_stock_threshold").notNull().default(5),
    /** Archived products leave the catalog, carts and the kit builder; old orders keep their copy. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("products_price_nonnegative", sql`${table.pricePaise} >= 0`),
    check("products_discount_range", sql`${table.discount} between 0 and 100`),
    check("products_stock_nonnegative", sql`${table.stock} >= 0`),
    check("products_rating_range", sql`${table.rating} between 0 and 5`),
    index("products_category_idx").on(table.categoryId, table.position),
    index("products_position_idx").on(table.position),
    index("products_price_idx").on(table.pricePaise),
    // The catalog's pages read ids from these narrow indexes of the live catalog, then fetch only the
    // rows of the page, so page 300 and the total cost what page 1 costs (index-only scans).
    index("products_live_position_idx")
      .on(table.position, table.id)
      .where(sql`${table.archivedAt} is null`),
    index("products_live_category_idx")
      .on(table.categoryId, table.position, table.id)
      .where(sql`${table.archivedAt} is null`),
    // Price and discount ride along so the scan stays index-only (PostgreSQL wants an expression's columns).
    index("products_live_sale_price_idx")
      .on(salePaise(table), table.position, table.id, table.pricePaise, table.discount)
      .where(sql`${table.archivedAt} is null`),
    // Trigram index (pg_trgm, migration 0006): ILIKE '%part%' and the fuzzy word match of the search.
    index("products_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    /** Lines keep the order in which they were first added. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] }), check("cart_quantity_positive", sql`${table.quantity} > 0`)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    street: text("street").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zipcode: text("zipcode").notNull(),
    country: text("country").notNull(),
    phone: text("phone").notNull(),
    /** The address checkout offers first; at most one per user. */
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("addresses_user_idx").on(table.userId, table.createdAt),
    uniqueIndex("addresses_one_default")
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

/** An order's id and customer; both kinds of order have them (fresh builders per table, as Drizzle needs). */
const placedByCustomer = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
});

/**
 * How an order travels: its courier and tracking number once shipped, every status it has had, and a
 * version that each status change raises, so two staff changing one order cannot both win.
 */
const fulfilment = () => ({
  courier: text("courier"),
  trackingNumber: text("tracking_number"),
  history: jsonb("history")
    .$type<StatusEvent[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  version: integer("version").notNull().default(1),
});

/** An order line's place and its copy of the product as sold: history must not change with the catalog. */
const productCopy = () => ({
  position: integer("position").notNull(),
  productId: text("product_id").notNull(),
  name: text("name").notNull(),
  images: text("images").array().notNull(),
});

export const orders = pgTable(
  "orders",
  {
    ...placedByCustomer(),
    status: text("status")
      .notNull()
      .default("pending" satisfies OrderStatus),
    ...fulfilment(),
    paymentMethod: text("payment_method").notNull(),
    /** A copy of the address as it was when ordering: later edits must not rewrite history. */
    address: jsonb("address").$type<Address>().notNull(),
    subtotalPaise: integer("subtotal_paise").notNull(),
    deliveryFeePaise: integer("delivery_fee_paise").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("orders_user_idx").on(table.userId, table.createdAt),
    check("orders_status_valid", sql`${table.status} in ${sqlList(ORDER_STATUSES)}`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    ...productCopy(),
    unitPricePaise: integer("unit_price_paise").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.position] })],
);

export const kitOrders = pgTable(
  "kit_orders",
  {
    ...placedByCustomer(),
    status: text("status")
      .notNull()
      .default("pending" satisfies KitOrderStatus),
    ...fulfilment(),
    paymentMethod: text("payment_method").notNull(),
    address: jsonb("address").$type<Address>().notNull(),
    totalPaise: integer("total_paise").notNull(),
    discountPaise: integer("discount_paise").notNull(),
    finalPaise: integer("final_paise").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("kit_orders_user_idx").on(table.userId, table.createdAt),
    check("kit_orders_status_valid", sql`${table.status} in ${sqlList(KIT_ORDER_STATUSES)}`),
  ],
);

export const kitOrderItems = pgTable(
  "kit_order_items",
  {
    kitOrderId: uuid("kit_order_id")
      .notNull()
      .references(() => kitOrders.id, { onDelete: "cascade" }),
    ...productCopy(),
    pricePaise: integer("price_paise").notNull(),
    discount: integer("discount").notNull(),
    quantity: integer("quantity").notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.kitOrderId, table.position] })],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    image: text("image").notNull().default(""),
    date: date("date").notNull(),
    readTime: text("read_time").notNull().default(""),
    excerpt: text("excerpt").notNull().default(""),
    category: text("category").notNull().default(""),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    author: text("author").notNull().default(""),
    content: text("content").notNull().default(""),
    status: text("status")
      .notNull()
      .default("published" satisfies PostStatus),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("blog_posts_date_idx").on(table.date), check("blog_posts_status_valid", sql`${table.status} in ${sqlList(POST_STATUSES)}`)],
);
