import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Address } from "../../../core/shapes/address";
import type { PlacedKitOrder, PlaceKitOrderBody } from "../../../core/shapes/kit-order";
import { apiCall } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { useSession } from "../../shop/session";
import type { KitCheckoutState } from "./kit-checkout-state";

/** POST /api/kit-orders (§7): each product once, amounts as shown, cash on delivery only. */
export function usePlaceKitOrder() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kit, address }: { kit: KitCheckoutState; address: Address | { _id: string } }) =>
      apiCall<PlacedKitOrder>("/api/kit-orders", {
        method: "POST",
        token,
        body: {
          address,
          products: kit.kit.map((product) => ({ _id: product._id, quantity: 1 })),
          totalAmount: kit.total,
          discount: kit.discount,
          finalAmount: kit.finalPrice,
          paymentMethod: "cod",
        } satisfies PlaceKitOrderBody,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.kitOrders.all }),
  });
}
