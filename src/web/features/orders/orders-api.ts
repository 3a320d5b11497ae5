import { useQuery } from "@tanstack/react-query";
import type { OrderList } from "~/src/core/shapes/order";
import { apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useSession } from "~/src/web/shop/session";

/** POST /api/order/userorders (§7); nothing is asked without a token (§6). */
export function useOrders() {
  const { token } = useSession();
  return useQuery({
    queryKey: queryKeys.orders.mine(token),
    queryFn: ({ signal }) => apiCall<OrderList>("/api/order/userorders", { method: "POST", token, signal }).then((data) => data.orders),
    enabled: Boolean(token),
  });
}
