import { format, isValid, parseISO } from "date-fns";

/** "2026-05-06" → "6 May 2026". Date-only strings parse as local dates, so server and browser agree. */
export function formatPostDate(date: string): string {
  const parsed = parseISO(date);
  return isValid(parsed) ? format(parsed, "d MMM yyyy") : date;
}
