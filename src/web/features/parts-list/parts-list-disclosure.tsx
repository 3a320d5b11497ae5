import { lazy, Suspense, useId, useState } from "react";
import { Button } from "~/src/web/components/ui/button";
import { Skeleton } from "~/src/web/components/ui/skeleton";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("partsList.disclosure", {
  title: "Have a parts list?",
  intro: "Paste it, or choose a CSV file, and add every part in one go.",
  close: "Close the parts list",
  open: "Paste a parts list",
});

// Loaded when opened: the matcher is for the few who arrive with a list, not for every visit to the cart.
const loadMatcher = () => import("./parts-list-matcher");
const PartsListMatcher = lazy(() => loadMatcher().then((module) => ({ default: module.PartsListMatcher })));

/** "Paste a parts list" on the cart page: a button that opens the matcher (add to cart only). */
export function PartsListDisclosure() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="font-semibold text-slate-900">
            {t(text.title)}
          </h2>
          <p className="text-sm text-slate-600">{t(text.intro)}</p>
        </div>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onPointerEnter={loadMatcher}
          onFocus={loadMatcher}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? t(text.close) : t(text.open)}
        </Button>
      </div>
      {open && (
        <div id={`${id}-panel`} className="mt-5">
          <Suspense fallback={<Skeleton tone="panel" className="h-56 rounded-xl" />}>
            <PartsListMatcher />
          </Suspense>
        </div>
      )}
    </section>
  );
}
