import { useQuery } from "@tanstack/react-query";
import { rupeesToPaise, type Paise } from "~/src/core/money";
import type { OrderKind } from "~/src/core/order-kinds";
import type { KitOrder, KitOrderDetail } from "~/src/core/shapes/kit-order";
import type { OrderList, UserOrder } from "~/src/core/shapes/order";
import type { CustomerReturn } from "~/src/core/shapes/returns";
import { apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useSession } from "~/src/web/shop/session";

/** An order of either kind as the return page needs it: its lines as charged, and the delivery fee. */
export interface ReturnableOrder {
  kind: OrderKind;
  id: string;
  status: string;
  returnWindowClosesOn: string | null;
  deliveryFeePaise: Paise;
  lines: Array<{ productId: string; name: string; image: string | undefined; quantity: number; chargedPaise: Paise }>;
}

/** A component line is charged its unit price times its quantity; no order-wide discount applies. */
export function fromComponentOrder(order: UserOrder): ReturnableOrder {
  return {
    kind: "component",
    id: order._id,
    status: order.status,
    returnWindowClosesOn: order.returnWindowClosesOn,
    deliveryFeePaise: rupeesToPaise(order.deliveryFee),
    lines: order.items.map((item) => ({
      productId: item._id,
      name: item.name,
      image: item.image[0],
      quantity: item.quantity,
      chargedPaise: rupeesToPaise(item.price) * item.quantity,
    })),
  };
}

/** A kit line's charge already has its share of the kit's 5 % off (`charges`, in the order of `products`). */
export function fromKitOrder(order: KitOrder): ReturnableOrder {
  return {
    kind: "kit",
    id: order._id,
    status: order.status,
    returnWindowClosesOn: order.returnWindowClosesOn,
    deliveryFeePaise: 0,
    lines: order.products.map(({ product, quantity }, index) => ({
      productId: product._id,
      name: product.name,
      image: product.image[0],
      quantity,
      chargedPaise: rupeesToPaise((order.charges.find((charge) => charge._id === product._id) ?? order.charges[index]).charged),
    })),
  };
}

/** Units of each product the customer's earlier returns of the order took; a rejected return gave them back. */
export function unitsAlreadyReturned(returns: CustomerReturn[], orderId: string): Map<string, number> {
  const taken = new Map<string, number>();
  for (const earlier of returns) {
    if (earlier.orderId !== orderId || earlier.status === "rejected") continue;
    for (const line of earlier.lines) taken.set(line.productId, (taken.get(line.productId) ?? 0) + line.quantity);
  }
  return taken;
}

/**
 * The order to return from. Customers have no call for one component order, so it is found in their list; the
 * queries use the orders pages' keys and answers, so a customer coming from there waits for nothing.
 */
export function useReturnableOrder(kind: OrderKind, id: string) {
  const { token } = useSession();
  const components = useQuery({
    queryKey: queryKeys.orders.mine(token),
    queryFn: ({ signal }) => apiCall<OrderList>("/api/order/userorders", { method: "POST", token, signal }).then((data) => data.orders),
    enabled: Boolean(token) && kind === "component",
  });
  const kit = useQuery({
    queryKey: queryKeys.kitOrders.byId(token, id),
    queryFn: ({ signal }) => apiCall<KitOrderDetail>(`/api/kit-orders/${encodeURIComponent(id)}`, { token, signal }).then((data) => data.order),
    enabled: Boolean(token) && kind === "kit",
    retry: false,
  });
  if (kind === "kit") {
    return { ...pick(kit), order: kit.data ? fromKitOrder(kit.data) : null };
  }
  const found = components.data?.find((order) => order._id === id);
  return { ...pick(components), order: found ? fromComponentOrder(found) : null };
}

function pick(query: { isPending: boolean; isError: boolean; error: Error | null; refetch(): unknown }) {
  return { isPending: query.isPending, isError: query.isError, error: query.error, refetch: () => void query.refetch() };
}
