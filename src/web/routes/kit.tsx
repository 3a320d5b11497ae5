import { useNavigate } from "~/src/web/lib/localized-router";
import { KIT_DISCOUNT_PERCENT, KIT_MAX_ITEMS, KIT_MIN_ITEMS } from "~/src/core/constants";
import type { KitCheckoutState } from "~/src/web/features/kit-checkout/kit-checkout-state";
import { KitBuilder } from "~/src/web/features/kit/kit-builder";
import { KIT_PAGE_SIZE, parseKitParams } from "~/src/web/features/kit/kit-params";
import type { Route } from "./+types/kit";

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

export const meta: Route.MetaFunction = () => [
  { title: "Build Your Own Kit | Tinkerwala" },
  {
    name: "description",
    content: `Pick ${KIT_MIN_ITEMS} to ${KIT_MAX_ITEMS} electronic components and robotics parts for your own kit and get ${KIT_DISCOUNT_PERCENT}% off the bundle. Cash on delivery across India.`,
  },
];

const STEPS = [
  { title: `Pick ${KIT_MIN_ITEMS}–${KIT_MAX_ITEMS} parts`, text: "One of each, from any category." },
  { title: `Save ${KIT_DISCOUNT_PERCENT}%`, text: "Taken off the whole kit automatically." },
  { title: "Pay on delivery", text: "Cash on delivery, shipped as one parcel." },
];

export default function KitPage({ loaderData }: Route.ComponentProps) {
  const { result, categories, params } = loaderData;
  const navigate = useNavigate();

  const goToCheckout = (state: KitCheckoutState) => navigate("/kit-place-order", { state });

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <header className="mb-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Custom kit</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">Build your own kit</h1>
        <p className="mt-2 max-w-2xl text-slate-600">
          Planning a class project or a weekend robot? Choose exactly the parts you need and we pack them together, at a bundle price.
        </p>
        <ol className="mt-4 grid grid-cols-3 gap-2">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="flex flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-2.5 shadow-sm sm:flex-row sm:gap-3 sm:p-3"
            >
              <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
                {index + 1}
              </span>
              <span>
                <span className="block text-xs font-semibold text-slate-900 sm:text-sm">{step.title}</span>
                <span className="hidden text-xs text-slate-500 sm:block">{step.text}</span>
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
