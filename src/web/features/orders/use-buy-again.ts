import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "~/src/web/lib/toast";
import { apiCall, ApiError } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import type { CartResponse, CartUpdateBody } from "~/src/core/shapes/cart";
import type { UserOrder } from "~/src/core/shapes/order";
import { useSession } from "~/src/web/shop/session";

/**
 * 'Buy Again' (no action in the spec): put the order's items back in the cart with the same
 * quantities, on top of what is already there. Items the shop cannot supply are named in a toast.
 */
export function useBuyAgain() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busyOrderId, setBusyOrderId] = useState<string | null>(null);

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
          refusals.push(error instanceof ApiError ? error.message : `${item.name} could not be added.`);
        }
      }
    } catch (error) {
      refusals.push(error instanceof ApiError ? error.message : "Your cart could not be loaded.");
    } finally {
      setBusyOrderId(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.mine(token) });
    }
    for (const message of refusals) toast.error(message);
    if (added > 0) {
      toast.success(`Added ${added} ${added === 1 ? "item" : "items"} to your cart.`, {
        action: { label: "View cart", onClick: () => navigate("/cart") },
      });
    }
  }

  return { buyAgain, busyOrderId };
}
