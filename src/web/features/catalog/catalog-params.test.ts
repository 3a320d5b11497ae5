import { describe, expect, it } from "vitest";
import { catalogHref, parseCatalogParams, resultRange } from "./catalog-params";

describe("catalog address", () => {
  it("reads category, search, sort and page, refusing nonsense", () => {
    expect(parseCatalogParams(new URLSearchParams("category=Sensors&q=%20servo%20&sort=price-asc&page=3"))).toEqual({
      category: "Sensors",
      q: "servo",
      sort: "price-asc",
      page: 3,
      filters: {},
    });
    expect(parseCatalogParams(new URLSearchParams("sort=cheapest&page=-4"))).toEqual({
      category: null,
      q: "",
      sort: "relevance",
      page: 1,
      filters: {},
    });
    expect(parseCatalogParams(new URLSearchParams("page=abc")).page).toBe(1);
  });

  it("builds addresses that go back to page 1 when a filter changes", () => {
    const current = { category: "Sensors", q: "gas", sort: "price-desc" as const, page: 4, filters: {} };
    expect(catalogHref("/collections", current, { category: null })).toBe("/collections?q=gas&sort=price-desc");
    expect(catalogHref("/collections", current, { page: 5 })).toBe("/collections?category=Sensors&q=gas&sort=price-desc&page=5");
    expect(catalogHref("/collections", { category: null, q: "", sort: "relevance", page: 1, filters: {} }, {})).toBe("/collections");
  });

  it("reads attribute filters in the facets' order, without repeats or unknown values, and writes them back", () => {
    const params = parseCatalogParams(new URLSearchParams("interface=SPI&logic=5&interface=I2C&interface=SPI&voltage=4&type=power-source"));
    expect(params.filters).toEqual({ logic: ["5"], interface: ["I2C", "SPI"], type: ["power-source"] });
    expect(catalogHref("/collections", { ...params, sort: "price-asc", page: 3 }, { page: 2 })).toBe(
      "/collections?sort=price-asc&logic=5&interface=I2C&interface=SPI&type=power-source&page=2",
    );
    expect(catalogHref("/category", params, { filters: {} })).toBe("/category");
  });

  it("describes the range shown", () => {
    expect(resultRange(2, 24, 90)).toBe("Showing 25–48 of 90 products");
    expect(resultRange(4, 24, 90)).toBe("Showing 73–90 of 90 products");
    expect(resultRange(1, 24, 0)).toBe("0 products");
  });
});
