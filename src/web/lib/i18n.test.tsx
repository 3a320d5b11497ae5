import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { prefersHindi } from "~/src/web/components/layout/hindi-suggestion";
import { InHindi } from "~/tests/support/hindi";
import { languageOfPath, localizedPath, pathWithoutLanguage } from "./i18n";
import { Link } from "./localized-router";

describe("the language of an address (issue 33)", () => {
  it("is Hindi under /hi only", () => {
    expect(["/hi", "/hi/", "/hi/cart", "/hi/product/x"].map(languageOfPath)).toEqual(["hi", "hi", "hi", "hi"]);
    expect(["/", "/hindi-kit", "/history", "/cart"].map(languageOfPath)).toEqual(["en", "en", "en", "en"]);
    expect(pathWithoutLanguage("/hi")).toBe("/");
    expect(pathWithoutLanguage("/hi/orders")).toBe("/orders");
  });

  it("puts storefront paths in Hindi and leaves the server's own paths alone", () => {
    expect(localizedPath("hi", "/")).toBe("/hi");
    expect(localizedPath("hi", "/collections?category=Sensors")).toBe("/hi/collections?category=Sensors");
    expect(localizedPath("hi", "/?q=1")).toBe("/hi?q=1");
    expect(localizedPath("hi", "/hi/cart")).toBe("/hi/cart");
    for (const path of [
      "/api/products",
      "/uploads/a.webp",
      "/admin/orders",
      "/fonts/a.woff2",
      "/sitemap.xml",
      "https://example.com/",
      "#top",
      "cart",
    ]) {
      expect(localizedPath("hi", path)).toBe(path);
    }
    expect(localizedPath("en", "/cart")).toBe("/cart");
  });

  it("keeps links on a Hindi page in Hindi", async () => {
    const Stub = createRoutesStub([
      {
        path: "*",
        Component: () => (
          <InHindi>
            <Link to="/cart">cart</Link>
            <Link to={{ pathname: "/collections", search: "?q=motor" }}>search</Link>
          </InHindi>
        ),
      },
    ]);
    render(<Stub initialEntries={["/hi/product/x"]} />);
    expect(await screen.findByRole("link", { name: "cart" })).toHaveAttribute("href", "/hi/cart");
    expect(screen.getByRole("link", { name: "search" })).toHaveAttribute("href", "/hi/collections?q=motor");
  });
});

describe("suggesting the Hindi home page", () => {
  it("follows the visitor's choice first, then the browser's order of languages", () => {
    expect(prefersHindi("a=1; shop_lang=hi", ["en-IN"])).toBe(true);
    expect(prefersHindi("shop_lang=en", ["hi-IN", "en"])).toBe(false);
    expect(prefersHindi("", ["hi-IN", "en-IN"])).toBe(true);
    expect(prefersHindi("", ["en-IN", "hi"])).toBe(false);
    expect(prefersHindi("", ["ta-IN", "hi", "en"])).toBe(true);
    expect(prefersHindi("", ["ta-IN"])).toBe(false);
  });
});
