import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ORDER_KINDS, type OrderKind } from "~/src/core/order-kinds";
import type { CustomerReturnList, ReturnRequestBody } from "~/src/core/shapes/returns";
import { apiCall } from "~/src/web/lib/api";
import type { DownloadRequest } from "~/src/web/lib/download";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useSession } from "~/src/web/shop/session";

/** GET /api/returns: every return of the customer, newest first; each order's page picks its own by `orderId`. */
export function useMyReturns() {
  const { token } = useSession();
  return useQuery({
    queryKey: queryKeys.returns.mine(token),
    queryFn: ({ signal }) => apiCall<CustomerReturnList>("/api/returns", { token, signal }).then((data) => data.returns),
    enabled: Boolean(token),
  });
}

/**
 * POST /api/{orders|kit-orders}/{id}/returns: JSON, or multipart (the JSON in field `return`, the pictures in
 * `photos`) when photos go along. A refusal is an ApiError with the server's message, shown on the page.
 */
export function useRequestReturn(kind: OrderKind, orderId: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, photos }: { body: ReturnRequestBody; photos: File[] }) => {
      let payload: ReturnRequestBody | FormData = body;
      if (photos.length > 0) {
        payload = new FormData();
        payload.append("return", JSON.stringify(body));
        for (const photo of photos) payload.append("photos", photo, photo.name);
      }
      return apiCall(`/api/${ORDER_KINDS[kind].segment}/${encodeURIComponent(orderId)}/returns`, { method: "POST", token, body: payload });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.returns.all });
      void queryClient.invalidateQueries({ queryKey: kind === "kit" ? queryKeys.kitOrders.all : queryKeys.orders.all });
    },
  });
}

/** A return's credit note as PDF, from its order's call (TWCN/26-27/00007 travels as TWCN%2F26-27%2F00007). */
export function creditNoteDownload(kind: OrderKind, orderId: string, number: string, token: string | null): DownloadRequest {
  return {
    path: `/api/${ORDER_KINDS[kind].segment}/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(number)}`,
    token,
    fallbackName: `${number.replace(/[/\\]/g, "-")}.pdf`,
  };
}
