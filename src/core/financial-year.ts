/**
 * The Indian financial year (1 April – 31 March). Invoice and credit-note series restart each financial year
 * (CGST Rule 46(b), GSTN advisory of 4 Apr 2019), and the law's year is India's, so an instant counts by its
 * date in IST (UTC+5:30, no daylight saving), never by the server's zone or UTC.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export interface FinancialYear {
  /** The calendar year it starts in: 2026 for 1 Apr 2026 – 31 Mar 2027. */
  start: number;
  /** "26-27", as invoice series and GSTR-1 write it. */
  label: string;
}

/** The date in India of an instant, "YYYY-MM-DD". */
export function istDate(instant: Date | number): string {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError("istDate needs a valid instant.");
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export function financialYear(instant: Date | number): FinancialYear {
  const [year, month] = istDate(instant).split("-").map(Number);
  const start = month >= 4 ? year : year - 1;
  const twoDigits = (value: number) => String(value % 100).padStart(2, "0");
  return { start, label: `${twoDigits(start)}-${twoDigits(start + 1)}` };
}
