import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "~/src/web/lib/toast";
import type { OutboxMail, OutboxMailDetail } from "~/src/core/shapes/outbox";
import { apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";

interface OutboxPage {
  mails: OutboxMail[];
  total: number;
  pageSize: number;
  counts: { pending: number; sent: number; failed: number };
  smtpConfigured: boolean;
}

export function useOutbox(search: string) {
  const token = useAdminToken();
  return useQuery({
    queryKey: [...queryKeys.admin.outbox(token), search],
    queryFn: ({ signal }) => apiCall<OutboxPage>(`/api/admin/outbox${search ? `?${search}` : ""}`, { token, signal }),
    placeholderData: (previous) => previous,
    // Mails leave while the page is open.
    refetchInterval: 10_000,
  });
}

export function useOutboxMail(id: string | null) {
  const token = useAdminToken();
  return useQuery({
    queryKey: [...queryKeys.admin.outbox(token), "mail", id],
    queryFn: ({ signal }) => apiCall<{ mail: OutboxMailDetail }>(`/api/admin/outbox/${encodeURIComponent(id!)}`, { token, signal }),
    enabled: id !== null,
  });
}

export function useRetryMail() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiCall<{ message: string }>(`/api/admin/outbox/${encodeURIComponent(id)}/retry`, { method: "POST", body: {}, token }),
    onSuccess: (data) => toast.success(data.message),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.outbox(token) }),
  });
}
