import { Link } from "~/src/web/lib/localized-router";
import { defineMessages } from "~/src/core/i18n";
import type { ProductCardData } from "~/src/core/shapes/product";
import { useLocalizedText, useT } from "~/src/web/lib/i18n";
import { Price } from "./price";
import { ProductImage } from "./product-image";
import { RatingStars } from "./rating-stars";

const text = defineMessages("productCard", {
  bestseller: "Bestseller",
  outOfStock: "Out Of Stock",
  checkAvailability: "Check availability options",
  ratings: "{count, plural, =1 {1 rating} other {{count} ratings}}",
  outOfStockLabel: "{name}, out of stock",
});

interface ProductCardProps {
  product: ProductCardData;
  /** "eager" for cards in the first screen. */
  imageLoading?: "eager" | "lazy";
}

/**
 * A product in a grid or strip. In stock: the whole card links to /product/{id}.
 * Out of stock (§4): its picture dimmed under "Out Of Stock" and "Check availability options" in words, and it links nowhere.
 */
export function ProductCard({ product, imageLoading = "lazy" }: ProductCardProps) {
  const t = useT();
  // Staff's Hindi name on Hindi pages (issue 33), the English name where there is none.
  const name = useLocalizedText()(product.name, (product as { nameHi?: string | null }).nameHi);
  const inStock = product.stock > 0;
  const image = <ProductImage src={product.image[0]} alt={name} loading={imageLoading} className="rounded-t-xl border-b border-slate-100" />;
  const body = (
    <>
      <div className="relative">
        {/* Out of stock (§4): the picture is dimmed, never the words, which keep their contrast (WCAG 1.4.3). */}
        {inStock ? image : <div className="opacity-50 grayscale">{image}</div>}
        {inStock && product.discount > 0 && (
          <span className="absolute left-2 top-2 rounded-md bg-sale px-2 py-0.5 text-xs font-bold text-white shadow-sm">
            -{Math.round(product.discount)}%
          </span>
        )}
        {inStock && product.bestSeller && (
          <span className="absolute right-2 top-2 rounded-md bg-accent-400 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-slate-900">
            {t(text.bestseller)}
          </span>
        )}
        {!inStock && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-center">
            <p className="rounded-md bg-slate-900 px-3 py-1 text-sm font-bold text-white">{t(text.outOfStock)}</p>
            <p className="rounded bg-white/90 px-1.5 text-xs font-medium text-slate-800">{t(text.checkAvailability)}</p>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="truncate text-[11px] font-medium uppercase tracking-wide text-slate-500">{product.category}</p>
        <h3 className="line-clamp-2 min-h-[2.5rem] text-sm font-semibold leading-5 text-slate-900 group-hover:text-brand-700">{name}</h3>
        {/* Stars only from published reviews: a product nobody reviewed shows none rather than an empty rating. */}
        {product.reviews > 0 && (
          <div className="flex items-center gap-1">
            <RatingStars rating={product.rating} showValue />
            <span className="text-xs text-slate-500" aria-hidden="true">
              ({product.reviews})
            </span>
            <span className="sr-only">{t(text.ratings, { count: product.reviews })}</span>
          </div>
        )}
        <Price
          amount={product.salePrice}
          original={product.discount > 0 ? product.price : undefined}
          discount={product.discount}
          size="sm"
          className="mt-auto pt-1"
        />
      </div>
    </>
  );

  if (!inStock) {
    return (
      <article
        aria-label={t(text.outOfStockLabel, { name })}
        className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-slate-50"
      >
        {body}
      </article>
    );
  }

  return (
    <article className="relative h-full">
      <Link
        to={`/product/${encodeURIComponent(product._id)}`}
        className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
      >
        {body}
      </Link>
    </article>
  );
}
