import { useQuery } from "@tanstack/react-query";
import { ORDER_KINDS, type OrderKind } from "~/src/core/order-kinds";
import type { InvoicePage, InvoiceResponse } from "~/src/core/shapes/invoices";
import type { CreditNotePage } from "~/src/core/shapes/returns";
import { apiCall } from "~/src/web/lib/api";
import type { DownloadRequest } from "~/src/web/lib/download";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";

/** One page of invoices (newest first, 20 a page); `search` is the page's query string (q, from, to, page), passed on as it is. */
export function useAdminInvoices(search: string) {
  const token = useAdminToken();
  return useQuery({
    queryKey: queryKeys.admin.invoices(token, search),
    queryFn: ({ signal }) => apiCall<InvoicePage>(`/api/admin/invoices${search ? `?${search}` : ""}`, { token, signal }),
    placeholderData: (previous) => previous,
  });
}

/**
 * The invoice of one order as JSON (staff may read any order's): a tax invoice with its number once shipped, a
 * proforma (no number) before. A cancelled order that never shipped has none: 404 with the server's reason.
 */
export function useOrderInvoice(kind: OrderKind, orderId: string) {
  const token = useAdminToken();
  return useQuery({
    queryKey: queryKeys.admin.orderInvoice(token, kind, orderId),
    queryFn: ({ signal }) =>
      apiCall<Partial<InvoiceResponse>>(`/api/${ORDER_KINDS[kind].segment}/${encodeURIComponent(orderId)}/invoice?format=json`, {
        token,
        signal,
      }).then((data) => data.invoice ?? null),
    // A 404 is an answer (cancelled before shipping), not a hiccup to try again.
    retry: false,
  });
}

/** The PDF of an issued invoice, by its number (TW/26-27/00042 travels as TW%2F26-27%2F00042). */
export function invoicePdf(number: string, token: string | null): DownloadRequest {
  return { path: `/api/admin/invoices/${encodeURIComponent(number)}`, token, fallbackName: `${number.replace(/[/\\]/g, "-")}.pdf` };
}

/** One page of credit notes (newest first, 20 a page); `search` is the page's query string (q, from, to, page). */
export function useAdminCreditNotes(search: string) {
  const token = useAdminToken();
  return useQuery({
    queryKey: queryKeys.admin.creditNotes(token, search),
    queryFn: ({ signal }) => apiCall<CreditNotePage>(`/api/admin/credit-notes${search ? `?${search}` : ""}`, { token, signal }),
    placeholderData: (previous) => previous,
  });
}

/** The PDF of a credit note, by its number (returns and parcels come back to origin both issue them). */
export function creditNotePdf(number: string, token: string | null): DownloadRequest {
  return { path: `/api/admin/credit-notes/${encodeURIComponent(number)}`, token, fallbackName: `${number.replace(/[/\\]/g, "-")}.pdf` };
}

/** How GSTR-1 is exported: the offline tool's CSV files in a ZIP, or the portal's own JSON for upload. */
export type Gstr1Format = "zip" | "portal";

/** GSTR-1 of a month ("YYYY-MM"), as a ZIP of CSV files for the accountant or as the GST portal's JSON. */
export function gstReturns(month: string, token: string | null, format: Gstr1Format = "zip"): DownloadRequest {
  const path = `/api/admin/gst/returns?month=${encodeURIComponent(month)}`;
  if (format === "portal") return { path: `${path}&format=portal`, token, fallbackName: `GSTR-1-${month}.json` };
  return { path, token, fallbackName: `GSTR-1-${month}.zip` };
}
