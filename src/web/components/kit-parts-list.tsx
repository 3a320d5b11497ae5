import type { ReactNode } from "react";
import { Link } from "~/src/web/lib/localized-router";
import { defineMessages } from "~/src/core/i18n";
import { rupees } from "~/src/web/lib/format";
import { useLocalizedText, useT } from "~/src/web/lib/i18n";

const text = defineMessages("kitParts", { list: "Products in this kit" });

/** A kit's product as both the kit checkout and a placed kit order show it. */
export interface KitPart {
  _id: string;
  name: string;
  image: string[];
  price: number;
  discount: number;
  salePrice: number;
  /** Staff's Hindi name, shown on Hindi pages where there is one (a placed order's lines carry none). */
  nameHi?: string;
}

/**
 * The products of a kit, one row each: picture, name, a line of detail and the price after the product's own
 * discount. `linked` makes names links to the product pages (a placed order); `struckPrice` shows the price
 * before the discount beside it (checkout).
 */
export function KitPartsList({
  parts,
  detail,
  linked = false,
  struckPrice = false,
  className = "",
}: {
  parts: Array<{ product: KitPart; quantity: number }>;
  detail: (part: KitPart, quantity: number) => ReactNode;
  linked?: boolean;
  struckPrice?: boolean;
  className?: string;
}) {
  const size = linked ? 56 : 48;
  const t = useT();
  const localized = useLocalizedText();
  return (
    <ul className={`divide-y divide-slate-100 ${className}`} aria-label={t(text.list)}>
      {parts.map(({ product, quantity }) => {
        const name = localized(product.name, product.nameHi);
        return (
          <li key={product._id} className={`flex items-center gap-3 ${linked ? "py-3" : "py-2.5"}`}>
            <span className="relative shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-50" style={{ width: size, height: size }}>
              {product.image[0] && (
                <img
                  src={product.image[0]}
                  alt={name}
                  width={size}
                  height={size}
                  loading="lazy"
                  className="absolute inset-0 h-full w-full object-contain p-1"
                />
              )}
            </span>
            <span className="min-w-0 flex-1">
              {linked ? (
                <Link to={`/product/${product._id}`} className="line-clamp-2 text-sm font-medium text-slate-900 hover:text-brand-600">
                  {name}
                </Link>
              ) : (
                <span className="line-clamp-2 text-sm font-medium text-slate-800">{name}</span>
              )}
              <span className="text-xs text-slate-500">{detail(product, quantity)}</span>
            </span>
            <span className="shrink-0 text-right text-sm">
              <span className="block font-semibold text-slate-900">{rupees(product.salePrice)}</span>
              {struckPrice && product.discount > 0 && <span className="block text-xs text-slate-400 line-through">{rupees(product.price)}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
