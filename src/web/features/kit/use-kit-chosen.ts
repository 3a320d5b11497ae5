import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { ProductCardData } from "~/src/core/shapes/product";
import { queryKeys } from "~/src/web/lib/query-keys";
import { fetchKitProducts } from "./kit-api";

interface ChosenOptions {
  selection: string[];
  /** True once the stored selection has been read (after hydration). */
  restored: boolean;
  /** The parts on the page being shown: what a click can add, so no request is needed for it. */
  pageProducts: ProductCardData[];
  retain(keep: (id: string) => boolean): void;
}

/**
 * The selected parts' data, whatever page is shown. Parts picked here come from the pages seen; a
 * selection restored from storage is asked for by id once, and parts no longer sold or sold out since
 * are dropped from it (a kit holds only parts in stock).
 */
export function useKitChosen({ selection, restored, pageProducts, retain }: ChosenOptions) {
  const [seen, setSeen] = useState<ReadonlyMap<string, ProductCardData>>(() => new Map());
  const [restoredIds, setRestoredIds] = useState<string[] | null>(null);

  useEffect(() => {
    if (restored) setRestoredIds((current) => current ?? selection);
  }, [restored, selection]);

  const stored = useQuery({
    queryKey: queryKeys.productsByIds(restoredIds ?? []),
    queryFn: ({ signal }) => fetchKitProducts(restoredIds!, signal),
    enabled: Boolean(restoredIds?.length),
    staleTime: 30_000,
  });

  // Newer data wins: the restored parts when they arrive, then every page shown after.
  useEffect(() => setSeen((current) => remember(current, stored.data ?? [])), [stored.data]);
  useEffect(() => setSeen((current) => remember(current, pageProducts)), [pageProducts]);

  useEffect(() => {
    if (!stored.data || !restoredIds) return;
    const inStock = new Set(stored.data.filter((product) => product.stock > 0).map((product) => product._id));
    retain((id) => !restoredIds.includes(id) || inStock.has(id));
  }, [stored.data, restoredIds, retain]);

  // A part seen sold out is not counted, even before the restored selection is cleaned up.
  const chosen = useMemo(() => selection.flatMap((id) => seen.get(id) ?? []).filter((product) => product.stock > 0), [selection, seen]);
  return {
    chosen,
    /** Some selected parts are still being fetched: totals are not final yet. */
    loading: chosen.length < selection.length && !stored.isError,
    failed: stored.isError,
    retry: () => void stored.refetch(),
    /** A part added from elsewhere than the page (a hint's suggestion): its data is known before it is picked. */
    learn: (product: ProductCardData) => setSeen((current) => remember(current, [product])),
  };
}

function remember(current: ReadonlyMap<string, ProductCardData>, products: ProductCardData[]): ReadonlyMap<string, ProductCardData> {
  if (products.length === 0) return current;
  const next = new Map(current);
  for (const product of products) next.set(product._id, product);
  return next;
}
