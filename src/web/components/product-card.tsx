import { Link } from "react-router";
import type { ProductCardData } from "~/src/core/shapes/product";
import { Price } from "./price";
import { ProductImage } from "./product-image";
import { RatingStars } from "./rating-stars";

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
  const inStock = product.stock > 0;
  const image = <ProductImage src={product.image[0]} alt={product.name} loading={imageLoading} className="rounded-t-xl border-b border-slate-100" />;
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
            Bestseller
          </span>
        )}
        {!inStock && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-center">
            <p className="rounded-md bg-slate-900 px-3 py-1 text-sm font-bold text-white">Out Of Stock</p>
            <p className="rounded bg-white/90 px-1.5 text-xs font-medium text-slate-800">Check availability options</p>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="truncate text-[11px] font-medium uppercase tracking-wide text-slate-500">{product.category}</p>
        <h3 className="line-clamp-2 min-h-[2.5rem] text-sm font-semibold leading-5 text-slate-900 group-hover:text-brand-700">{product.name}</h3>
        {/* Stars only from published reviews: a product nobody reviewed shows none rather than an empty rating. */}
        {product.reviews > 0 && (
          <div className="flex items-center gap-1">
            <RatingStars rating={product.rating} showValue />
            <span className="text-xs text-slate-500" aria-hidden="true">
              ({product.reviews})
            </span>
            <span className="sr-only">{product.reviews === 1 ? "1 rating" : `${product.reviews} ratings`}</span>
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
        aria-label={`${product.name}, out of stock`}
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
