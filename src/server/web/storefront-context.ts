import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { getPost, listPosts } from "~/src/server/modules/blog/blog.service";
import {
  bestSellerProducts,
  featuredProducts,
  getProduct,
  hotSaleProducts,
  listProductIds,
  listCategoryNames,
  queryProducts,
  relatedProducts,
  type ProductQuery,
} from "~/src/server/modules/catalog/catalog.service";
import { getShopSettings, toPublicShop } from "~/src/server/shared/shop-settings";

/**
 * What server-rendered pages may read, handed to React Router loaders as load context.
 * Loaders call these in-process (no HTTP); the storefront bundle never imports server code.
 */
export function createStorefrontContext({ db, config }: { db: Db; config: Config }) {
  return {
    /** The shop's details and delivery fee as the owner last saved them (the chrome and company pages show them). */
    getShop: async () => toPublicShop(await getShopSettings(db, config)),
    listCategories: () => listCategoryNames(db),
    queryProducts: (query: ProductQuery) => queryProducts(db, query),
    getProductPage: async (id: string) => {
      const product = await getProduct(db, id);
      return product ? { product, related: await relatedProducts(db, product) } : null;
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
    listPosts: () => listPosts(db),
    getPost: (id: string) => getPost(db, id),
    /** Every product id in list order (sitemap). */
    listAllProductIds: () => listProductIds(db),
  };
}

export type StorefrontContext = ReturnType<typeof createStorefrontContext>;
