import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "~/src/web/lib/toast";
import type { CartAddBody, CartResponse, CartUpdateBody } from "~/src/core/shapes/cart";
import { apiCall, ApiError } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useSession } from "./session";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("shopCart", {
  updateFailed: "Could not update the cart. Please try again.",
  pleaseLogin: "Please Login",
});

/** The server's cart (quantities, prices and totals all decided by the server). */
export function useCart() {
  const { token } = useSession();
  return useQuery({
    queryKey: queryKeys.cart.mine(token),
    queryFn: ({ signal }) => apiCall<CartResponse>("/api/cart/get", { method: "POST", token, signal }),
    enabled: Boolean(token),
    staleTime: 10_000,
  });
}

type CartChange = { itemId: string; quantity: number | "increment" };

/**
 * Add and update with the §4 semantics: the local cart changes at once, then the change goes to
 * the server and on success the cart is fetched again; a refusal rolls back and is shown.
 */
export function useCartActions() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const key = queryKeys.cart.mine(token);
  const t = useT();

  const mutation = useMutation({
    mutationFn: ({ itemId, quantity }: CartChange) =>
      quantity === "increment"
        ? apiCall("/api/cart/add", { method: "POST", token, body: { itemId } satisfies CartAddBody })
        : apiCall("/api/cart/update", { method: "POST", token, body: { itemId, quantity } satisfies CartUpdateBody }),
    onMutate: async ({ itemId, quantity }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CartResponse>(key);
      if (previous) {
        const current = previous.cartData[itemId] ?? 0;
        const next = quantity === "increment" ? current + 1 : quantity;
        const cartData = { ...previous.cartData };
        if (next > 0) cartData[itemId] = next;
        else delete cartData[itemId];
        queryClient.setQueryData<CartResponse>(key, {
          ...previous,
          cartData,
          items: previous.items
            .filter((item) => item._id !== itemId || next > 0)
            .map((item) => (item._id === itemId ? { ...item, quantity: next } : item)),
        });
      }
      return { previous };
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(error instanceof ApiError ? error.message : t(text.updateFailed));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  return {
    /** Returns false (and shows 'Please Login') for visitors (§5). */
    addToCart(itemId: string): boolean {
      if (!token) {
        toast.error(t(text.pleaseLogin));
        return false;
      }
      mutation.mutate({ itemId, quantity: "increment" });
      return true;
    },
    updateQuantity(itemId: string, quantity: number) {
      if (!token) {
        toast.error(t(text.pleaseLogin));
        return;
      }
      mutation.mutate({ itemId, quantity: Math.max(0, quantity) });
    },
    pending: mutation.isPending,
  };
}
