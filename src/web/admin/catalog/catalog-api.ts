import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "~/src/web/lib/toast";
import { apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";
import type { AdminCategory, AdminProduct, AdminProductPage, LedgerEntry, ManualStockReason, ProductBody } from "./catalog-types";

/** One page of products; `search` is the list's query string (q, category, archived, lowStock, page). */
export function useAdminProducts(search: string) {
  const token = useAdminToken();
  return useQuery({
    queryKey: queryKeys.admin.productList(token, search),
    queryFn: ({ signal }) => apiCall<AdminProductPage>(`/api/admin/products${search ? `?${search}` : ""}`, { token, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useAdminProduct(id: string) {
  const token = useAdminToken();
  return useQuery({
    queryKey: queryKeys.admin.product(token, id),
    queryFn: ({ signal }) =>
      apiCall<{ product: AdminProduct }>(`/api/admin/products/${encodeURIComponent(id)}`, { token, signal }).then((data) => data.product),
  });
}

export function useLedger(id: string) {
  const token = useAdminToken();
  return useQuery({
    queryKey: queryKeys.admin.ledger(token, id),
    queryFn: ({ signal }) =>
      apiCall<{ entries: LedgerEntry[] }>(`/api/admin/products/${encodeURIComponent(id)}/ledger`, { token, signal }).then((data) => data.entries),
  });
}

export function useAdminCategories() {
  const token = useAdminToken();
  return useQuery({
    queryKey: queryKeys.admin.categories(token),
    queryFn: ({ signal }) => apiCall<{ categories: AdminCategory[] }>("/api/admin/categories", { token, signal }).then((data) => data.categories),
  });
}

/** Create (no id) or update a product; the caller decides where to go next. */
export function useSaveProduct(id?: string) {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductBody) =>
      id
        ? apiCall<{ product: AdminProduct }>(`/api/admin/products/${encodeURIComponent(id)}`, { method: "PATCH", body, token })
        : apiCall<{ product: AdminProduct }>("/api/admin/products", { method: "POST", body, token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

/** Archive (DELETE) or restore; refusals are shown as a toast. */
export function useArchiveProduct(id: string) {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archive: boolean) =>
      archive
        ? apiCall(`/api/admin/products/${encodeURIComponent(id)}`, { method: "DELETE", token })
        : apiCall(`/api/admin/products/${encodeURIComponent(id)}/restore`, { method: "POST", token }),
    onSuccess: (_data, archive) => toast.success(archive ? "Product archived: it is no longer in the shop." : "Product restored to the shop."),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

export interface StockChange {
  change: number;
  reason: ManualStockReason;
  note?: string;
}

export function useAdjustStock(id: string) {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockChange) =>
      apiCall<{ stock: number }>(`/api/admin/products/${encodeURIComponent(id)}/stock`, { method: "POST", body, token }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
