import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "~/src/web/lib/api";
import type { DeliveryRules } from "~/src/core/delivery";
import type { DeliveryRulesResponse } from "~/src/core/shapes/delivery";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";

/** What the owner sets: extra days per zone (all five, 0–30), Sundays, and the PINs (or their first digits) not served. */
export type DeliverySettings = DeliveryRules;

/** GET and PUT /api/admin/delivery answer the settings and the shop's own place, from its address in Settings. */
export type DeliverySettingsAnswer = Omit<DeliveryRulesResponse, "success">;

// Starts with "admin" like every key of the console (lib/query-keys.ts), so logging out forgets it. Kept here
// rather than in query-keys.ts, which every storefront page loads.
const deliveryKey = (token: string | null) => ["admin", token, "delivery"] as const;

export function useDeliverySettings() {
  const token = useAdminToken();
  return useQuery({
    queryKey: deliveryKey(token),
    queryFn: ({ signal }) => apiCall<DeliverySettingsAnswer>("/api/admin/delivery", { token, signal }),
    enabled: Boolean(token),
  });
}

/** PUT /api/admin/delivery (owner only): the whole object each time. */
export function useSaveDeliverySettings() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: DeliverySettings) => apiCall<DeliverySettingsAnswer>("/api/admin/delivery", { method: "PUT", body: settings, token }),
    onSuccess: (saved) => queryClient.setQueryData(deliveryKey(token), saved),
  });
}
