import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ShopSettings } from "~/src/core/shapes/shop";
import { apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";

export function useShopSettingsAdmin() {
  const token = useAdminToken();
  return useQuery({
    queryKey: queryKeys.admin.settings(token),
    queryFn: ({ signal }) => apiCall<{ settings: ShopSettings }>("/api/admin/settings", { token, signal }).then((data) => data.settings),
  });
}

/** PUT /api/admin/settings (owner only): the whole object each time. */
export function useSaveShopSettings() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ShopSettings) =>
      apiCall<{ settings: ShopSettings }>("/api/admin/settings", { method: "PUT", body: settings, token }).then((data) => data.settings),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.admin.settings(token), saved),
  });
}
