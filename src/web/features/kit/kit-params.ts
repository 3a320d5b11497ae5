import { defineMessages, type Translate } from "~/src/core/i18n";

/** What a kit builder address (/kit?q=&category=&stock=in&page=) asks for, cleaned up. */
export interface KitParams {
  q: string;
  category: string | null;
  /** Only parts that can go into a kit (in stock). */
  inStock: boolean;
  page: number;
}

/** As many cards per page as /collections, so a page of the builder costs what a catalog page costs. */
export const KIT_PAGE_SIZE = 24;

const MAX_PAGE = 100_000;

export function parseKitParams(params: URLSearchParams): KitParams {
  const rawPage = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    category: params.get("category")?.trim().slice(0, 100) || null,
    inStock: params.get("stock") === "in",
    page: Number.isFinite(rawPage) ? Math.min(MAX_PAGE, Math.max(1, rawPage)) : 1,
  };
}

/** The builder's address with the given changes; a new search or filter starts again at page 1. */
export function kitHref(pathname: string, current: KitParams, changes: Partial<KitParams>): string {
  const next = { ...current, page: 1, ...changes };
  const params = new URLSearchParams();
  if (next.q.trim()) params.set("q", next.q.trim());
  if (next.category) params.set("category", next.category);
  if (next.inStock) params.set("stock", "in");
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

const resultText = defineMessages("kit.result", {
  // The count itself outside the plural: "#" would group digits ("1,000"), and the English page never did.
  count: "{total} {total, plural, one {part} other {parts}}",
  showing: "Showing {first}–{last} of {total} {total, plural, one {part} other {parts}}",
});

/** "Showing 25–48 of 90 parts". */
export function kitResultText(t: Translate, page: number, limit: number, total: number): string {
  const first = (page - 1) * limit + 1;
  if (total === 0 || first > total) return t(resultText.count, { total });
  return t(resultText.showing, { first, last: Math.min(total, page * limit), total });
}
