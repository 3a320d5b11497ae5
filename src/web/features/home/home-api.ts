import { apiCall } from "~/src/web/lib/api";
import type { CategoryList, ProductCardPage, ProductPageResponse } from "~/src/core/shapes/product";

/** The home page's client-side reads (its first screen comes from the server loader). */
export const HOME_STRIP_SIZE = 10;

/** Every category: its name (what filters use) and its Hindi name ("" when staff gave none). */
export function fetchCategories(signal?: AbortSignal): Promise<CategoryList["categories"]> {
  return apiCall<CategoryList>("/api/category/all", { signal }).then((data) => data.categories);
}

/** A page of products: all of them, or one category's. */
export function fetchProductsPage(category: string | null, signal?: AbortSignal): Promise<ProductCardPage> {
  const params = new URLSearchParams({ limit: String(HOME_STRIP_SIZE) });
  if (category) params.set("category", category);
  return apiCall<ProductPageResponse>(`/api/products?${params}`, { signal });
}

/** Exactly these products, in this order (ids no longer in the catalog are skipped). */
export function fetchProductsByIds(ids: string[], signal?: AbortSignal): Promise<ProductCardPage> {
  return apiCall<ProductPageResponse>(`/api/products?${new URLSearchParams({ ids: ids.join(",") })}`, { signal });
}
