/** The stock a product has, coloured by what it asks of staff: out (red), low (amber), fine (green). */
export function StockBadge({ stock, threshold }: { stock: number; threshold: number }) {
  const [tone, label] =
    stock <= 0
      ? ["bg-red-50 text-red-700 ring-red-200", "Out of stock"]
      : stock <= threshold
        ? ["bg-amber-50 text-amber-800 ring-amber-200", `Low: ${stock}`]
        : ["bg-emerald-50 text-emerald-700 ring-emerald-200", `${stock} in stock`];
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone}`}>{label}</span>;
}

export function ArchivedBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600 ring-1 ring-slate-200">
      Archived
    </span>
  );
}

/** Customers waiting for a back-in-stock mail: the demand staff reorder for. Nothing when nobody waits. */
export function WaitingBadge({ waiting }: { waiting: number }) {
  if (waiting <= 0) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-800 ring-1 ring-sky-200">
      {waiting === 1 ? "1 customer waiting" : `${waiting} customers waiting`}
    </span>
  );
}
