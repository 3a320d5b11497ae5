import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "~/src/web/lib/api";
import type { DeliveryRulesInput, DeliveryRulesResponse, UnknownPinsResponse } from "~/src/core/shapes/delivery";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";

/**
 * What the owner sets: extra days per zone (all five, 0–30), Sundays, the PINs (or their first digits) not served,
 * and the PINs of their own (left out, the saved ones stay).
 */
export type DeliverySettings = DeliveryRulesInput;

/** GET and PUT /api/admin/delivery answer the settings and the shop's own place, from its address in Settings. */
export type DeliverySettingsAnswer = Omit<DeliveryRulesResponse, "success">;

// Starts with "admin" like every key of the console (lib/query-keys.ts), so logging out forgets it. Kept here
// rather than in query-keys.ts, which every storefront page loads.
const deliveryKey = (token: string | null) => ["admin", token, "delivery"] as const;
const unknownPinsKey = (token: string | null) => ["admin", token, "delivery", "unknown-pins"] as const;

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
    onSuccess: (saved) => {
      queryClient.setQueryData(deliveryKey(token), saved);
      // A PIN the owner added leaves the list of those not confirmed.
      void queryClient.invalidateQueries({ queryKey: unknownPinsKey(token) });
    },
  });
}

/** GET /api/admin/delivery/unknown-pins (staff): the PINs customers ordered to that the shop could not confirm. */
export function useUnknownPins() {
  const token = useAdminToken();
  return useQuery({
    queryKey: unknownPinsKey(token),
    queryFn: ({ signal }) => apiCall<Omit<UnknownPinsResponse, "success">>("/api/admin/delivery/unknown-pins", { token, signal }),
    enabled: Boolean(token),
  });
}
