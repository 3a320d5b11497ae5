import { ROBOTS_DISALLOW } from "~/src/web/features/company/site-pages";
import type { Route } from "./+types/robots";

/** Everything may be crawled except personal and checkout pages; the sitemap is on this origin. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = ["User-agent: *", "Allow: /", ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join(
    "\n",
  );
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
