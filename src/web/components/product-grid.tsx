import type { ReactNode } from "react";
import type { ProductCardData } from "~/src/core/shapes/product";
import { ProductCard } from "./product-card";
import { EmptyNote } from "~/src/web/components/ui/empty-state";

interface ProductGridProps {
  products: ProductCardData[];
  /** Shown instead of the grid when there are no products. */
  empty?: ReactNode;
  /** How many leading cards load their picture at once (those in the first screen). */
  eagerCount?: number;
  /** Wider layouts can show more columns. */
  columns?: "default" | "wide";
  label?: string;
}

const columnClasses = {
  default: "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4",
  wide: "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5",
};

/** A responsive grid of product cards (two across on a 360 px phone). */
export function ProductGrid({ products, empty, eagerCount = 0, columns = "default", label }: ProductGridProps) {
  if (products.length === 0) {
    return empty ? <EmptyNote as="div">{empty}</EmptyNote> : null;
  }
  return (
    <ul className={`grid gap-3 sm:gap-4 ${columnClasses[columns]}`} aria-label={label}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} imageLoading={index < eagerCount ? "eager" : "lazy"} />
        </li>
      ))}
    </ul>
  );
}
