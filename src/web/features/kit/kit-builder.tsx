import { useEffect, useMemo, useState } from "react";
import { isKitSizeValid, KIT_SIZE_MESSAGE } from "../../../core/kit";
import type { ProductView } from "../../../core/shapes/product";
import { KitConfirmDialog } from "./kit-confirm-dialog";
import { KitFilters } from "./kit-filters";
import { KitProductCard } from "./kit-product-card";
import { KitSummary } from "./kit-summary";
import { kitAmounts, type KitAmounts } from "./kit-totals";
import { useKitSelection } from "./use-kit-selection";
import { EmptyNote } from "../../components/ui/empty-state";

interface KitBuilderProps {
  products: ProductView[];
  /** Called after Yes, with the chosen products in the order they were picked. */
  onConfirm(kit: ProductView[], amounts: KitAmounts): void;
}

export function KitBuilder({ products, onConfirm }: KitBuilderProps) {
  const { selection, restored, toggle, retain, clear } = useKitSelection();
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const byId = useMemo(() => new Map(products.map((product) => [product._id, product])), [products]);
  const categories = useMemo(() => [...new Set(products.map((product) => product.category))], [products]);

  // A stored selection may name parts sold out or removed since; they cannot be in a kit.
  useEffect(() => {
    if (restored) retain((id) => (byId.get(id)?.stock ?? 0) > 0);
  }, [restored, byId, retain]);

  const chosen = useMemo(() => selection.map((id) => byId.get(id)).filter((product): product is ProductView => Boolean(product)), [selection, byId]);
  const amounts = useMemo(() => kitAmounts(chosen), [chosen]);

  useEffect(() => setMessage(null), [chosen.length]);

  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return products
      .filter((product) => (!category || product.category === category) && (!needle || product.name.toLowerCase().includes(needle)))
      .sort((a, b) => Number(b.stock > 0) - Number(a.stock > 0));
  }, [products, search, category]);

  const selectedIds = useMemo(() => new Set(selection), [selection]);

  const checkout = () => {
    if (!isKitSizeValid(chosen.length)) {
      setMessage(KIT_SIZE_MESSAGE);
      return;
    }
    setConfirming(true);
  };

  const confirm = () => {
    const kit = chosen;
    setConfirming(false);
    clear();
    onConfirm(kit, amounts);
  };

  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
      <section aria-label="Choose parts" className="min-w-0 flex-1">
        <KitFilters
          search={search}
          onSearch={setSearch}
          category={category}
          onCategory={setCategory}
          categories={categories}
          resultCount={visible.length}
        />
        {visible.length === 0 ? (
          <EmptyNote as="div" className="mt-6">
            <p className="font-semibold text-slate-800">No parts match your search.</p>
            <button
              type="button"
              onClick={() => {
                setSearch("");
                setCategory("");
              }}
              className="mt-3 text-sm font-semibold text-brand-600 hover:text-brand-700"
            >
              Show all parts
            </button>
          </EmptyNote>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4" aria-label="Parts">
            {visible.map((product, index) => (
              <li key={product._id}>
                <KitProductCard product={product} selected={selectedIds.has(product._id)} onToggle={toggle} eager={index < 8} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* Sticks to the bottom of the screen on phones while the parts scroll by, then rests above the footer. */}
      <div className="sticky bottom-0 z-30 -mx-4 sm:-mx-6 lg:top-24 lg:bottom-auto lg:z-auto lg:mx-0 lg:w-80 lg:shrink-0 xl:w-96">
        <KitSummary products={chosen} amounts={amounts} message={message} onRemove={toggle} onCheckout={checkout} />
      </div>
      {confirming && <KitConfirmDialog count={chosen.length} amounts={amounts} onNo={() => setConfirming(false)} onYes={confirm} />}
    </div>
  );
}
