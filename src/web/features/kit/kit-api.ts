import { apiCall } from "~/src/web/lib/api";
import type { ProductCardData, ProductPageResponse } from "~/src/core/shapes/product";

/**
 * The chosen parts by id (GET /api/products?ids=, at most 50; a kit holds at most 20), so the totals
 * use the server's prices and stock even when those parts are not on the page being shown. Ids no
 * longer sold are left out of the answer.
 */
export function fetchKitProducts(ids: string[], signal?: AbortSignal): Promise<ProductCardData[]> {
  return apiCall<ProductPageResponse>(`/api/products?${new URLSearchParams({ ids: ids.join(",") })}`, { signal }).then((data) => data.products);
}
