import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useNavigate } from "~/src/web/lib/localized-router";
import { toast } from "~/src/web/lib/toast";
import { paiseToRupees, rupeesToPaise } from "~/src/core/money";
import type { Address } from "~/src/core/shapes/address";
import type { BusinessDetails } from "~/src/web/components/business-purchase";
import { ApiError } from "~/src/web/lib/api";
import { useIdempotencyKey } from "~/src/web/lib/idempotency";
import { queryKeys } from "~/src/web/lib/query-keys";
import type { CartResponse } from "~/src/core/shapes/cart";
import { useSession } from "~/src/web/shop/session";
import { placeOrder, saveAddress } from "./checkout-api";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("checkout.place", {
  placedPrepaid: "Order placed! Pay as your order page shows; we pack it once the payment is in.",
  placedCod: "Order placed! Pay in cash when it arrives.",
  failed: "Your order could not be placed. Please try again.",
});

export interface PlaceOrderRequest {
  cart: CartResponse;
  /** A new address's fields, or a saved address named by its id. */
  address: Address | { _id: string };
  /** POST the new address to the address book first ('Save this address'). */
  saveAddress: boolean;
  /** A business purchase's GSTIN and legal name (sent only then: both or neither); null or absent otherwise. */
  business?: BusinessDetails | null;
  /** Cash on delivery unless the owner offers bank transfer or UPI for an order this size (issue 30). */
  paymentMethod?: "cod" | "bank-transfer" | "upi";
}

/**
 * Places a cash-on-delivery order from the server cart. One order at a time (no double orders);
 * a refusal is kept for the page to show and the cart is fetched again so new prices appear.
 */
export function usePlaceOrder() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  const [placing, setPlacing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const inFlight = useRef(false);
  const attempt = useIdempotencyKey();
  // An order refused after saving the address must not save it again on the next try.
  const savedAddress = useRef<string | null>(null);

  async function submit(request: PlaceOrderRequest): Promise<boolean> {
    if (!token || inFlight.current) return false;
    inFlight.current = true;
    setPlacing(true);
    setRefusal(null);
    try {
      if (request.saveAddress && !("_id" in request.address)) {
        const key = JSON.stringify(request.address);
        if (savedAddress.current !== key) {
          // §8: saving errors are only logged; they never stop the order.
          await saveAddress(token, request.address).then(
            () => {
              savedAddress.current = key;
              void queryClient.invalidateQueries({ queryKey: queryKeys.addresses.mine(token) });
            },
            (error: unknown) => console.warn("Saving the address failed:", error instanceof Error ? error.message : error),
          );
        }
      }
      const { cart } = request;
      const body = {
        address: request.address,
        items: cart.items.filter((item) => item.quantity > 0).map((item) => ({ ...item.product, quantity: item.quantity })),
        amount: paiseToRupees(rupeesToPaise(cart.subtotal) + rupeesToPaise(cart.deliveryFee)),
        paymentMethod: request.paymentMethod ?? "cod",
        ...(request.business ? { gstin: request.business.gstin, businessName: request.business.businessName } : {}),
      };
      await placeOrder(token, body, attempt.keyFor(body));
      attempt.done();
      toast.success(request.paymentMethod && request.paymentMethod !== "cod" ? t(text.placedPrepaid) : t(text.placedCod));
      navigate("/orders");
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.mine(token) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      if (request.business) void queryClient.invalidateQueries({ queryKey: queryKeys.business.all });
      return true;
    } catch (error) {
      // The server answered, so nothing was created: the next try is a new attempt. Without an answer
      // (a timeout, the network) the order may exist, so the retry keeps the key.
      if (error instanceof ApiError && error.status > 0) attempt.done();
      const message = error instanceof ApiError ? error.message : t(text.failed);
      console.warn("Placing the order was refused:", message);
      setRefusal(message);
      toast.error(message);
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.mine(token) });
      inFlight.current = false;
      setPlacing(false);
      return false;
    }
  }

  return { submit, placing, refusal, clearRefusal: () => setRefusal(null) };
}
