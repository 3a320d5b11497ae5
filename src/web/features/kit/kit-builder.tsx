import { useEffect, useMemo, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { Link } from "~/src/web/lib/localized-router";
import { KIT_MAX_ITEMS, KIT_MIN_ITEMS } from "~/src/core/constants";
import { defineMessages } from "~/src/core/i18n";
import { isKitSizeValid } from "~/src/core/kit";
import type { ProductCardData, ProductCardPage } from "~/src/core/shapes/product";
import { Pagination } from "~/src/web/components/pagination";
import { KitHints } from "~/src/web/components/kit-hints";
import { EmptyNote } from "~/src/web/components/ui/empty-state";
import { useKitHints } from "~/src/web/components/use-kit-hints";
import { KitConfirmDialog } from "./kit-confirm-dialog";
import { KitFilters } from "./kit-filters";
import { kitResultText, type KitParams } from "./kit-params";
import { KitProductCard } from "./kit-product-card";
import { KitSummary } from "./kit-summary";
import { kitAmounts, type KitAmounts } from "./kit-totals";
import { useKitChosen } from "./use-kit-chosen";
import { useKitSelection } from "./use-kit-selection";
import { kitRulesText } from "./kit-text";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("kit.builder", {
  choose: "Choose parts",
  noMatch: "No parts match your search.",
  showAll: "Show all parts",
  parts: "Parts",
  restoreFailed: "We could not load the parts you picked earlier.",
  tryAgain: "Try again",
});

interface KitBuilderProps {
  /** One page of parts, searched and filtered by the server. */
  result: ProductCardPage;
  categories: string[];
  params: KitParams;
  /** Called after Yes, with the chosen products in the order they were picked. */
  onConfirm(kit: ProductCardData[], amounts: KitAmounts): void;
}

export function KitBuilder({ result, categories, params, onConfirm }: KitBuilderProps) {
  const { selection, restored, toggle, retain, clear } = useKitSelection();
  const { chosen, loading, failed, retry, learn } = useKitChosen({ selection, restored, pageProducts: result.products, retain });
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const t = useT();
  const busy = navigation.state === "loading" && navigation.location.pathname === pathname;

  const amounts = useMemo(() => kitAmounts(chosen), [chosen]);
  const selectedIds = useMemo(() => new Set(selection), [selection]);
  const chosenIds = useMemo(() => chosen.map((product) => product._id), [chosen]);
  const { hints } = useKitHints(chosenIds);
  // A suggestion may be on no page seen yet: its card data comes with the hint.
  const addSuggested = (product: ProductCardData) => {
    learn(product);
    toggle(product._id);
  };

  useEffect(() => setMessage(null), [chosen.length]);

  const checkout = () => {
    // Until every chosen part's price is known the totals are not the ones the server will check.
    if (loading || failed) return;
    if (!isKitSizeValid(chosen.length)) {
      setMessage(t(kitRulesText.size, { min: KIT_MIN_ITEMS, max: KIT_MAX_ITEMS }));
      return;
    }
    setConfirming(true);
  };

  const confirm = () => {
    const kit = chosen;
    setConfirming(false);
    clear();
    onConfirm(kit, amounts);
  };

  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
      <section aria-label={t(text.choose)} aria-busy={busy} className="min-w-0 flex-1">
        <KitFilters params={params} categories={categories} resultText={kitResultText(t, result.page, result.limit, result.total)} />
        {result.products.length === 0 ? (
          <EmptyNote as="div" className="mt-6">
            <p className="font-semibold text-slate-800">{t(text.noMatch)}</p>
            <Link to={pathname} className="mt-3 inline-block text-sm font-semibold text-brand-600 hover:text-brand-700">
              {t(text.showAll)}
            </Link>
          </EmptyNote>
        ) : (
          <ul
            className={`mt-4 grid grid-cols-2 gap-3 transition-opacity sm:grid-cols-3 xl:grid-cols-4 ${busy ? "opacity-60" : ""}`}
            aria-label={t(text.parts)}
          >
            {result.products.map((product, index) => (
              <li key={product._id}>
                <KitProductCard product={product} selected={selectedIds.has(product._id)} onToggle={toggle} eager={index < 4} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={result.page} pages={result.pages} pathname={pathname} search={search} />
      </section>
      {/* Sticks to the bottom of the screen on phones while the parts scroll by, then rests above the footer. */}
      <div className="sticky bottom-0 z-30 -mx-4 flex flex-col sm:-mx-6 lg:top-24 lg:bottom-auto lg:z-auto lg:mx-0 lg:w-80 lg:shrink-0 xl:w-96">
        {failed && (
          <p role="alert" className="bg-red-50 px-4 py-2 text-xs font-medium text-red-800 lg:mb-3 lg:rounded-lg lg:text-sm">
            {t(text.restoreFailed)}{" "}
            <button type="button" onClick={retry} className="font-semibold underline">
              {t(text.tryAgain)}
            </button>
          </p>
        )}
        {/* Above the bar on phones (kept short, it scrolls), below the summary on wide screens. */}
        <KitHints
          hints={hints}
          chosen={selectedIds}
          onAdd={addSuggested}
          className="max-h-36 overflow-y-auto bg-white/95 px-4 lg:order-last lg:mt-3 lg:max-h-none lg:overflow-visible lg:bg-transparent lg:p-0"
        />
        <KitSummary products={chosen} amounts={amounts} message={message} loading={loading} onRemove={toggle} onCheckout={checkout} />
      </div>
      {confirming && <KitConfirmDialog count={chosen.length} amounts={amounts} onNo={() => setConfirming(false)} onYes={confirm} />}
    </div>
  );
}
