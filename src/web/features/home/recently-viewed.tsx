import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { queryKeys } from "../../lib/query-keys";
import { readRecentlyViewed } from "../../shop/recently-viewed";
import { fetchProductsByIds } from "./home-api";
import { ProductStrip } from "./product-strip";
import { SectionHeading } from "./section-heading";

/** Recently viewed (§3): the ids kept in this browser, newest first, loaded after the page shows. */
export function RecentlyViewed() {
  const [ids, setIds] = useState<string[]>([]);
  useEffect(() => setIds(readRecentlyViewed()), []);
  const query = useQuery({
    queryKey: queryKeys.productsByIds(ids),
    queryFn: ({ signal }) => fetchProductsByIds(ids, signal),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });
  const products = query.data?.products ?? [];
  if (ids.length === 0 || products.length === 0) return null;
  return (
    <section aria-labelledby="recent-heading">
      <SectionHeading id="recent-heading" title="Recently Viewed" subtitle="Pick up where you left off." />
      <ProductStrip products={products} label="Recently viewed products" />
    </section>
  );
}
