import { lazy, Suspense } from "react";
import { Link } from "~/src/web/lib/localized-router";
import { ReturnIcon, ShieldIcon, TruckIcon } from "~/src/web/components/icons";
import { Price } from "~/src/web/components/price";
import { RatingStars } from "~/src/web/components/rating-stars";
import type { ProductView } from "~/src/core/shapes/product";
import { BuyBox } from "./buy-box";
import { summary } from "./parse-description";
import { useReviewWords } from "./review-text";
import { defineMessages } from "~/src/core/i18n";
import { useLocalizedText, useT } from "~/src/web/lib/i18n";

const text = defineMessages("product.summary", {
  noRatings: "No ratings yet",
  bestseller: "Bestseller",
  includesGst: "Includes GST",
  fewLeft: "In stock – only {count} left",
  inStock: "In stock, ready to ship",
  unavailable: "Currently unavailable",
  labOrder: "Need it for a lab order?",
  askUs: "Ask us about availability",
  afterAsk: ".",
  returns: "7-day easy returns",
  shipsToday: "Ships the same day",
  cod: "Cash on delivery",
});

/** A product's Hindi name and description (staff may add them, issue 33), read whether or not the shape has them yet. */
type HindiFields = { nameHi?: string | null; descriptionHi?: string | null };

// Imported only with import() (here and on the cart), so its code is not part of the page's first load: the
// server renders the check into the page, and it starts working when its code arrives, just after the page's.
const PinCheck = lazy(() => import("~/src/web/components/pin-check").then((module) => ({ default: module.PinCheck })));
// Only out-of-stock pages need it, so it is never part of a page's first load.
const StockAlertForm = lazy(() => import("./stock-alert-form").then((module) => ({ default: module.StockAlertForm })));

/** Name, rating, price with GST note, stock, the buy buttons and the shop's promises. */
export function ProductSummary({ product }: { product: ProductView }) {
  const t = useT();
  const words = useReviewWords();
  const localized = useLocalizedText();
  const hindi = product as HindiFields;
  const inStock = product.stock > 0;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <Link
          to={`/collections?${new URLSearchParams({ category: product.category })}`}
          className="text-xs font-semibold uppercase tracking-wider text-brand-700 hover:underline"
        >
          {product.category}
        </Link>
        <h1 className="mt-1.5 text-2xl font-bold leading-tight tracking-tight text-slate-900 sm:text-3xl">{localized(product.name, hindi.nameHi)}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {product.reviews > 0 ? (
            <>
              <RatingStars rating={product.rating} size="md" showValue />
              {/* The tabs open their reviews on this hash and scroll to them. */}
              <Link to="#reviews" className="font-medium text-brand-700 hover:underline">
                {words.ratings(product.reviews)}
              </Link>
            </>
          ) : (
            <span className="text-slate-500">{t(text.noRatings)}</span>
          )}
          {product.bestSeller && (
            <span className="rounded-md bg-accent-400/20 px-2 py-0.5 text-xs font-semibold text-amber-800">{t(text.bestseller)}</span>
          )}
        </div>
      </div>

      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <Price amount={product.salePrice} original={product.discount > 0 ? product.price : undefined} discount={product.discount} size="lg" />
        <p className="mt-1 text-sm text-slate-500">{t(text.includesGst)}</p>
        <p className={`mt-3 text-sm font-semibold ${inStock ? "text-ok" : "text-sale"}`}>
          {inStock ? (product.stock <= 10 ? t(text.fewLeft, { count: product.stock }) : t(text.inStock)) : t(text.unavailable)}
        </p>
        <div className="mt-4">
          <BuyBox key={product._id} product={product} />
        </div>
        {inStock && (
          // The fallback (a client-side navigation, for a moment) has the form's height, so nothing below moves.
          <Suspense fallback={<div className="mt-4 h-[57px] border-t border-slate-100" />}>
            <PinCheck className="mt-4 border-t border-slate-100 pt-4" />
          </Suspense>
        )}
        {!inStock && (
          <Suspense fallback={<div className="mt-4 h-[118px] border-t border-slate-100" />}>
            <StockAlertForm productId={product._id} />
          </Suspense>
        )}
        {!inStock && (
          <p className="mt-3 text-sm text-slate-600">
            {t(text.labOrder)}{" "}
            <Link to="/enquiry" className="font-semibold text-brand-700 hover:underline">
              {t(text.askUs)}
            </Link>
            {t(text.afterAsk)}
          </p>
        )}
      </div>

      <ul className="grid gap-3 text-sm text-slate-700 sm:grid-cols-3">
        <li className="flex items-center gap-2 rounded-xl bg-white px-3 py-2.5 ring-1 ring-slate-200">
          <ReturnIcon width={20} height={20} className="shrink-0 text-brand-600" />
          {t(text.returns)}
        </li>
        <li className="flex items-center gap-2 rounded-xl bg-white px-3 py-2.5 ring-1 ring-slate-200">
          <TruckIcon width={20} height={20} className="shrink-0 text-brand-600" />
          {t(text.shipsToday)}
        </li>
        <li className="flex items-center gap-2 rounded-xl bg-white px-3 py-2.5 ring-1 ring-slate-200">
          <ShieldIcon width={20} height={20} className="shrink-0 text-brand-600" />
          {t(text.cod)}
        </li>
      </ul>

      <p className="text-[15px] leading-7 text-slate-600">{summary(localized(product.description, hindi.descriptionHi), 220)}</p>
    </div>
  );
}
