import { QuickLinksBar } from "~/src/web/components/quick-links-bar";
import { CategoryTiles } from "~/src/web/features/catalog/category-tiles";
import type { Route } from "./+types/quicksearch";

export async function loader({ context }: Route.LoaderArgs) {
  return { categories: await context.storefront.listCategories() };
}

export const meta: Route.MetaFunction = () => [
  { title: "Quick Search | Tinkerwala" },
  {
    name: "description",
    content: "Jump straight to a category: boards, sensors, motors, wireless modules, displays, power, prototyping parts and robotics kits.",
  },
];

export default function QuickSearch({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <QuickLinksBar categories={loaderData.categories} />
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Quick Search</h1>
        <p className="mt-2 text-slate-600">Pick a category above, or tap one of the tiles, to see its components.</p>
        <div className="mt-8">
          <CategoryTiles categories={loaderData.categories} />
        </div>
      </main>
    </>
  );
}
