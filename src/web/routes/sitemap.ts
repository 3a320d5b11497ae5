import { SITEMAP_PAGES } from "~/src/web/features/company/site-pages";
import { WORKSHOPS } from "~/src/web/features/workshops/workshops-data";
import type { Route } from "./+types/sitemap";

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[char]!);

/** sitemap.xml with absolute addresses from the request's own origin: pages, categories, products, posts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const [productIds, categories, posts] = await Promise.all([
    context.storefront.listAllProductIds(),
    context.storefront.listCategories(),
    context.storefront.listPosts(),
  ]);
  const entries: Array<{ path: string; lastmod?: string }> = [
    ...SITEMAP_PAGES.map((path) => ({ path })),
    ...WORKSHOPS.map((workshop) => ({ path: `/workshops/${workshop.id}` })),
    ...categories.map((name) => ({ path: `/category?category=${encodeURIComponent(name)}` })),
    ...productIds.map((id) => ({ path: `/product/${encodeURIComponent(id)}` })),
    ...posts.map((post) => ({ path: `/blogs/${encodeURIComponent(post._id)}`, lastmod: post.date })),
  ];
  // Every page has a Hindi twin under /hi (issue 33); both are listed.
  const hindiEntries = entries.map((entry) => ({ ...entry, path: entry.path === "/" ? "/hi" : `/hi${entry.path}` }));
  const urls = [...entries, ...hindiEntries]
    .map(({ path, lastmod }) => `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ""}</url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
