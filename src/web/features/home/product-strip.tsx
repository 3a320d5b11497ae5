import { useRef } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/icons";
import { ProductCard } from "../../components/product-card";
import type { ProductCardData } from "../../../core/shapes/product";

/** A sideways-scrolling row of product cards, with scroll buttons for mouse users. */
export function ProductStrip({ products, label }: { products: ProductCardData[]; label: string }) {
  const listRef = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: "smooth" });
  };
  return (
    <div className="relative">
      <ul
        ref={listRef}
        aria-label={label}
        className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto scroll-smooth px-4 pb-3 [scrollbar-width:thin] sm:mx-0 sm:scroll-px-0 sm:gap-4 sm:px-0"
      >
        {products.map((product) => (
          <li key={product._id} className="w-[44%] max-w-56 shrink-0 snap-start sm:w-52 lg:w-56">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      {products.length > 4 && (
        <>
          <button
            type="button"
            onClick={() => scroll(-1)}
            aria-label={`Scroll ${label} left`}
            className="absolute -left-4 top-[30%] hidden h-10 w-10 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-md hover:bg-slate-50 lg:flex"
          >
            <ChevronLeftIcon width={20} height={20} />
          </button>
          <button
            type="button"
            onClick={() => scroll(1)}
            aria-label={`Scroll ${label} right`}
            className="absolute -right-4 top-[30%] hidden h-10 w-10 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-md hover:bg-slate-50 lg:flex"
          >
            <ChevronRightIcon width={20} height={20} />
          </button>
        </>
      )}
    </div>
  );
}
