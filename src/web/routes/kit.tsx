import { useNavigate } from "~/src/web/lib/localized-router";
import { KIT_DISCOUNT_PERCENT, KIT_MAX_ITEMS, KIT_MIN_ITEMS } from "~/src/core/constants";
import type { KitCheckoutState } from "~/src/web/features/kit-checkout/kit-checkout-state";
import { KitBuilder } from "~/src/web/features/kit/kit-builder";
import { KIT_PAGE_SIZE, parseKitParams } from "~/src/web/features/kit/kit-params";
import type { Route } from "./+types/kit";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("kitPage", {
  metaTitle: "Build Your Own Kit | Tinkerwala",
  metaDescription:
    "Pick {min} to {max} electronic components and robotics parts for your own kit and get {percent}% off the bundle. Cash on delivery across India.",
  pickTitle: "Pick {min}–{max} parts",
  pickText: "One of each, from any category.",
  saveTitle: "Save {percent}%",
  saveText: "Taken off the whole kit automatically.",
  payTitle: "Pay on delivery",
  payText: "Cash on delivery, shipped as one parcel.",
  eyebrow: "Custom kit",
  heading: "Build your own kit",
  intro: "Planning a class project or a weekend robot? Choose exactly the parts you need and we pack them together, at a bundle price.",
});

/**
 * One page of parts, searched and filtered in the database like /collections, so the builder shows
 * parts at once whatever the size of the catalog (it used to download all of it first).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseKitParams(new URL(request.url).searchParams);
  const [result, categories] = await Promise.all([
    context.storefront.queryProducts({
      category: params.category ?? undefined,
      q: params.q || undefined,
      inStockOnly: params.inStock,
      page: params.page,
      limit: KIT_PAGE_SIZE,
    }),
    context.storefront.listCategories(),
  ]);
  return { result, categories, params };
}

const limits = { min: KIT_MIN_ITEMS, max: KIT_MAX_ITEMS, percent: KIT_DISCOUNT_PERCENT };

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription, limits) }];
};

const STEPS = [
  { title: text.pickTitle, text: text.pickText },
  { title: text.saveTitle, text: text.saveText },
  { title: text.payTitle, text: text.payText },
];

export default function KitPage({ loaderData }: Route.ComponentProps) {
  const { result, categories, params } = loaderData;
  const navigate = useNavigate();
  const t = useT();

  const goToCheckout = (state: KitCheckoutState) => navigate("/kit-place-order", { state });

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <header className="mb-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{t(text.eyebrow)}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t(text.heading)}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">{t(text.intro)}</p>
        <ol className="mt-4 grid grid-cols-3 gap-2">
          {STEPS.map((step, index) => (
            <li
              key={step.title.id}
              className="flex flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-2.5 shadow-sm sm:flex-row sm:gap-3 sm:p-3"
            >
              <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
                {index + 1}
              </span>
              <span>
                <span className="block text-xs font-semibold text-slate-900 sm:text-sm">{t(step.title, limits)}</span>
                <span className="hidden text-xs text-slate-500 sm:block">{t(step.text)}</span>
              </span>
            </li>
          ))}
        </ol>
      </header>
      <KitBuilder
        result={result}
        categories={categories}
        params={params}
        onConfirm={(kit, amounts) => goToCheckout({ kit, total: amounts.total, discount: amounts.discount, finalPrice: amounts.finalPrice })}
      />
    </main>
  );
}
