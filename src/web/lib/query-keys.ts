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
  addresses: {
    all: ["addresses"] as const,
    mine: (token: string | null) => ["addresses", token] as const,
  },
  kitCatalog: () => ["kit", "catalog"] as const,
  productsByIds: (ids: readonly string[]) => ["products-by-ids", ids] as const,
  categoryNames: () => ["category-names"] as const,
  homeCategoryProducts: (category: string | null) => ["home-category-products", category] as const,
};

/** Cached data that belongs to the logged-in user and must not outlive the session. */
export const userQueryKeys = [queryKeys.cart.all, queryKeys.orders.all, queryKeys.kitOrders.all, queryKeys.addresses.all] as const;
