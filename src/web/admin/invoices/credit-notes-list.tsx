import { useLocation } from "react-router";
import type { CreditNoteSummary } from "~/src/core/shapes/returns";
import { LoadError } from "~/src/web/components/load-error";
import { Pagination } from "~/src/web/components/pagination";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { useDownload } from "~/src/web/lib/download";
import { rupees } from "~/src/web/lib/format";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";
import { creditNotePdf, useAdminCreditNotes } from "./invoices-api";
import { DocumentOrderLink, DocumentPdfButton, documentDay } from "./document-row-parts";
import { InvoiceFilters } from "./invoice-filters";

const PATH = "/admin/invoices/credit-notes";
/** Credit notes issued for returns and parcels back to origin: search and dates in the URL, a PDF per row. */
export function CreditNotesList() {
  const { search, pathname } = useLocation();
  const query = search.replace(/^\?/, "");
  const notes = useAdminCreditNotes(query);
  const token = useAdminToken();
  const pdf = useDownload();
  const pdfOf = (row: CreditNoteSummary) => (
    <DocumentPdfButton
      of={`of credit note ${row.number}`}
      preparing={pdf.isPending(row.number)}
      onPdf={() => void pdf.start(creditNotePdf(row.number, token), row.number)}
    />
  );

  let body;
  if (notes.isPending) body = <SkeletonStack label="Loading credit notes" count={4} itemClassName="h-24 rounded-xl" />;
  else if (notes.isError)
    body = <LoadError title="We could not load the credit notes." message={notes.error.message} onRetry={() => notes.refetch()} />;
  else if (notes.data.creditNotes.length === 0)
    body = query ? (
      <EmptyState title="No credit notes match" message="Change the search or the dates, or clear them to see every credit note." />
    ) : (
      <EmptyState title="No credit notes yet" message="A credit note is issued when a returned or refused parcel is back at the shop." />
    );
  else {
    const list = notes.data.creditNotes;
    body = (
      <>
        <p className="mb-2 text-sm text-slate-600">{notes.data.total === 1 ? "1 credit note" : `${notes.data.total} credit notes`}</p>
        <ul className="space-y-3 lg:hidden">
          {list.map((row) => (
            <li key={row.number} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="break-all font-mono text-base font-semibold text-slate-900">{row.number}</p>
                  <p className="text-sm text-slate-500">
                    {documentDay(row.date)} · <DocumentOrderLink row={row} />
                  </p>
                </div>
                {pdfOf(row)}
              </div>
              <p className="mt-2 text-sm text-slate-900">{row.customer.name}</p>
              <p className="text-sm text-slate-600">
                Against <span className="font-mono">{row.invoiceNumber}</span> · {row.reason}
              </p>
              <p className="mt-1 text-right text-sm font-semibold text-slate-900">{rupees(row.total)}</p>
            </li>
          ))}
        </ul>
        <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white lg:block">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th className="px-4 py-3">Credit note</th>
                <th className="px-4 py-3">Date</th>
                <th className="px-4 py-3">Invoice</th>
                <th className="px-4 py-3">Order</th>
                <th className="px-4 py-3">Customer</th>
                <th className="px-4 py-3">Reason</th>
                <th className="px-4 py-3 text-right">Total</th>
                <th className="px-4 py-3">
                  <span className="sr-only">Download</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.map((row) => (
                <tr key={row.number}>
                  <td className="whitespace-nowrap px-4 py-3 font-mono font-semibold text-slate-900">{row.number}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                    <time dateTime={row.date}>{documentDay(row.date)}</time>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 font-mono text-slate-700">{row.invoiceNumber}</td>
                  <td className="px-4 py-3">
                    <DocumentOrderLink row={row} />
                  </td>
                  <td className="px-4 py-3">
                    <span className="block text-slate-900">{row.customer.name}</span>
                    {row.gstin && <span className="block font-mono text-xs text-slate-500">{row.gstin}</span>}
                  </td>
                  <td className="px-4 py-3 text-slate-600">{row.reason}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-right font-semibold text-slate-900">{rupees(row.total)}</td>
                  <td className="px-4 py-3 text-right">{pdfOf(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination page={notes.data.page} pages={notes.data.pages} search={query} pathname={pathname} />
      </>
    );
  }

  return (
    <div className="space-y-4">
      <InvoiceFilters key={query} path={PATH} label="Filter credit notes" placeholder="Credit note or invoice number, customer or GSTIN" />
      {body}
    </div>
  );
}
