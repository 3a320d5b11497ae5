import { Link } from "~/src/web/lib/localized-router";
import { paiseToRupees, rupeesToPaise } from "~/src/core/money";
import { Price } from "~/src/web/components/price";
import { ProductImage } from "~/src/web/components/product-image";
import { rupees } from "~/src/web/lib/format";
import type { ProductView } from "~/src/core/shapes/product";
import { QuantityControl } from "./quantity-control";
import { defineMessages } from "~/src/core/i18n";
import { useLocalizedText, useT } from "~/src/web/lib/i18n";

const text = defineMessages("cartPage.line", {
  onlyLeft: "Only {count} left in stock",
  outOfStock: "Out of stock: remove it to check out",
  lineTotal: "Line total",
});

interface CartLineProps {
  product: ProductView;
  quantity: number;
  onIncrease(): void;
  onUpdate(quantity: number): void;
  eager?: boolean;
}

/** One cart line: picture, name (to the product page), unit sale price, controls, line total. */
export function CartLine({ product, quantity, onIncrease, onUpdate, eager }: CartLineProps) {
  const href = `/product/${encodeURIComponent(product._id)}`;
  const t = useT();
  // Staff's Hindi name on Hindi pages (read loosely until the product shape carries it).
  const name = useLocalizedText()(product.name, (product as { nameHi?: string | null }).nameHi);
  return (
    <li className="flex gap-4 py-5 first:pt-0 last:pb-0">
      <Link to={href} className="block w-20 shrink-0 overflow-hidden rounded-lg border border-slate-200 sm:w-24" tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.image[0]} alt="" size={96} loading={eager ? "eager" : "lazy"} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <Link to={href} className="line-clamp-2 font-semibold text-slate-900 hover:text-brand-600">
            {name}
          </Link>
          <p className="text-xs text-slate-500">{product.category}</p>
          <Price amount={product.salePrice} original={product.price} discount={product.discount} size="sm" />
          {product.stock > 0 && product.stock < quantity && (
            <p className="text-xs font-medium text-sale">{t(text.onlyLeft, { count: product.stock })}</p>
          )}
          {product.stock <= 0 && <p className="text-xs font-medium text-sale">{t(text.outOfStock)}</p>}
          <div className="pt-1">
            <QuantityControl productName={name} quantity={quantity} onIncrease={onIncrease} onUpdate={onUpdate} />
          </div>
        </div>
        <p className="shrink-0 text-left sm:text-right">
          <span className="block text-xs text-slate-500">{t(text.lineTotal)}</span>
          <span className="text-base font-bold text-slate-900">{rupees(paiseToRupees(rupeesToPaise(product.salePrice) * quantity))}</span>
        </p>
      </div>
    </li>
  );
}
