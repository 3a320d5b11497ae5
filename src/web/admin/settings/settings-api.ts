import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ShopSettings } from "../../../core/shapes/shop";
import { apiCall } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { useAdminToken } from "../shell/admin-user";

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
