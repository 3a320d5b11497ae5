import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { queryKeys } from "~/src/web/lib/query-keys";
import { readRecentlyViewed } from "~/src/web/shop/recently-viewed";
import { fetchProductsByIds } from "./home-api";
import { ProductStrip } from "./product-strip";
import { SectionHeading } from "./section-heading";
import { useNearViewport } from "./use-near-viewport";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("home.recent", {
  title: "Recently Viewed",
  subtitle: "Pick up where you left off.",
  strip: "Recently viewed products",
});

/**
 * Recently viewed (§3): the ids kept in this browser, newest first. Near the bottom of the page, so they
 * are read and their products fetched when the visitor scrolls towards it, not while the page starts.
 */
export function RecentlyViewed() {
  const t = useT();
  const [marker, setMarker] = useState<HTMLElement | null>(null);
  const near = useNearViewport(marker);
  // Read in the browser only: `near` is false on the server and during hydration.
  const ids = useMemo(() => (near ? readRecentlyViewed() : []), [near]);
  const query = useQuery({
    queryKey: queryKeys.productsByIds(ids),
    queryFn: ({ signal }) => fetchProductsByIds(ids, signal),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });
  const products = query.data?.products ?? [];
  // Until then, an empty mark where the section will be (no height, and no gap of the page's spacing).
  if (ids.length === 0 || products.length === 0) return near ? null : <div ref={setMarker} className="!mt-0" />;
  return (
    <section aria-labelledby="recent-heading">
      <SectionHeading id="recent-heading" title={t(text.title)} subtitle={t(text.subtitle)} />
      <ProductStrip products={products} label={t(text.strip)} />
    </section>
  );
}
