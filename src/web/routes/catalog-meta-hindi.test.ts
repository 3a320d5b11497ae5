import { describe, expect, it } from "vitest";
import { parseCatalogParams } from "~/src/web/features/catalog/catalog-params";
import { testProduct } from "~/tests/support/fixtures/product";
import { testReviewList } from "~/tests/support/fixtures/reviews";
import { hindiMessages } from "~/tests/support/hindi";
import { meta as categoryMeta } from "./category";
import { meta as collectionsMeta } from "./collections";
import { loader as productLoader, meta as productMeta } from "./product";
import { meta as quickSearchMeta } from "./quicksearch";
import { meta as confirmMeta } from "./stock-alert-confirm";

/** What React Router hands a route's meta: the address, the root's data (the Hindi catalog on Hindi pages) and the loader's. */
function metaArgs(pathname: string, data: unknown) {
  const root = { id: "root", data: { messages: pathname.startsWith("/hi") ? hindiMessages : null } };
  return { location: { pathname, search: "", hash: "", state: null, key: "k" }, matches: [root], data, params: {} } as never;
}

const titleOf = (tags: unknown) => (tags as Array<{ title?: string }>).find((tag) => tag.title)?.title;
const descriptionOf = (tags: unknown) => (tags as Array<{ name?: string; content?: string }>).find((tag) => tag.name === "description")?.content;

const page = { products: [], total: 12, page: 2, pages: 2, limit: 24 };

describe("catalog and product pages' titles in Hindi (issue 33)", () => {
  it("gives the Hindi twins Hindi titles and descriptions, keeping '| Tinkerwala'", () => {
    const params = parseCatalogParams(new URLSearchParams("category=Sensors&page=2"));
    expect(titleOf(collectionsMeta(metaArgs("/hi/collections", { params: parseCatalogParams(new URLSearchParams()), result: page })))).toBe(
      "सभी पुर्ज़े – पेज 2 | Tinkerwala",
    );
    expect(descriptionOf(collectionsMeta(metaArgs("/hi/collections", { params, result: page })))).toMatch(
      /^Tinkerwala पर Sensors ऑनलाइन ख़रीदें: .* 12 पुर्ज़े/,
    );
    expect(titleOf(categoryMeta(metaArgs("/hi/category", { params: parseCatalogParams(new URLSearchParams()), result: null })))).toBe(
      "श्रेणी से ख़रीदें | Tinkerwala",
    );
    expect(titleOf(categoryMeta(metaArgs("/hi/category", { params, result: page })))).toBe("Sensors – पेज 2 | Tinkerwala");
    expect(titleOf(quickSearchMeta(metaArgs("/hi/quicksearch", undefined)))).toBe("झटपट खोज | Tinkerwala");
    expect(titleOf(confirmMeta(metaArgs("/hi/stock-alert/confirm", undefined)))).toBe("स्टॉक की सूचना पक्की करें | Tinkerwala");
  });

  it("keeps the English pages' titles exactly as they were", () => {
    const params = parseCatalogParams(new URLSearchParams("q=servo&page=2"));
    expect(titleOf(collectionsMeta(metaArgs("/collections", { params, result: page })))).toBe("Search: servo – Page 2 | Tinkerwala");
    expect(titleOf(categoryMeta(metaArgs("/category", { params: parseCatalogParams(new URLSearchParams()), result: null })))).toBe(
      "Shop by Category | Tinkerwala",
    );
    expect(titleOf(quickSearchMeta(metaArgs("/quicksearch", undefined)))).toBe("Quick Search | Tinkerwala");
    expect(titleOf(productMeta(metaArgs("/product/x", undefined)))).toBe("Product not found | Tinkerwala");
  });

  it("titles a product by its Hindi name on /hi, its English one on the English page, each page its own canonical address", async () => {
    const product = { ...testProduct(), nameHi: "आर्डुइनो ऊनो R3 बोर्ड", descriptionHi: "ज़्यादातर स्कूल लैब इसी बोर्ड से शुरू करती हैं।" };
    const load = (url: string) =>
      productLoader({
        params: { productId: product._id },
        request: new Request(url),
        context: {
          storefront: {
            getProductPage: async () => ({ product, related: [], reviews: testReviewList() }),
            hindiMessages: async () => hindiMessages,
            hindiCategoryNames: async () => ({ [product.category]: "बोर्ड" }),
          },
        },
      } as never);
    const hindi = await load("http://shop.test/hi/product/arduino-uno-r3-ch340");
    const hindiTags = productMeta(metaArgs("/hi/product/arduino-uno-r3-ch340", hindi)) as Array<Record<string, string>>;
    expect(titleOf(hindiTags)).toBe("आर्डुइनो ऊनो R3 बोर्ड | Tinkerwala");
    expect(descriptionOf(hindiTags)).toBe("ज़्यादातर स्कूल लैब इसी बोर्ड से शुरू करती हैं।");
    expect(hindiTags.find((tag) => tag.rel === "canonical")?.href).toBe("http://shop.test/hi/product/arduino-uno-r3-ch340");
    expect(hindi.categoryHi).toBe("बोर्ड"); // the breadcrumbs' category, in Hindi

    const english = await load("http://shop.test/product/arduino-uno-r3-ch340");
    const englishTags = productMeta(metaArgs("/product/arduino-uno-r3-ch340", english)) as Array<Record<string, string>>;
    expect(titleOf(englishTags)).toBe("Arduino Uno R3 Compatible Board | Tinkerwala");
    expect(descriptionOf(englishTags)).toBe("The board most school labs start with.");
    expect(englishTags.find((tag) => tag.rel === "canonical")?.href).toBe("http://shop.test/product/arduino-uno-r3-ch340");
    expect(english.categoryHi).toBe("");
  });
});
