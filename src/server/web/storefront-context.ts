import type { Messages } from "@lingui/core";
import type { CatalogCache } from "~/src/server/cache/catalog-cache";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { getPost, listPosts } from "~/src/server/modules/blog/blog.service";
import {
  bestSellerProducts,
  featuredProducts,
  getProduct,
  hotSaleProducts,
  listProductIds,
  listCategories,
  listCategoryNames,
  queryProducts,
  relatedProducts,
  type ProductQuery,
} from "~/src/server/modules/catalog/catalog.service";
import { productReviewPage } from "~/src/server/modules/reviews/review-page";
import { getShopSettings, toPublicShop } from "~/src/server/shared/shop-settings";
import type { Language } from "~/src/core/language";
import { storefrontHindiMessages } from "~/src/server/shared/i18n";
import { HINDI_FONT } from "~/src/server/web/hindi-font";

const emptyReviewList = () => ({
  success: true as const,
  summary: { average: 0, count: 0, stars: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 } },
  reviews: [],
  page: 1,
  pages: 1,
});

/**
 * What server-rendered pages may read, handed to React Router loaders as load context.
 * Loaders call these in-process (no HTTP); the storefront bundle never imports server code.
 */
export function createStorefrontContext({
  db,
  config,
  catalogCache,
  pageMessages = () => storefrontHindiMessages(),
}: {
  db: Db;
  config: Config;
  catalogCache?: CatalogCache;
  /** A Hindi page's share of the catalog by its address (./page-messages.ts); the whole storefront catalog without a build. */
  pageMessages?: (pathname: string) => Messages | Promise<Messages>;
}) {
  return {
    /** The shop's details and delivery fee as the owner last saved them (the chrome and company pages show them). */
    getShop: async () => toPublicShop(await getShopSettings(db, config)),
    listCategories: () => listCategoryNames(db),
    /** Every category with its Hindi name ("" when staff gave none), for Hindi pages (issue 33). */
    listCategoriesWithHindi: () => listCategories(db),
    /** Hindi category names by English name, only those staff gave (Hindi pages show the English name otherwise). */
    hindiCategoryNames: async (): Promise<Record<string, string>> =>
      Object.fromEntries((await listCategories(db)).filter((entry) => entry.nameHi).map((entry) => [entry.name, entry.nameHi])),
    queryProducts: (query: ProductQuery) => queryProducts(db, query, catalogCache),
    getProductPage: async (id: string) => {
      const product = await getProduct(db, id);
      if (!product) return null;
      // The first page of published reviews is in the HTML: readers without JavaScript and search engines see them.
      const [related, reviews] = await Promise.all([relatedProducts(db, product), productReviewPage(db, product._id, {})]);
      return { product, related, reviews: reviews ?? emptyReviewList() };
    },
    getHomeData: async () => {
      const [hotSale, bestSellers, categories, featured] = await Promise.all([
        hotSaleProducts(db),
        bestSellerProducts(db),
        listCategoryNames(db),
        featuredProducts(db),
      ]);
      return { hotSale, bestSellers, categories, featured };
    },
    /** Newest first; with a language (issue 33: "hi" on /hi/blogs), that language's posts first. */
    listPosts: (language?: Language) => listPosts(db, language),
    getPost: (id: string) => getPost(db, id),
    /** The compiled Hindi catalog (the mails' texts left out), for loaders that word their data on the server. */
    hindiMessages: async () => storefrontHindiMessages(),
    /** What a Hindi page at this address sends the browser of the catalog: the messages its code can show. */
    hindiPageMessages: async (pathname: string) => pageMessages(pathname),
    /** Hindi pages' font: a preload and the @font-face rules. */
    hindiFont: async () => HINDI_FONT,
    /** Every product id in list order (sitemap). */
    listAllProductIds: () => listProductIds(db),
  };
}

export type StorefrontContext = ReturnType<typeof createStorefrontContext>;
