import { format, parseISO } from "date-fns";
import { Link } from "react-router";
import type { OrderKind } from "~/src/core/order-kinds";
import { staffPlaces } from "~/src/web/admin/orders/order-kind";

/** What the invoice and credit-note lists show of each document's row: its day, its order, its PDF. */

// parseISO reads "2026-11-20" as that day here, where new Date() would read it as UTC midnight.
export const documentDay = (date: string) => format(parseISO(date), "d MMM yyyy");

interface OrderOfDocument {
  kind: OrderKind;
  orderId: string;
  orderNumber: string;
}

export function DocumentOrderLink({ row }: { row: OrderOfDocument }) {
  return (
    <Link
      to={`${staffPlaces(row.kind).path}/${encodeURIComponent(row.orderId)}`}
      className="font-mono font-semibold text-brand-700 hover:underline"
      title={row.orderId}
    >
      #{row.orderNumber}
    </Link>
  );
}

interface PdfButtonProps {
  /** Read by screen readers after "PDF": "of invoice TW/26-27/00042". */
  of: string;
  preparing: boolean;
  onPdf(): void;
}

export function DocumentPdfButton({ of, preparing, onPdf }: PdfButtonProps) {
  return (
    <button
      type="button"
      onClick={onPdf}
      disabled={preparing}
      aria-busy={preparing || undefined}
      className="inline-flex h-9 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70"
    >
      {preparing ? "Preparing…" : "PDF"}
      <span className="sr-only"> {of}</span>
    </button>
  );
}
