/** Every sign-up is a customer; the owner invites staff and may make them owners. */
export const ROLES = ["customer", "staff", "owner"] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ["staff", "owner"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaff(role: string | null | undefined): role is StaffRole {
  return role === "staff" || role === "owner";
}

export const POST_STATUSES = ["draft", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/**
 * Why a product's stock changed; every change is one row of the stock ledger. A customer's return puts its
 * units back as "returned"; units that came back damaged are then taken out again as "written-off", so the
 * ledger shows both what came back and what could not be sold. A parcel back from the courier undelivered
 * puts its units back as "return-to-origin".
 */
export const STOCK_REASONS = [
  "initial",
  "order",
  "kit-order",
  "cancelled",
  "received",
  "damaged",
  "correction",
  "import",
  "returned",
  "written-off",
  "return-to-origin",
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
/** The reasons staff choose when they adjust stock by hand. */
export const MANUAL_STOCK_REASONS = ["received", "damaged", "correction"] as const satisfies readonly StockReason[];
