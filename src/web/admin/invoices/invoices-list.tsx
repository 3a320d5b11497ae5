import { useLocation } from "react-router";
import type { InvoiceSummary } from "~/src/core/shapes/invoices";
import { LoadError } from "~/src/web/components/load-error";
import { Pagination } from "~/src/web/components/pagination";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { useDownload } from "~/src/web/lib/download";
import { rupees } from "~/src/web/lib/format";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";
import { invoicePdf, useAdminInvoices } from "./invoices-api";
import { DocumentOrderLink, DocumentPdfButton, documentDay } from "./document-row-parts";
import { InvoiceFilters } from "./invoice-filters";

interface RowProps {
  row: InvoiceSummary;
  preparing: boolean;
  onPdf(): void;
}

const PdfButton = ({ row, preparing, onPdf }: RowProps) => <DocumentPdfButton of={`of invoice ${row.number}`} preparing={preparing} onPdf={onPdf} />;

function Buyer({ row }: { row: InvoiceSummary }) {
  if (!row.gstin) return <span className="text-slate-400">—</span>;
  return (
    <>
      <span className="block whitespace-nowrap font-mono text-slate-900">{row.gstin}</span>
      {row.businessName && <span className="block text-xs text-slate-500">{row.businessName}</span>}
    </>
  );
}

function InvoiceCard(props: RowProps) {
  const { row } = props;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="break-all font-mono text-base font-semibold text-slate-900">{row.number}</p>
          <p className="text-sm text-slate-500">
            {documentDay(row.date)} · <DocumentOrderLink row={row} />
          </p>
        </div>
        <PdfButton {...props} />
      </div>
      <p className="mt-2 text-sm text-slate-900">{row.customer.name}</p>
      <p className="break-all text-sm text-slate-600">{row.customer.email}</p>
      {row.gstin && (
        <p className="mt-1 text-sm text-slate-600">
          GSTIN <span className="font-mono text-slate-900">{row.gstin}</span>
          {row.businessName && <> · {row.businessName}</>}
        </p>
      )}
      <div className="mt-2 flex items-center justify-between gap-3 text-sm">
        <span className="text-slate-500">
          {row.placeOfSupply.state} ({row.placeOfSupply.stateCode})
        </span>
        <span className="font-semibold text-slate-900">{rupees(row.total)}</span>
      </div>
    </li>
  );
}

/** Issued tax invoices: search and dates in the URL, cards on phones and tablets, a table from lg: up, a PDF per row. */
export function InvoicesList() {
  const { search, pathname } = useLocation();
  const query = search.replace(/^\?/, "");
  const invoices = useAdminInvoices(query);
  const token = useAdminToken();
  const pdf = useDownload();
  const rowProps = (row: InvoiceSummary): RowProps => ({
    row,
    preparing: pdf.isPending(row.number),
    onPdf: () => void pdf.start(invoicePdf(row.number, token), row.number),
  });

  let body;
  if (invoices.isPending) body = <SkeletonStack label="Loading invoices" count={4} itemClassName="h-24 rounded-xl" />;
  else if (invoices.isError)
    body = <LoadError title="We could not load the invoices." message={invoices.error.message} onRetry={() => invoices.refetch()} />;
  else if (invoices.data.invoices.length === 0)
    body = query ? (
      <EmptyState title="No invoices match" message="Change the search or the dates, or clear them to see every invoice." />
    ) : (
      <EmptyState title="No invoices yet" message="A tax invoice is issued when an order ships; it appears here with its number." />
    );
  else {
    const list = invoices.data.invoices;
    body = (
      <>
        <p className="mb-2 text-sm text-slate-600">{invoices.data.total === 1 ? "1 invoice" : `${invoices.data.total} invoices`}</p>
        {/* Eight columns need the width of a laptop; below that each invoice is a card. */}
        <ul className="space-y-3 lg:hidden">
          {list.map((row) => (
            <InvoiceCard key={row.number} {...rowProps(row)} />
          ))}
        </ul>
        <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white lg:block">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th className="px-4 py-3">Invoice</th>
                <th className="px-4 py-3">Date</th>
                <th className="px-4 py-3">Order</th>
                <th className="px-4 py-3">Customer</th>
                <th className="px-4 py-3">GSTIN</th>
                <th className="px-4 py-3">Place of supply</th>
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
                  <td className="px-4 py-3">
                    <DocumentOrderLink row={row} />
                  </td>
                  <td className="px-4 py-3">
                    <span className="block text-slate-900">{row.customer.name}</span>
                    <span className="block break-all text-xs text-slate-500">{row.customer.email}</span>
                  </td>
                  <td className="px-4 py-3">
                    <Buyer row={row} />
                  </td>
                  <td className="px-4 py-3 text-slate-600">
                    {row.placeOfSupply.state} ({row.placeOfSupply.stateCode})
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-right font-semibold text-slate-900">{rupees(row.total)}</td>
                  <td className="px-4 py-3 text-right">
                    <PdfButton {...rowProps(row)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination page={invoices.data.page} pages={invoices.data.pages} search={query} pathname={pathname} />
      </>
    );
  }

  return (
    <div className="space-y-4">
      <InvoiceFilters key={query} />
      {body}
    </div>
  );
}
