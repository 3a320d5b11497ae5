import type { ReactNode } from "react";
import { Button } from "~/src/web/components/ui/button";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("kitOrders.error", { tryAgain: "Try Again" });

/** The §8 error state of the kit-order screens: heading, text, Try Again. */
export function KitOrdersError({
  heading,
  text: message,
  onRetry,
  children,
}: {
  heading: string;
  text: string;
  onRetry(): void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-xl border border-red-200 bg-white p-8 text-center shadow-sm">
      <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-xl font-bold text-sale" aria-hidden="true">
        !
      </div>
      <h2 className="mt-4 text-xl font-bold text-slate-900">{heading}</h2>
      <p className="mt-2 text-slate-600">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>{t(text.tryAgain)}</Button>
        {children}
      </div>
    </div>
  );
}
