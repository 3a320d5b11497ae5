import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "~/src/web/lib/localized-router";
import { toast } from "~/src/web/lib/toast";
import { apiCall, ApiError } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import type { CartResponse, CartUpdateBody } from "~/src/core/shapes/cart";
import type { UserOrder } from "~/src/core/shapes/order";
import { useSession } from "~/src/web/shop/session";
import { defineMessages } from "~/src/core/i18n";
import { useLocalizedText, useT } from "~/src/web/lib/i18n";

const text = defineMessages("myOrders.buyAgain", {
  itemFailed: "{name} could not be added.",
  cartFailed: "Your cart could not be loaded.",
  added: "Added {count} {count, plural, one {item} other {items}} to your cart.",
  viewCart: "View cart",
});

/**
 * 'Buy Again' (no action in the spec): put the order's items back in the cart with the same
 * quantities, on top of what is already there. Items the shop cannot supply are named in a toast.
 */
export function useBuyAgain() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busyOrderId, setBusyOrderId] = useState<string | null>(null);
  const t = useT();
  const localized = useLocalizedText();

  async function buyAgain(order: UserOrder) {
    if (!token || busyOrderId) return;
    setBusyOrderId(order._id);
    let added = 0;
    const refusals: string[] = [];
    try {
      const cart = await apiCall<CartResponse>("/api/cart/get", { method: "POST", token });
      for (const item of order.items) {
        const current = cart.cartData[item._id] ?? 0;
        try {
          const body: CartUpdateBody = { itemId: item._id, quantity: current + item.quantity };
          await apiCall("/api/cart/update", { method: "POST", token, body });
          added += item.quantity;
        } catch (error) {
          refusals.push(
            error instanceof ApiError
              ? error.message
              : t(text.itemFailed, { name: localized(item.name, (item as { nameHi?: string | null }).nameHi) }),
          );
        }
      }
    } catch (error) {
      refusals.push(error instanceof ApiError ? error.message : t(text.cartFailed));
    } finally {
      setBusyOrderId(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.mine(token) });
    }
    for (const message of refusals) toast.error(message);
    if (added > 0) {
      toast.success(t(text.added, { count: added }), {
        action: { label: t(text.viewCart), onClick: () => navigate("/cart") },
      });
    }
  }

  return { buyAgain, busyOrderId };
}
