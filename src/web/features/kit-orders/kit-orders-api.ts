import { useQuery } from "@tanstack/react-query";
import type { KitOrderDetail, KitOrderList } from "~/src/core/shapes/kit-order";
import { defineMessages, type Translate } from "~/src/core/i18n";
import { ApiError, apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useSession } from "~/src/web/shop/session";

/** GET /api/kit-orders: newest first, as the server sends them (§7). */
export function useKitOrders() {
  const { token } = useSession();
  return useQuery({
    queryKey: queryKeys.kitOrders.mine(token),
    queryFn: ({ signal }) => apiCall<KitOrderList>("/api/kit-orders", { token, signal }).then((data) => data.orders),
    enabled: Boolean(token),
    retry: false,
  });
}

export function useKitOrder(id: string) {
  const { token } = useSession();
  return useQuery({
    queryKey: queryKeys.kitOrders.byId(token, id),
    queryFn: ({ signal }) => apiCall<KitOrderDetail>(`/api/kit-orders/${encodeURIComponent(id)}`, { token, signal }).then((data) => data.order),
    enabled: Boolean(token),
    retry: false,
  });
}

// apiCall's own wording when the server answered without a JSON body (so no `error` field).
const NO_SERVER_TEXT = /^(The server answered \d+ without data|Request failed \(\d+\))/;

/** The server's `error` text, when the server sent one. */
export function serverErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0 || NO_SERVER_TEXT.test(error.message)) return null;
  return error.message;
}

const text = defineMessages("kitOrders.errors", {
  listFailed: "Failed to load orders. Please try again later.",
  detailFailed: "Failed to load order details",
});

/** §8: the server's error, else the network message, else the generic text (`t` from useT). */
export function listErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.status === 0) return error.message;
  return serverErrorText(error) ?? t(text.listFailed);
}

export function detailErrorText(error: unknown, t: Translate): string {
  return serverErrorText(error) ?? t(text.detailFailed);
}

/** "#A1B2C3D4": short enough to read out on the phone, unique enough for one customer. */
export function shortOrderNumber(id: string): string {
  return `#${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}
