import { format, parseISO } from "date-fns";
import { Link } from "~/src/web/lib/localized-router";
import { istDate } from "~/src/core/financial-year";
import { canReturn } from "~/src/core/order-rules";
import { defineMessages } from "~/src/core/i18n";
import { useLanguage, useLongDate, useT } from "~/src/web/lib/i18n";

const text = defineMessages("returns.window", {
  returnItem: "Return Item",
  closedOn: "Returns closed on ",
});

/**
 * 'Return Item' (§4: on delivered orders; §1: "7-Days Return Policy"): a link to the order's return page while
 * its window is open, a plain line once it has closed. The server sends the window's last day
 * (`returnWindowClosesOn`, null until delivered); the day is India's, as the server counts it.
 */
export function returnWindowOpen(closesOn: string | null, now: Date = new Date()): boolean {
  return closesOn !== null && istDate(now) <= closesOn;
}

interface ReturnItemActionProps {
  status: string;
  closesOn: string | null;
  /** The order's return page. */
  href: string;
  className: string;
}

export function ReturnItemAction({ status, closesOn, href, className }: ReturnItemActionProps) {
  const t = useT();
  const english = useLanguage() === "en";
  const longDate = useLongDate();
  if (!canReturn(status) || closesOn === null) return null;
  if (returnWindowOpen(closesOn)) {
    return (
      <Link to={href} className={className}>
        {t(text.returnItem)}
      </Link>
    );
  }
  return (
    <p className="text-sm text-slate-500">
      {t(text.closedOn)}
      <time dateTime={closesOn}>{english ? format(parseISO(closesOn), "d MMM yyyy") : longDate(parseISO(closesOn))}</time>
    </p>
  );
}
