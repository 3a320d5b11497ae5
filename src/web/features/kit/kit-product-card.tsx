import { Price } from "~/src/web/components/price";
import { ProductImage } from "~/src/web/components/product-image";
import type { ProductCardData } from "~/src/core/shapes/product";
import { defineMessages } from "~/src/core/i18n";
import { useLocalizedText, useT } from "~/src/web/lib/i18n";

const text = defineMessages("kit.card", {
  outOfStock: "Out Of Stock",
  cannotAdd: "Cannot be added to a kit",
  inKit: "In your kit",
  notInKit: "Not in your kit",
  outOfStockState: "Out of stock",
});

interface KitProductCardProps {
  product: ProductCardData;
  selected: boolean;
  onToggle(productId: string): void;
  /** Images of the first rows load at once; the rest lazily. */
  eager?: boolean;
}

/**
 * A catalog card that toggles in and out of the kit (aria-pressed). Out-of-stock parts cannot be chosen. The
 * toggle is the product's name (so its accessible name is exactly what it shows, WCAG 2.5.3), stretched over the
 * whole card so a tap anywhere on it toggles; the picture is decoration beside it, the price and category plain text.
 */
export function KitProductCard({ product, selected, onToggle, eager }: KitProductCardProps) {
  const inStock = product.stock > 0;
  const t = useT();
  const localized = useLocalizedText();
  return (
    <div
      className={`group relative flex h-full w-full flex-col overflow-hidden rounded-xl border bg-white text-left shadow-sm transition ${
        selected
          ? "border-brand-500 ring-2 ring-brand-500"
          : "border-slate-200 hover:border-brand-200 hover:shadow-md has-[:focus-visible]:border-brand-500 has-[:focus-visible]:shadow-md"
      }`}
    >
      <ProductImage
        src={product.image[0]}
        alt=""
        loading={eager ? "eager" : "lazy"}
        size={240}
        className={`border-b border-slate-100 ${inStock ? "" : "opacity-50 grayscale"}`}
      />
      {!inStock && (
        <span className="absolute inset-x-0 top-0 flex aspect-square flex-col items-center justify-center gap-1 px-2 text-center">
          <span className="rounded-md bg-slate-900/85 px-2 py-1 text-xs font-bold uppercase tracking-wide text-white">{t(text.outOfStock)}</span>
          <span className="rounded bg-white/90 px-1.5 text-[11px] font-medium text-slate-800">{t(text.cannotAdd)}</span>
        </span>
      )}
      {inStock && (
        <span
          aria-hidden="true"
          className={`absolute right-2 top-2 flex h-7 w-7 items-center justify-center rounded-full border-2 text-sm font-bold transition ${
            selected ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-transparent group-hover:border-brand-500"
          }`}
        >
          ✓
        </span>
      )}
      <span className="flex flex-1 flex-col gap-1 p-3">
        <button
          type="button"
          aria-pressed={inStock ? selected : undefined}
          aria-describedby={`kit-card-${product._id}-state`}
          disabled={!inStock}
          onClick={() => onToggle(product._id)}
          className="line-clamp-2 rounded text-left text-sm font-semibold leading-snug text-slate-900 after:absolute after:inset-0 after:content-[''] disabled:cursor-not-allowed"
        >
          {localized(product.name, product.nameHi)}
        </button>
        <span className="mt-auto pt-1">
          <Price amount={product.salePrice} original={product.price} discount={product.discount} size="sm" />
        </span>
        <span className="text-xs text-slate-500">{product.category}</span>
        <span id={`kit-card-${product._id}-state`} className="sr-only">
          {inStock ? (selected ? t(text.inKit) : t(text.notInKit)) : t(text.outOfStockState)}
        </span>
      </span>
    </div>
  );
}
