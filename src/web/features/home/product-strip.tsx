import { useRef, useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "~/src/web/components/icons";
import { ProductCard } from "~/src/web/components/product-card";
import type { ProductCardData } from "~/src/core/shapes/product";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("home.strip", { left: "Scroll {label} left", right: "Scroll {label} right" });

/** Cards the server renders: a desktop row is five and a bit, a phone shows two. */
export const FIRST_CARDS = 6;

/**
 * A sideways-scrolling row of product cards, with scroll buttons for mouse users. Only the first row is
 * in the page's HTML (the hot sale's 20 cards were two thirds of the home page's DOM); the rest are
 * rendered as soon as the visitor reaches for the strip: pointer over it, a touch, a scroll, or focus.
 */
export function ProductStrip({ products, label }: { products: ProductCardData[]; label: string }) {
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);
  const [showAll, setShowAll] = useState(products.length <= FIRST_CARDS);
  const reveal = () => setShowAll(true);
  const shown = showAll ? products : products.slice(0, FIRST_CARDS);
  const scroll = (direction: 1 | -1) => {
    reveal();
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: "smooth" });
  };
  return (
    <div className="relative" onPointerEnter={showAll ? undefined : reveal}>
      <ul
        ref={listRef}
        aria-label={label}
        onScroll={showAll ? undefined : reveal}
        onTouchStart={showAll ? undefined : reveal}
        onFocus={showAll ? undefined : reveal}
        className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto scroll-smooth px-4 pb-3 [scrollbar-width:thin] sm:mx-0 sm:scroll-px-0 sm:gap-4 sm:px-0"
      >
        {shown.map((product) => (
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
            aria-label={t(text.left, { label })}
            className="absolute -left-4 top-[30%] hidden h-10 w-10 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-md hover:bg-slate-50 lg:flex"
          >
            <ChevronLeftIcon width={20} height={20} />
          </button>
          <button
            type="button"
            onClick={() => scroll(1)}
            aria-label={t(text.right, { label })}
            className="absolute -right-4 top-[30%] hidden h-10 w-10 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-md hover:bg-slate-50 lg:flex"
          >
            <ChevronRightIcon width={20} height={20} />
          </button>
        </>
      )}
    </div>
  );
}
