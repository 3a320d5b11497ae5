import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import type { StockAlertAnswer } from "~/src/core/shapes/stock-alerts";
import { apiCall } from "~/src/web/lib/api";

export type StockAlertAction = "confirm" | "unsubscribe";

const TITLES: Record<StockAlertAction, string> = { confirm: "Confirm your stock alert", unsubscribe: "Cancel your stock alert" };

/**
 * Where a stock-alert mail's links land. The page, not the link, makes the change (a POST once it has loaded in
 * a browser), so a mail scanner that opens every link confirms or cancels nothing.
 */
export function StockAlertLink({ action }: { action: StockAlertAction }) {
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
    ? "This link is not complete: open it again from the mail, or copy the whole address."
    : answer.isSuccess
      ? answer.data.message
      : answer.isError
        ? answer.error.message
        : "One moment…";
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{TITLES[action]}</h1>
      <p role="status" className="mt-4 text-slate-700">
        {message}
      </p>
      <p className="mt-6">
        <Link to="/collections" className="font-semibold text-brand-700 hover:underline">
          Browse components
        </Link>
      </p>
    </main>
  );
}
