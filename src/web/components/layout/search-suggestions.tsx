import type { ProductSuggestion } from "~/src/core/shapes/product";
import { imageSrcSet } from "~/src/core/images";
import { rupees } from "~/src/web/lib/format";
import { BoxIcon } from "~/src/web/components/icons";
import type { Suggestions } from "./use-search-suggestions";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("searchSuggestions", { suggestions: "Suggestions", category: "Category" });

export type SuggestionOption = { href: string } & ({ kind: "product"; product: ProductSuggestion } | { kind: "category"; name: string });

/** Products first, then categories: the order arrow keys walk through. */
export function suggestionOptions(suggestions: Suggestions | null): SuggestionOption[] {
  if (!suggestions) return [];
  return [
    ...suggestions.products.map((product) => ({ kind: "product" as const, product, href: `/product/${encodeURIComponent(product._id)}` })),
    ...suggestions.categories.map(({ name }) => ({ kind: "category" as const, name, href: `/collections?category=${encodeURIComponent(name)}` })),
  ];
}

export const optionId = (listboxId: string, index: number) => `${listboxId}-${index}`;

/**
 * The suggestions under the header's search box: an ARIA listbox whose active option the box points
 * at (aria-activedescendant), so focus stays in the box while arrow keys move. Pressing the mouse on
 * the list does not take the focus away either, so a click picks the option it lands on.
 */
export function SearchSuggestions({
  id,
  options,
  active,
  onPick,
}: {
  id: string;
  options: SuggestionOption[];
  active: number;
  onPick: (option: SuggestionOption) => void;
}) {
  const t = useT();
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t(text.suggestions)}
      onMouseDown={(event) => event.preventDefault()}
      className="absolute left-0 right-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
    >
      {options.map((option, index) => (
        <li
          key={option.href}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          onClick={() => onPick(option)}
          className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-50"}`}
        >
          {option.kind === "product" ? <ProductLine product={option.product} /> : <CategoryLine name={option.name} />}
        </li>
      ))}
    </ul>
  );
}

function ProductLine({ product }: { product: ProductSuggestion }) {
  return (
    <>
      <span className="flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-100 bg-white">
        {product.image ? (
          <img
            src={product.image}
            srcSet={imageSrcSet(product.image)}
            sizes="40px"
            alt=""
            width={40}
            height={40}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-contain"
          />
        ) : (
          <BoxIcon width={20} height={20} className="text-slate-300" />
        )}
      </span>
      <span className="line-clamp-2 min-w-0 flex-1">{product.name}</span>
      <span className="shrink-0 font-semibold text-slate-900">{rupees(product.salePrice)}</span>
    </>
  );
}

function CategoryLine({ name }: { name: string }) {
  const t = useT();
  return (
    <>
      <span className="shrink-0 rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {t(text.category)}
      </span>
      <span className="min-w-0 flex-1 truncate">{name}</span>
    </>
  );
}
