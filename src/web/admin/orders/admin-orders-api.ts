import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "~/src/web/lib/toast";
import type { AdminKitOrderPage, AdminOrderPage, StatusChangeBody } from "~/src/core/shapes/admin-orders";
import type { OrderKind } from "~/src/core/order-kinds";
import type { PaymentStatus } from "~/src/core/shapes/quotes";
import { apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";
import { type AnyAdminOrder, staffPlaces } from "./order-kind";
import { PAYMENT_STATUS_LABELS } from "./payment-status";

/** One page of orders; `search` is the page's query string, passed to the API as it is. */
export function useAdminOrders(kind: OrderKind, search: string) {
  const token = useAdminToken();
  return useQuery({
    queryKey: queryKeys.admin.orders(token, kind, search),
    queryFn: ({ signal }) => apiCall<AdminOrderPage | AdminKitOrderPage>(`${staffPlaces(kind).api}${search ? `?${search}` : ""}`, { token, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useAdminOrder(kind: OrderKind, id: string) {
  const token = useAdminToken();
  return useQuery({
    queryKey: queryKeys.admin.order(token, kind, id),
    queryFn: ({ signal }) => apiCall<{ order: AnyAdminOrder }>(`${staffPlaces(kind).api}/${encodeURIComponent(id)}`, { token, signal }),
  });
}

/** A status change; the order's `version` goes along, so a page left open while someone else changed it is refused (409). */
export function useChangeStatus(kind: OrderKind, id: string) {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusChangeBody) =>
      apiCall<{ order: AnyAdminOrder }>(`${staffPlaces(kind).api}/${encodeURIComponent(id)}/status`, { method: "POST", token, body }),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(queryKeys.admin.order(token, kind, id), { order });
      toast.success(`Order is now ${order.status}.`);
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

/**
 * Return to origin: the courier brings a shipped parcel back (refused at the door, address not found). First
 * `{ reason }` (the order is cancelled), then `{ received: true }` when it is back (its units go back into stock).
 */
export function useReturnToOrigin(kind: OrderKind, id: string) {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason: string } | { received: true }) =>
      apiCall<{ order: AnyAdminOrder }>(`${staffPlaces(kind).api}/${encodeURIComponent(id)}/return-to-origin`, { method: "POST", token, body }),
    onSuccess: ({ order }, body) => {
      queryClient.setQueryData(queryKeys.admin.order(token, kind, id), { order });
      toast.success("received" in body ? "Parcel received back; its units are in stock again." : "Parcel marked as returning to the shop.");
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

/**
 * Money staff saw arrive for a bank-transfer or UPI order (amount in rupees, the day, the UTR). The answer is the
 * order with its new payment status: paid in full, or still part-paid after a short payment.
 */
export function useRecordPayment(kind: OrderKind, id: string) {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { amount: number; receivedOn: string; reference: string }) =>
      apiCall<{ order: AnyAdminOrder }>(`${staffPlaces(kind).api}/${encodeURIComponent(id)}/payment`, { method: "POST", token, body }),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(queryKeys.admin.order(token, kind, id), { order });
      toast.success(`Payment recorded: ${paymentWords(order.payment.status)}.`);
    },
    // The list's "awaiting payment" marks and the order's proforma change with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all, refetchType: "none" }),
  });
}

const paymentWords = (status: PaymentStatus) => PAYMENT_STATUS_LABELS[status].toLowerCase();
