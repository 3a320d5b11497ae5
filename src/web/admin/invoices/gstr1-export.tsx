import { useState, type FormEvent } from "react";
import { istDate } from "~/src/core/financial-year";
import { Button } from "~/src/web/components/ui/button";
import { useDownload } from "~/src/web/lib/download";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";
import { gstReturns, type Gstr1Format } from "./invoices-api";

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** "YYYY-MM" of the month in India at `now`. */
export function currentMonth(now: Date = new Date()): string {
  return istDate(now).slice(0, 7);
}

/** "YYYY-MM" of the month before the one in India at `now`: GSTR-1 is filed for the month just ended. */
export function previousMonth(now: Date = new Date()): string {
  const [year, month] = currentMonth(now).split("-").map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}

/**
 * A month, a format and a button: the month's GSTR-1 as a ZIP of the offline tool's CSV files, or as the JSON the
 * GST portal takes for upload, which carries the tax exactly as invoiced (the tool recomputes it from a CSV).
 */
export function Gstr1Export() {
  const token = useAdminToken();
  const download = useDownload();
  const [month, setMonth] = useState(previousMonth);
  const [format, setFormat] = useState<Gstr1Format>("zip");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!MONTH_PATTERN.test(month)) {
      setError("Choose the month to export.");
      return;
    }
    setError(null);
    void download.start(gstReturns(month, token, format));
  };

  const busy = download.pending !== null;
  return (
    <form onSubmit={submit} noValidate aria-label="Export GSTR-1" className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor="gstr1-month" className="block text-sm font-medium text-slate-700">
          GSTR-1 month
        </label>
        <input
          id="gstr1-month"
          type="month"
          value={month}
          max={currentMonth()}
          onChange={(event) => setMonth(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "gstr1-month-error" : undefined}
          className="mt-1 h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none aria-[invalid=true]:border-red-400"
        />
      </div>
      <div>
        <label htmlFor="gstr1-format" className="block text-sm font-medium text-slate-700">
          File
        </label>
        <select
          id="gstr1-format"
          value={format}
          onChange={(event) => setFormat(event.target.value as Gstr1Format)}
          className="mt-1 h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none"
        >
          <option value="zip">CSV files for the offline tool (ZIP)</option>
          <option value="portal">JSON for upload to the GST portal</option>
        </select>
      </div>
      <Button type="submit" variant="secondary" size="lg" disabled={busy} aria-busy={busy || undefined}>
        {busy ? "Preparing…" : "Export GSTR-1"}
      </Button>
      {error && (
        <p id="gstr1-month-error" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
