import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Address } from "~/src/core/shapes/address";
import type { PlacedKitOrder, PlaceKitOrderBody } from "~/src/core/shapes/kit-order";
import type { BusinessDetails } from "~/src/web/components/business-purchase";
import { ApiError, apiCall } from "~/src/web/lib/api";
import { useIdempotencyKey } from "~/src/web/lib/idempotency";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useSession } from "~/src/web/shop/session";
import type { KitCheckoutState } from "./kit-checkout-state";

export interface PlaceKitOrderRequest {
  kit: KitCheckoutState;
  address: Address | { _id: string };
  /** A business purchase's GSTIN and legal name (sent only then: both or neither). */
  business?: BusinessDetails | null;
}

/** POST /api/kit-orders (§7): each product once, amounts as shown, cash on delivery only. */
export function usePlaceKitOrder() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const attempt = useIdempotencyKey();
  return useMutation({
    mutationFn: ({ kit, address, business }: PlaceKitOrderRequest) => {
      const body = {
        address,
        products: kit.kit.map((product) => ({ _id: product._id, quantity: 1 })),
        totalAmount: kit.total,
        discount: kit.discount,
        finalAmount: kit.finalPrice,
        paymentMethod: "cod",
        ...(business ? { gstin: business.gstin, businessName: business.businessName } : {}),
      } satisfies PlaceKitOrderBody & Partial<BusinessDetails>;
      return apiCall<PlacedKitOrder>("/api/kit-orders", { method: "POST", token, body, headers: { "idempotency-key": attempt.keyFor(body) } });
    },
    onSuccess: (_placed, { business }) => {
      attempt.done();
      if (business) void queryClient.invalidateQueries({ queryKey: queryKeys.business.all });
      return queryClient.invalidateQueries({ queryKey: queryKeys.kitOrders.all });
    },
    // A refusal the server answered created nothing: a new try gets a new key; a lost answer keeps it.
    onError: (error) => {
      if (error instanceof ApiError && error.status > 0) attempt.done();
    },
  });
}
