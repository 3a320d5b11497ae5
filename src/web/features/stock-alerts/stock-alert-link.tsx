import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { Link } from "~/src/web/lib/localized-router";
import { defineMessages, type Message } from "~/src/core/i18n";
import type { StockAlertAnswer } from "~/src/core/shapes/stock-alerts";
import { apiCall } from "~/src/web/lib/api";
import { useT } from "~/src/web/lib/i18n";

export type StockAlertAction = "confirm" | "unsubscribe";

/** The pages' titles, also their routes' meta titles. */
export const stockAlertText = defineMessages("stockAlerts.page", {
  confirm: "Confirm your stock alert",
  unsubscribe: "Cancel your stock alert",
  metaConfirm: "Confirm your stock alert | Tinkerwala",
  metaUnsubscribe: "Cancel your stock alert | Tinkerwala",
  incomplete: "This link is not complete: open it again from the mail, or copy the whole address.",
  waiting: "One moment…",
  browse: "Browse components",
});

const TITLES: Record<StockAlertAction, Message> = { confirm: stockAlertText.confirm, unsubscribe: stockAlertText.unsubscribe };

/**
 * Where a stock-alert mail's links land. The page, not the link, makes the change (a POST once it has loaded in
 * a browser), so a mail scanner that opens every link confirms or cancels nothing.
 */
export function StockAlertLink({ action }: { action: StockAlertAction }) {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const answer = useMutation({
    mutationFn: () => apiCall<StockAlertAnswer>(`/api/stock-alerts/${action}`, { method: "POST", body: { token } }),
  });
  const { mutate } = answer;
  useEffect(() => {
    if (token) mutate();
  }, [token, mutate]);

  const message = !token
    ? t(stockAlertText.incomplete)
    : answer.isSuccess
      ? answer.data.message
      : answer.isError
        ? answer.error.message
        : t(stockAlertText.waiting);
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(TITLES[action])}</h1>
      <p role="status" className="mt-4 text-slate-700">
        {message}
      </p>
      <p className="mt-6">
        <Link to="/collections" className="font-semibold text-brand-700 hover:underline">
          {t(stockAlertText.browse)}
        </Link>
      </p>
    </main>
  );
}
