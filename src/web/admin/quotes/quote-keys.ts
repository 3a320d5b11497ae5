/**
 * The console's quotation query keys, kept with the quotation pages rather than in src/web/lib/query-keys.ts,
 * which the storefront loads first. They start with "admin", as every staff key does, so logging out forgets them.
 */
export const adminQuoteKeys = {
  /** `search` is the list's query string (status, page); a quotation's key shares the prefix. */
  list: (token: string | null, search: string) => ["admin", token, "quotes", "list", search] as const,
  one: (token: string | null, id: string) => ["admin", token, "quotes", id] as const,
};
