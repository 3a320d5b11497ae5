import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../lib/api";
import { useSession } from "../../shop/session";
import type { UserOrder } from "./order-rules";

export const ordersQueryKey = (token: string | null) => ["orders", token] as const;

/** POST /api/order/userorders (§7); nothing is asked without a token (§6). */
export function useOrders() {
  const { token } = useSession();
  return useQuery({
    queryKey: ordersQueryKey(token),
    queryFn: ({ signal }) => apiCall<{ orders: UserOrder[] }>("/api/order/userorders", { method: "POST", token, signal }).then((data) => data.orders),
    enabled: Boolean(token),
  });
}
