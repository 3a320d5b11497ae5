/**
 * Every TanStack Query key of the storefront, in one place. A key starts with its area's name, so the
 * area's `all` key matches (invalidates, removes) every query of that area whatever the token or id.
 */
export const queryKeys = {
  cart: {
    all: ["cart"] as const,
    mine: (token: string | null) => ["cart", token] as const,
  },
  orders: {
    all: ["orders"] as const,
    mine: (token: string | null) => ["orders", token] as const,
  },
  kitOrders: {
    all: ["kit-orders"] as const,
    mine: (token: string | null) => ["kit-orders", token] as const,
    byId: (token: string | null, id: string) => ["kit-orders", token, id] as const,
  },
  /** The customer's returns (GET /api/returns): every order's, filtered per order on the page. */
  returns: {
    all: ["returns"] as const,
    mine: (token: string | null) => ["returns", token] as const,
  },
  addresses: {
    all: ["addresses"] as const,
    mine: (token: string | null) => ["addresses", token] as const,
  },
  /** The GSTIN and legal name of the customer's last business purchase (checkout prefill). */
  business: {
    all: ["business"] as const,
    mine: (token: string | null) => ["business", token] as const,
  },
  /** The account page's details (name, e-mail, mail preference). */
  account: {
    all: ["account"] as const,
    mine: (token: string | null) => ["account", token] as const,
  },
  /** The staff area: every key starts with "admin", so logging out forgets all of it. */
  admin: {
    all: ["admin"] as const,
    me: (token: string | null) => ["admin", token, "me"] as const,
    dashboard: (token: string | null) => ["admin", token, "dashboard"] as const,
    orders: (token: string | null, kind: string, search: string) => ["admin", token, kind, "list", search] as const,
    order: (token: string | null, kind: string, id: string) => ["admin", token, kind, id] as const,
    /** Starts with its order's key, so invalidating the order (a status change) refreshes its invoice too. */
    orderInvoice: (token: string | null, kind: string, id: string) => ["admin", token, kind, id, "invoice"] as const,
    invoices: (token: string | null, search: string) => ["admin", token, "invoices", search] as const,
    staff: (token: string | null) => ["admin", token, "staff"] as const,
    invitations: (token: string | null) => ["admin", token, "staff", "invitations"] as const,
    audit: (token: string | null, page: number) => ["admin", token, "audit", page] as const,
    shop: () => ["admin", "shop"] as const,
    products: (token: string | null) => ["admin", token, "products"] as const,
    productList: (token: string | null, search: string) => ["admin", token, "products", search] as const,
    /** A product's ledger key starts with its product key, so invalidating the product refreshes both. */
    product: (token: string | null, id: string) => ["admin", token, "product", id] as const,
    ledger: (token: string | null, id: string) => ["admin", token, "product", id, "ledger"] as const,
    categories: (token: string | null) => ["admin", token, "categories"] as const,
    searchSynonyms: (token: string | null) => ["admin", token, "search-synonyms"] as const,
    blogPosts: (token: string | null) => ["admin", token, "blog"] as const,
    blogPost: (token: string | null, id: string) => ["admin", token, "blog", id] as const,
    inbox: (token: string | null, kind: string) => ["admin", token, "inbox", kind] as const,
    settings: (token: string | null) => ["admin", token, "settings"] as const,
    outbox: (token: string | null) => ["admin", token, "outbox"] as const,
    /** `search` is the list's query string (status, orderId, page); a return's key shares the prefix. */
    returns: (token: string | null, search: string) => ["admin", token, "returns", "list", search] as const,
    return: (token: string | null, id: string) => ["admin", token, "returns", id] as const,
    creditNotes: (token: string | null, search: string) => ["admin", token, "credit-notes", search] as const,
  },
  productsByIds: (ids: readonly string[]) => ["products-by-ids", ids] as const,
  categoryNames: () => ["category-names"] as const,
  homeCategoryProducts: (category: string | null) => ["home-category-products", category] as const,
};

/** Cached data that belongs to the logged-in user and must not outlive the session. */
export const userQueryKeys = [
  queryKeys.cart.all,
  queryKeys.orders.all,
  queryKeys.kitOrders.all,
  queryKeys.returns.all,
  queryKeys.addresses.all,
  queryKeys.business.all,
  queryKeys.account.all,
  queryKeys.admin.all,
] as const;
