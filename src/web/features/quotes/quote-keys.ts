/**
 * The quotation pages' query keys (issue 30), kept with them rather than in src/web/lib/query-keys.ts, which every
 * page loads first. They start with the account's prefix, so logging out forgets them with the account's data.
 */
export const quoteKeys = {
  all: ["account", "quotes"] as const,
  mine: (token: string | null) => ["account", "quotes", token] as const,
  byId: (token: string | null, id: string, key: string | null) => ["account", "quotes", token, id, key] as const,
};
