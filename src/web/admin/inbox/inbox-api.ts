import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "~/src/web/lib/toast";
import type { BookingItem, EnquiryItem, SubscriptionItem } from "~/src/core/shapes/inbox";
import { apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";

export const INBOX_TABS = [
  { kind: "enquiries", label: "Enquiries" },
  { kind: "bookings", label: "Workshop bookings" },
  { kind: "subscriptions", label: "Subscriptions" },
] as const;
export type InboxKind = (typeof INBOX_TABS)[number]["kind"];

interface InboxPage<T> {
  items: T[];
  total: number;
}
type InboxItems = { enquiries: EnquiryItem[]; bookings: BookingItem[]; subscriptions: SubscriptionItem[] };

/** One page of a tab; `search` holds status and page as the API takes them. */
export function useInbox<K extends InboxKind>(kind: K, search: string) {
  const token = useAdminToken();
  return useQuery({
    queryKey: [...queryKeys.admin.inbox(token, kind), search],
    queryFn: ({ signal }) => apiCall<InboxPage<InboxItems[K][number]>>(`/api/admin/${kind}${search ? `?${search}` : ""}`, { token, signal }),
    placeholderData: (previous) => previous,
  });
}

/** Mark an enquiry or booking answered (or new again) and keep a note. */
export function useMarkInboxItem(kind: "enquiries" | "bookings", id: string) {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { answered: boolean; note?: string }) =>
      apiCall(`/api/admin/${kind}/${encodeURIComponent(id)}`, { method: "POST", body, token }),
    onSuccess: (_data, body) => toast.success(body.note !== undefined && body.answered ? "Marked answered." : "Saved."),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
