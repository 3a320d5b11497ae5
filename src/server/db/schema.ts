import { sql } from "drizzle-orm";
import {
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
import { DEFAULT_GST_RATE_BP, DEFAULT_HSN, GST_RATES_BP, HSN_SQL_PATTERN } from "~/src/core/product-tax";
import { ORDER_KIND_NAMES, ORDER_KINDS, type OrderKind, type StatusEvent } from "~/src/core/order-kinds";
import { POST_STATUSES, ROLES, type PostStatus, type Role } from "~/src/core/staff";
import type { Address } from "~/src/core/shapes/address";
import type { ProductDocument } from "~/src/core/shapes/product";
import type { ProductSpecs } from "~/src/core/specs";
import { LANGUAGES } from "~/src/core/language";
import { PAYMENT_STATUSES, type PaymentStatus } from "~/src/core/shapes/quotes";

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
    /** Non-essential mails (shipping and delivery updates, review requests); order confirmations and security mails always go. */
    mailUpdates: boolean("mail_updates").notNull().default(true),
    /** The last business purchase's GSTIN and legal name, offered at the next checkout. */
    gstin: text("gstin"),
    businessName: text("business_name"),
    /** The language of the customer's mails and messages ("en" or "hi"): set at sign-up from the page's language, changed on the profile. */
    language: text("language").notNull().default("en"),
    /** Set when the customer deleted the account: personal details are gone, orders stay for the shop's records. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(table.email),
    check("users_role_valid", sql`${table.role} in ${sqlList(ROLES)}`),
    check("users_language_valid", sql`${table.language} in ${sqlList(LANGUAGES)}`),
  ],
);

/**
 * A secret link or session of one user: only a SHA-256 of its token is kept, so a leaked database does
 * not leak live sessions or usable links. Fresh builders per table, as Drizzle needs.
 */
export const userTokenColumns = () => ({
  tokenHash: text("token_hash").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

export const sessions = pgTable("sessions", userTokenColumns(), (table) => [index("sessions_user_idx").on(table.userId)]);

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  /** The name on Hindi pages; empty means the English name is shown there. */
  nameHi: text("name_hi").notNull().default(""),
  position: integer("position").notNull().default(0),
});

export const products = pgTable(
  "products",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Hindi name and description for Hindi pages; empty means the English text is shown there. */
    nameHi: text("name_hi").notNull().default(""),
    descriptionHi: text("description_hi").notNull().default(""),
    pricePaise: integer("price_paise").notNull(),
    discount: integer("discount").notNull().default(0),
    /**
     * The sale price per unit (price less the product's discount), worked out by src/core/pricing.ts's
     * salePrice whenever price or discount is written (catalog/product-prices.ts), kept here so the
     * catalog can sort by it in an index. No default: a writer that forgets it is refused.
     */
    salePricePaise: integer("sale_price_paise").notNull(),
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Tax data for invoices: the HSN code (4, 6 or 8 digits) and the GST rate in hundredths of a percent (1800 = 18 %). */
    hsn: text("hsn").notNull().default(DEFAULT_HSN),
    gstRateBp: integer("gst_rate_bp").notNull().default(DEFAULT_GST_RATE_BP),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    stock: integer("stock").notNull().default(0),
    bestSeller: boolean("best_seller").notNull().default(false),
    rating: doublePrecision("rating").notNull().default(0),
    reviews: integer("reviews").notNull().default(0),
    /**
     * Published reviews by stars (1 to 5): with `rating` (their average, one decimal) and `reviews` (their count),
     * kept by the reviews module in the transaction of each change, so product objects never count per request.
     */
    reviewStars: integer("review_stars")
      .array()
      .notNull()
      .default(sql`'{0,0,0,0,0}'::integer[]`),
    /** Structured specifications (src/core/specs.ts), checked by productSpecsSchema on every write. */
    specs: jsonb("specs").$type<ProductSpecs>().notNull().default({}),
    /** Datasheets and manuals: PDFs in the file store, listed on the product page in this order. */
    documents: jsonb("documents").$type<ProductDocument[]>().notNull().default([]),
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
    check("products_sale_price_range", sql`${table.salePricePaise} between 0 and ${table.pricePaise}`),
    check("products_hsn_valid", sql`${table.hsn} ~ ${sql.raw(`'${HSN_SQL_PATTERN}'`)}`),
    check("products_gst_rate_valid", sql`${table.gstRateBp} in ${sqlList(GST_RATES_BP.map(String))}`),
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
    index("products_live_sale_price_idx")
      .on(table.salePricePaise, table.position, table.id)
      .where(sql`${table.archivedAt} is null`),
    // Trigram index (pg_trgm, migration 0006): ILIKE '%part%' and the fuzzy word match of the search.
    index("products_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")),
    // The catalog's attribute filters (`specs @> '{"interfaces":["I2C"]}'`) and their facet counts.
    index("products_specs_idx").using("gin", sql`${table.specs} jsonb_path_ops`),
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

/**
 * One table of orders, whatever their kind (src/core/order-kinds.ts): a component order from the cart or a
 * custom kit. Amounts are what was charged, decided by the server when the order was taken:
 * `amount = subtotal − discount + delivery fee`, and the lines' charged amounts plus the fee add up to
 * `amount` to the paisa (checked by the database at commit, migration 0009).
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<OrderKind>().notNull(),
    status: text("status").notNull().default("pending"),
    /** Once shipped: the courier and its tracking number. */
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    /** Every status the order has had, oldest first. */
    history: jsonb("history")
      .$type<StatusEvent[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Raised by each status change, so two staff changing one order cannot both win. */
    version: integer("version").notNull().default(1),
    paymentMethod: text("payment_method").notNull(),
    /** A copy of the address as it was when ordering: later edits must not rewrite history. */
    address: jsonb("address").$type<Address>().notNull(),
    /** Σ sale price × quantity of the lines. */
    subtotalPaise: integer("subtotal_paise").notNull(),
    /** Taken off the whole order: a kit's 5 %; 0 for component orders. */
    discountPaise: integer("discount_paise").notNull().default(0),
    deliveryFeePaise: integer("delivery_fee_paise").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    /** A business purchase: the buyer's GSTIN and the legal name registered under it (both or neither). */
    gstin: text("gstin"),
    businessName: text("business_name"),
    /** When the parcel should arrive (India): the order date + 4 days + its zone's extra days, fixed when ordered. */
    estimatedDelivery: date("estimated_delivery"),
    /**
     * Return to origin: the parcel came back undelivered (refused at the door, address not found). Marked by
     * staff with the reason (the order is then cancelled); received once it is back on the shelf.
     */
    rtoReason: text("rto_reason"),
    rtoMarkedAt: timestamp("rto_marked_at", { withTimezone: true }),
    rtoReceivedAt: timestamp("rto_received_at", { withTimezone: true }),
    /** The buyer's purchase-order number (a school's order from a quotation), printed on its documents. */
    poNumber: text("po_number"),
    /**
     * Whether the money is in, apart from the spec's status (which stays `pending` while it waits): cash on
     * delivery is paid at the door; a bank transfer or UPI payment waits for staff to record it (issue 30).
     */
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("on-delivery"),
    /** Set once the shop has asked for a review of a delivered order, or decided not to (issue 31): it asks once. */
    reviewRequestDoneAt: timestamp("review_request_done_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "orders_rto_in_order",
      sql`(${table.rtoMarkedAt} is null) = (${table.rtoReason} is null) and (${table.rtoReceivedAt} is null or ${table.rtoMarkedAt} is not null)`,
    ),
    index("orders_rto_open_idx")
      .on(table.kind)
      .where(sql`${table.rtoMarkedAt} is not null and ${table.rtoReceivedAt} is null`),
    check("orders_business_purchase", sql`(${table.gstin} is null) = (${table.businessName} is null)`),
    index("orders_user_idx").on(table.userId, table.kind, table.createdAt),
    index("orders_kind_created_idx").on(table.kind, table.createdAt),
    check("orders_kind_valid", sql`${table.kind} in ${sqlList(ORDER_KIND_NAMES)}`),
    check(
      "orders_status_valid",
      sql`(${table.kind} = 'component' and ${table.status} in ${sqlList(ORDER_KINDS.component.statuses)})
        or (${table.kind} = 'kit' and ${table.status} in ${sqlList(ORDER_KINDS.kit.statuses)})`,
    ),
    index("orders_review_request_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'delivered' and ${table.reviewRequestDoneAt} is null`),
    check("orders_payment_status_valid", sql`${table.paymentStatus} in ${sqlList(PAYMENT_STATUSES)}`),
    index("orders_payment_waiting_idx")
      .on(table.createdAt)
      .where(sql`${table.paymentStatus} in ('awaiting', 'part-paid')`),
    check("orders_amount_adds_up", sql`${table.amountPaise} = ${table.subtotalPaise} - ${table.discountPaise} + ${table.deliveryFeePaise}`),
  ],
);

/**
 * An order's lines as sold: a copy of the product (history must not change with the catalog) and what
 * was charged for it (src/core/order-pricing.ts), so invoices and returns read the figures the customer
 * paid instead of working them out again.
 */
export const orderLines = pgTable(
  "order_lines",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    productId: text("product_id").notNull(),
    name: text("name").notNull(),
    images: text("images").array().notNull(),
    /** Per unit, before any discount. */
    listPricePaise: integer("list_price_paise").notNull(),
    /** The product's own discount in percent. */
    discountPercent: integer("discount_percent").notNull(),
    /** Per unit, after the product's own discount. */
    salePricePaise: integer("sale_price_paise").notNull(),
    quantity: integer("quantity").notNull(),
    /** The line's share of the order's discount (a kit's 5 %), for all its units. */
    orderDiscountPaise: integer("order_discount_paise").notNull().default(0),
    /** What the customer pays for the line. */
    chargedPaise: integer("charged_paise").notNull(),
    /** The product's tax data when it was ordered: the invoice taxes the line as it was sold. */
    hsn: text("hsn").notNull(),
    gstRateBp: integer("gst_rate_bp").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position] }),
    check("order_lines_quantity_positive", sql`${table.quantity} > 0`),
    check("order_lines_charged", sql`${table.chargedPaise} = ${table.salePricePaise} * ${table.quantity} - ${table.orderDiscountPaise}`),
    check("order_lines_amounts_nonnegative", sql`${table.listPricePaise} >= 0 and ${table.salePricePaise} >= 0 and ${table.chargedPaise} >= 0`),
  ],
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
    /** The language the post is written in; Hindi posts are listed first on /hi/blogs. */
    language: text("language").notNull().default("en"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("blog_posts_date_idx").on(table.date),
    check("blog_posts_status_valid", sql`${table.status} in ${sqlList(POST_STATUSES)}`),
    check("blog_posts_language_valid", sql`${table.language} in ${sqlList(LANGUAGES)}`),
  ],
);
