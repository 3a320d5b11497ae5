import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState, useSyncExternalStore, type FormEvent } from "react";
import type { Account } from "~/src/core/shapes/my-account";
import type { StockAlertAnswer } from "~/src/core/shapes/stock-alerts";
import { Button } from "~/src/web/components/ui/button";
import { apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useSession } from "~/src/web/shop/session";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("product.stockAlert", {
  formLabel: "Notify me when it is back",
  label: "Notify me when it's back",
  placeholder: "you@example.com",
  sending: "Sending…",
  notify: "Notify me",
  promise: "One mail when it is back in stock, after you confirm your address. No other mail.",
});

/** The logged-in customer's address, to fill the form in (the same cached answer as the profile's). */
function useAccountEmail(): string {
  const { token } = useSession();
  const account = useQuery({
    queryKey: queryKeys.account.mine(token),
    queryFn: ({ signal }) => apiCall<Account>("/api/user/me", { token, signal }).then((data) => data.user),
    enabled: Boolean(token),
  });
  return account.data?.email ?? "";
}

const noSubscription = () => () => {};
/**
 * False on the server and until this form has hydrated. Its code arrives after the page's (it is lazy), and a
 * press before then would submit the bare HTML form (a reload) and lose the address: it waits, disabled.
 */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** "Notify me" on an out-of-stock product: the server mails a link to confirm, then one mail when it is back. */
export function StockAlertForm({ productId }: { productId: string }) {
  const t = useT();
  const { token } = useSession();
  const accountEmail = useAccountEmail();
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? accountEmail;
  const inputId = useId();
  const hydrated = useHydrated();
  const subscribe = useMutation({
    mutationFn: (address: string) =>
      apiCall<StockAlertAnswer>(`/api/products/${encodeURIComponent(productId)}/notify`, { method: "POST", token, body: { email: address } }),
  });

  if (subscribe.isSuccess) {
    return (
      <p role="status" className="mt-4 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
        {subscribe.data.message}
      </p>
    );
  }
  const send = (event: FormEvent) => {
    event.preventDefault();
    subscribe.mutate(email.trim());
  };
  return (
    <form onSubmit={send} aria-label={t(text.formLabel)} className="mt-4 space-y-2 border-t border-slate-100 pt-4">
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        {t(text.label)}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="email"
          required
          disabled={!hydrated}
          autoComplete="email"
          inputMode="email"
          placeholder={t(text.placeholder)}
          value={email}
          onChange={(event) => setTyped(event.target.value)}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        <Button type="submit" size="sm" disabled={!hydrated || subscribe.isPending}>
          {subscribe.isPending ? t(text.sending) : t(text.notify)}
        </Button>
      </div>
      {subscribe.isError && (
        <p role="alert" className="text-sm text-red-700">
          {subscribe.error.message}
        </p>
      )}
      <p className="text-xs text-slate-500">{t(text.promise)}</p>
    </form>
  );
}
