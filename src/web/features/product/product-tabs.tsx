import { useId, useRef, useState, type KeyboardEvent } from "react";
import { RatingStars } from "~/src/web/components/rating-stars";
import type { ProductView } from "~/src/core/shapes/product";
import { parseDescription } from "./parse-description";

const TABS = [
  { key: "description", label: "Description" },
  { key: "reviews", label: "Reviews (10)" },
] as const;
type TabKey = (typeof TABS)[number]["key"];

/** Description and reviews as accessible tabs (arrow keys move between them). */
export function ProductTabs({ product }: { product: ProductView }) {
  const [active, setActive] = useState<TabKey>("description");
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const { paragraphs, specs } = parseDescription(product.description);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((tab) => tab.key === active);
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % TABS.length
        : event.key === "ArrowLeft"
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? TABS.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    setActive(TABS[next].key);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div role="tablist" aria-label="Product details" onKeyDown={onKeyDown} className="flex gap-1 border-b border-slate-200 px-3 sm:px-5">
        {TABS.map((tab, index) => (
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
            <h2 className="text-base font-semibold text-slate-900">Specifications:</h2>
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
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
          <div className="flex flex-col items-start gap-1">
            <p className="text-4xl font-extrabold text-slate-900">{product.rating.toFixed(1)}</p>
            <RatingStars rating={product.rating} size="md" />
            <p className="text-sm text-slate-500">25 ratings</p>
          </div>
          <p className="max-w-xl text-sm leading-6 text-slate-600">
            Ratings come from schools and makers who bought this part from us. Written reviews are checked before they appear here. Used this part in
            a project? Tell us how it went from the Contact page.
          </p>
        </div>
      </div>
    </section>
  );
}
