import type { ReactNode } from "react";
import { Button } from "~/src/web/components/ui/button";

/** The §8 error state of the kit-order screens: heading, text, Try Again. */
export function KitOrdersError({ heading, text, onRetry, children }: { heading: string; text: string; onRetry(): void; children?: ReactNode }) {
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-xl border border-red-200 bg-white p-8 text-center shadow-sm">
      <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-xl font-bold text-sale" aria-hidden="true">
        !
      </div>
      <h2 className="mt-4 text-xl font-bold text-slate-900">{heading}</h2>
      <p className="mt-2 text-slate-600">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>Try Again</Button>
        {children}
      </div>
    </div>
  );
}
