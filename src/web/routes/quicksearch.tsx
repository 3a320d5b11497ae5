import { QuickLinksBar } from "~/src/web/components/quick-links-bar";
import { CategoryTiles } from "~/src/web/features/catalog/category-tiles";
import { defineMessages } from "~/src/core/i18n";
import { languageOfPath, metaTranslator, useT } from "~/src/web/lib/i18n";
import type { Route } from "./+types/quicksearch";

const text = defineMessages("catalog.quickSearch", {
  metaTitle: "Quick Search | Tinkerwala",
  metaDescription: "Jump straight to a category: boards, sensors, motors, wireless modules, displays, power, prototyping parts and robotics kits.",
  heading: "Quick Search",
  intro: "Pick a category above, or tap one of the tiles, to see its components.",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const hindi = languageOfPath(new URL(request.url).pathname) === "hi";
  const [categories, namesHi] = await Promise.all([
    context.storefront.listCategories(),
    hindi ? context.storefront.hindiCategoryNames() : ({} as Record<string, string>),
  ]);
  return { categories, namesHi };
}

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }];
};

export default function QuickSearch({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <QuickLinksBar categories={loaderData.categories} namesHi={loaderData.namesHi} />
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(text.heading)}</h1>
        <p className="mt-2 text-slate-600">{t(text.intro)}</p>
        <div className="mt-8">
          <CategoryTiles categories={loaderData.categories} namesHi={loaderData.namesHi} />
        </div>
      </main>
    </>
  );
}
