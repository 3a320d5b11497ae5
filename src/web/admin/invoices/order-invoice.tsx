import { format, parseISO } from "date-fns";
import type { OrderKind } from "~/src/core/order-kinds";
import { Button } from "~/src/web/components/ui/button";
import { Skeleton } from "~/src/web/components/ui/skeleton";
import { ApiError } from "~/src/web/lib/api";
import { orderInvoiceDownload, useDownload } from "~/src/web/lib/download";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";
import { useOrderInvoice } from "./invoices-api";

/**
 * The invoice of the order on the console's order page: its number and date once shipped, or the proforma
 * until then, with the PDF. A cancelled order that never shipped has none, and the server says so.
 */
export function OrderInvoice({ kind, orderId }: { kind: OrderKind; orderId: string }) {
  const token = useAdminToken();
  const query = useOrderInvoice(kind, orderId);
  const download = useDownload();

  if (query.isPending) return <Skeleton tone="light" className="h-16 rounded-lg" label="Loading the invoice" />;
  if (query.isError) {
    // A 404 is the server's answer (no invoice for this order); anything else may pass.
    const answered = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="text-sm text-slate-600">
        <p>{query.error.message}</p>
        {!answered && (
          <button type="button" onClick={() => query.refetch()} className="mt-1 font-semibold text-brand-700 hover:underline">
            Try again
          </button>
        )}
      </div>
    );
  }
  const invoice = query.data;
  if (!invoice) return <p className="text-sm text-slate-600">The invoice could not be read. Reload the page to try again.</p>;

  const busy = download.pending !== null;
  const { recipient } = invoice;
  return (
    <div className="space-y-2 text-sm">
      {invoice.type === "tax-invoice" ? (
        <p>
          <span className="block break-all font-mono font-semibold text-slate-900">{invoice.number}</span>
          <span className="text-slate-600">
            Dated <time dateTime={invoice.date}>{format(parseISO(invoice.date), "d MMM yyyy")}</time>
          </span>
        </p>
      ) : (
        <p className="text-slate-700">Proforma — the tax invoice is issued when the order ships</p>
      )}
      {recipient.gstin && (
        <p className="text-slate-600">
          Business purchase: {recipient.businessName ?? recipient.name}, GSTIN <span className="font-mono text-slate-900">{recipient.gstin}</span>
        </p>
      )}
      <Button variant="secondary" size="sm" onClick={() => void download.start(orderInvoiceDownload(kind, orderId, token))} disabled={busy}>
        {busy ? "Preparing…" : invoice.type === "tax-invoice" ? "Download invoice" : "Download proforma"}
      </Button>
    </div>
  );
}
