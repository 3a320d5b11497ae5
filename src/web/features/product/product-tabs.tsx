import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import type { ProductView } from "~/src/core/shapes/product";
import type { ReviewList } from "~/src/core/shapes/reviews";
import { parseDescription } from "./parse-description";
import { ReviewsPanel } from "./reviews-panel";
import { defineMessages } from "~/src/core/i18n";
import { useLocalizedText, useT } from "~/src/web/lib/i18n";

const text = defineMessages("product.tabs", {
  description: "Description",
  reviews: "Reviews ({count})",
  landmark: "Product details",
  specifications: "Specifications:",
});

type TabKey = "description" | "reviews";

/**
 * Description and reviews as accessible tabs (arrow keys move between them). "#reviews" (the rating's link)
 * opens the reviews; "#write-review" (mails, orders) opens them with the customer's form.
 */
export function ProductTabs({ product, reviews }: { product: ProductView; reviews: ReviewList }) {
  const [active, setActive] = useState<TabKey>("description");
  const [formRequest, setFormRequest] = useState(0);
  const baseId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const { hash, key } = useLocation();
  const t = useT();
  // Staff's Hindi description on Hindi pages (issue 33), the English one where there is none.
  const description = useLocalizedText()(product.description, (product as { descriptionHi?: string | null }).descriptionHi);
  const { paragraphs, specs } = parseDescription(description);
  const tabs: Array<{ key: TabKey; label: string }> = [
    { key: "description", label: t(text.description) },
    { key: "reviews", label: t(text.reviews, { count: product.reviews }) },
  ];

  // `key` too: following the same link again (after switching tabs) is a new location with the same hash.
  useEffect(() => {
    if (hash !== "#reviews" && hash !== "#write-review") return;
    setActive("reviews");
    if (hash === "#write-review") setFormRequest((count) => count + 1);
    else sectionRef.current?.scrollIntoView?.({ behavior: "smooth", block: "start" });
  }, [hash, key]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    setActive(tabs[next].key);
    tabRefs.current[next]?.focus();
  };

  return (
    <section ref={sectionRef} id="reviews" className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div role="tablist" aria-label={t(text.landmark)} onKeyDown={onKeyDown} className="flex gap-1 border-b border-slate-200 px-3 sm:px-5">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            aria-selected={active === tab.key}
            aria-controls={`${baseId}-panel-${tab.key}`}
            tabIndex={active === tab.key ? 0 : -1}
            onClick={() => setActive(tab.key)}
            className={`-mb-px border-b-2 px-3 py-3.5 text-sm font-semibold transition sm:px-4 ${
              active === tab.key ? "border-brand-600 text-brand-700" : "border-transparent text-slate-500 hover:text-slate-800"
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel-description`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-description`}
        hidden={active !== "description"}
        tabIndex={0}
        className="p-5 sm:p-6"
      >
        <div className="max-w-3xl space-y-4 text-[15px] leading-7 text-slate-700">
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {specs.length > 0 && (
          <div className="mt-6 max-w-3xl">
            <h2 className="text-base font-semibold text-slate-900">{t(text.specifications)}</h2>
            <table className="mt-3 w-full overflow-hidden rounded-lg border border-slate-200 text-sm">
              <tbody>
                {specs.map((spec) => (
                  <tr key={spec.key} className="border-b border-slate-200 last:border-0 odd:bg-slate-50">
                    <th scope="row" className="w-2/5 px-4 py-2.5 text-left align-top font-medium text-slate-600">
                      {spec.key}
                    </th>
                    <td className="px-4 py-2.5 text-slate-900">{spec.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <div
        id={`${baseId}-panel-reviews`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-reviews`}
        hidden={active !== "reviews"}
        tabIndex={0}
        className="p-5 sm:p-6"
      >
        <ReviewsPanel productId={product._id} initial={reviews} active={active === "reviews"} formRequest={formRequest} />
      </div>
    </section>
  );
}
