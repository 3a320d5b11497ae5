import { describe, expect, it } from "vitest";
import { catalogHref, parseCatalogParams, resultRange } from "./catalog-params";

describe("catalog address", () => {
  it("reads category, search, sort and page, refusing nonsense", () => {
    expect(parseCatalogParams(new URLSearchParams("category=Sensors&q=%20servo%20&sort=price-asc&page=3"))).toEqual({
      category: "Sensors",
      q: "servo",
      sort: "price-asc",
      page: 3,
    });
    expect(parseCatalogParams(new URLSearchParams("sort=cheapest&page=-4"))).toEqual({ category: null, q: "", sort: "relevance", page: 1 });
    expect(parseCatalogParams(new URLSearchParams("page=abc")).page).toBe(1);
  });

  it("builds addresses that go back to page 1 when a filter changes", () => {
    const current = { category: "Sensors", q: "gas", sort: "price-desc" as const, page: 4 };
    expect(catalogHref("/collections", current, { category: null })).toBe("/collections?q=gas&sort=price-desc");
    expect(catalogHref("/collections", current, { page: 5 })).toBe("/collections?category=Sensors&q=gas&sort=price-desc&page=5");
    expect(catalogHref("/collections", { category: null, q: "", sort: "relevance", page: 1 }, {})).toBe("/collections");
  });

  it("describes the range shown", () => {
    expect(resultRange(2, 24, 90)).toBe("Showing 25–48 of 90 products");
    expect(resultRange(4, 24, 90)).toBe("Showing 73–90 of 90 products");
    expect(resultRange(1, 24, 0)).toBe("0 products");
  });
});
