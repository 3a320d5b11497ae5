import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../lib/api";
import type { ProductView } from "../../lib/types";

/** The whole catalog for the kit builder (GET /api/product/list); filtering happens in the browser. */
export function useKitCatalog() {
  return useQuery({
    queryKey: ["kit", "catalog"],
    queryFn: ({ signal }) => apiCall<{ products: ProductView[] }>("/api/product/list", { signal }).then((data) => data.products),
    staleTime: 60_000,
  });
}
