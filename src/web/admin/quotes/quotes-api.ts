import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminQuoteKeys } from "./quote-keys";
import type { Quote, QuotePricingBody } from "~/src/core/shapes/quotes";
import { apiCall } from "~/src/web/lib/api";
import type { DownloadRequest } from "~/src/web/lib/download";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";

interface QuotePage {
  quotes: Quote[];
  total: number;
  page: number;
  pages: number;
}

const path = (id: string) => `/api/admin/quotes/${encodeURIComponent(id)}`;

/** One page of quotations, newest first; `search` is the page's query string (status, page), passed on as it is. */
export function useAdminQuotes(search: string) {
  const token = useAdminToken();
  return useQuery({
    queryKey: adminQuoteKeys.list(token, search),
    queryFn: ({ signal }) => apiCall<QuotePage>(`/api/admin/quotes${search ? `?${search}` : ""}`, { token, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useAdminQuote(id: string) {
  const token = useAdminToken();
  return useQuery({
    queryKey: adminQuoteKeys.one(token, id),
    queryFn: ({ signal }) => apiCall<{ quote: Quote }>(path(id), { token, signal }).then((data) => data.quote),
  });
}

/** Puts an answer in the cache under the id it carries, so the page it leads to (a new version) opens at once. */
function useKeepQuote() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return (quote: Quote) => {
    queryClient.setQueryData(adminQuoteKeys.one(token, quote._id), quote);
    // The list, and the version this one revises, changed with it.
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all, refetchType: "none" });
    return quote;
  };
}

/**
 * PUT the prices, then (`send`) POST send. On a sent or expired quotation the PUT answers its next version, a new
 * quotation with its own id: the answer is the quotation that now holds the prices.
 */
export function usePriceQuote(id: string) {
  const token = useAdminToken();
  const keep = useKeepQuote();
  return useMutation({
    mutationFn: async ({ body, send }: { body: QuotePricingBody; send: boolean }) => {
      const priced = keep((await apiCall<{ quote: Quote }>(path(id), { method: "PUT", token, body })).quote);
      if (!send) return priced;
      return keep((await apiCall<{ quote: Quote }>(`${path(priced._id)}/send`, { method: "POST", token })).quote);
    },
  });
}

export function useWithdrawQuote(id: string) {
  const token = useAdminToken();
  const keep = useKeepQuote();
  return useMutation({
    mutationFn: () => apiCall<{ quote: Quote }>(`${path(id)}/withdraw`, { method: "POST", token }).then((data) => keep(data.quote)),
  });
}

/** The quotation's PDF (staff may read any); the server names the file after its number. */
export function quotePdf(quote: Pick<Quote, "_id" | "number" | "pdf">, token: string | null): DownloadRequest {
  return {
    path: quote.pdf ?? `/api/quotes/${encodeURIComponent(quote._id)}/pdf`,
    token,
    fallbackName: `${(quote.number ?? "quotation").replace(/[/\\]/g, "-")}.pdf`,
  };
}
