import { data, redirect } from "react-router";
import { categoryForSlug } from "~/src/web/features/company/category-slug";
import type { Route } from "./+types/categories-redirect";

/** /categories/{slug} → the category page (permanent: these are old menu addresses). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const category = categoryForSlug(params.slug, await context.storefront.listCategories());
  if (!category) throw data(null, { status: 404 });
  return redirect(`/category?category=${encodeURIComponent(category)}`, 301);
}

// A UI route (not a resource route) so an unknown slug renders the site's 404 page.
export default function CategoriesRedirect() {
  return null;
}
