/** Business constants of the spec (§9). One place, shared by server and storefront. */
export const CURRENCY_SYMBOL = "₹";
export const DEFAULT_DELIVERY_FEE_RUPEES = 20;
export const DELIVERY_FEE_LABEL = "Packaging and Utility Charges";

export const KIT_MIN_ITEMS = 7;
export const KIT_MAX_ITEMS = 20;
export const KIT_DISCOUNT_PERCENT = 5;

export const HOT_SALE_LIMIT = 20;
export const BEST_SELLER_LIMIT = 10;
export const RELATED_PRODUCTS_LIMIT = 5;
export const RECENTLY_VIEWED_LIMIT = 10;

export const ESTIMATED_DELIVERY_DAYS = 4;
export const HERO_SLIDE_INTERVAL_MS = 3000;
export const HERO_TRANSITION_MS = 500;
export const HOT_SALE_COUNTDOWN_MS = 2 * 24 * 60 * 60 * 1000;
export const TESTIMONIAL_INTERVAL_MS = 4000;
export const ENQUIRY_SUBMIT_DELAY_MS = 2000;
export const TOAST_DURATION_MS = 5000;

export const WORKSHOP_STUDENTS_PER_KIT = 4;
export const WORKSHOP_PRICE_PER_KIT_RUPEES = 2000;

export const ORDER_STATUSES = ["pending", "packing", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const KIT_ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;
export type KitOrderStatus = (typeof KIT_ORDER_STATUSES)[number];

/** Stored payment method for cash on delivery; the only one the shop accepts. */
export const PAYMENT_METHOD_COD = "COD";
export const PAYMENT_METHODS = ["cod", "razorpay"] as const;
/** §8: any payment method but cash on delivery is refused with this text. */
export const ONLY_COD_MESSAGE = "Only Cash On Delivery Supported Currently";

export const SESSION_DAYS = 30;
export const PASSWORD_MIN_LENGTH = 8;
export const CART_MAX_QUANTITY = 999;
/** The most a pasted parts list or its CSV file may hold (issue 30): 200 lines of any sane length fit many times over. */
export const PARTS_LIST_MAX_BYTES = 200 * 1024;

export const PRODUCT_SORTS = ["relevance", "price-asc", "price-desc"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCTS_PAGE_SIZE = 24;
export const PRODUCTS_MAX_PAGE_SIZE = 100;
/** The header search's suggestions: at most this many products (and categories), from this many characters on. */
export const SUGGESTED_PRODUCTS_LIMIT = 6;
export const SUGGESTED_CATEGORIES_LIMIT = 3;
export const SUGGEST_MIN_LENGTH = 2;
