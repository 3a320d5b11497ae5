import type { Role } from "~/src/core/staff";

interface AdminNavItem {
  to: string;
  label: string;
  /** Only the owner sees it (staff management, audit). */
  ownerOnly?: boolean;
  /** Active only on this exact path (the dashboard would otherwise match every page). */
  end?: boolean;
}

const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/kit-orders", label: "Kit orders" },
  { to: "/admin/returns", label: "Returns" },
  { to: "/admin/quotes", label: "Quotations" },
  { to: "/admin/invoices", label: "Invoices" },
  { to: "/admin/products", label: "Products" },
  { to: "/admin/categories", label: "Categories" },
  { to: "/admin/blog", label: "Blog" },
  // Customers' reviews wait for a check here, as their messages wait in the inbox.
  { to: "/admin/reviews", label: "Reviews" },
  { to: "/admin/inbox", label: "Inbox" },
  { to: "/admin/outbox", label: "Outbox" },
  // Staff may read the settings; only the owner may change them (the settings page decides that).
  { to: "/admin/settings", label: "Settings" },
  // Delivery dates and the PINs not served: the owner's alone (the API answers staff 403).
  // Staff see the PINs customers used that the shop could not confirm; the settings are the owner's.
  { to: "/admin/delivery", label: "Delivery" },
  { to: "/admin/staff", label: "Staff", ownerOnly: true },
  { to: "/admin/audit", label: "Audit", ownerOnly: true },
];

export function navFor(role: Role): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => !item.ownerOnly || role === "owner");
}
