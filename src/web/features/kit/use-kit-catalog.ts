import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import type { ProductList } from "../../../core/shapes/product";

/** The whole catalog for the kit builder (GET /api/product/list); filtering happens in the browser. */
export function useKitCatalog() {
  return useQuery({
    queryKey: queryKeys.kitCatalog(),
    queryFn: ({ signal }) => apiCall<ProductList>("/api/product/list", { signal }).then((data) => data.products),
    staleTime: 60_000,
  });
}
