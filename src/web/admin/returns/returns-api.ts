import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReturnStatusBody, StaffReturn, StaffReturnPage } from "~/src/core/shapes/returns";
import { ApiError, apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { toast } from "~/src/web/lib/toast";
import { RETURN_STATUS_LABELS } from "~/src/web/components/return-facts";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";

/** One page of returns, newest first; `search` is the page's query string (status, orderId, page), passed on as it is. */
export function useAdminReturns(search: string) {
  const token = useAdminToken();
  return useQuery({
    queryKey: queryKeys.admin.returns(token, search),
    queryFn: ({ signal }) => apiCall<StaffReturnPage>(`/api/admin/returns${search ? `?${search}` : ""}`, { token, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useAdminReturn(id: string) {
  const token = useAdminToken();
  return useQuery({
    queryKey: queryKeys.admin.return(token, id),
    queryFn: ({ signal }) =>
      apiCall<{ return: StaffReturn }>(`/api/admin/returns/${encodeURIComponent(id)}`, { token, signal }).then((data) => data.return),
  });
}

/**
 * A step of the return (approve, reject, received, refunded) with the `version` the page showed. A 409 (a move
 * no longer allowed, or someone else changed the return meanwhile) reloads the return so staff see why.
 */
export function useReturnStatus(id: string) {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnStatusBody) =>
      apiCall<{ return: StaffReturn }>(`/api/admin/returns/${encodeURIComponent(id)}/status`, { method: "POST", token, body }).then(
        (data) => data.return,
      ),
    onSuccess: (value) => {
      queryClient.setQueryData(queryKeys.admin.return(token, id), value);
      toast.success(`The return is now ${RETURN_STATUS_LABELS[value.status].toLowerCase()}.`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: queryKeys.admin.return(token, id) });
    },
    // Lists, the dashboard's count and the order's returns panel change with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all, refetchType: "none" }),
  });
}
