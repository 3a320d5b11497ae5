import { Link } from "react-router";
import { paiseToRupees, rupeesToPaise } from "~/src/core/money";
import { Price } from "~/src/web/components/price";
import { ProductImage } from "~/src/web/components/product-image";
import { rupees } from "~/src/web/lib/format";
import type { ProductView } from "~/src/core/shapes/product";
import { QuantityControl } from "./quantity-control";

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
  return (
    <li className="flex gap-4 py-5 first:pt-0 last:pb-0">
      <Link to={href} className="block w-20 shrink-0 overflow-hidden rounded-lg border border-slate-200 sm:w-24" tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.image[0]} alt="" size={96} loading={eager ? "eager" : "lazy"} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <Link to={href} className="line-clamp-2 font-semibold text-slate-900 hover:text-brand-600">
            {product.name}
          </Link>
          <p className="text-xs text-slate-500">{product.category}</p>
          <Price amount={product.salePrice} original={product.price} discount={product.discount} size="sm" />
          {product.stock > 0 && product.stock < quantity && <p className="text-xs font-medium text-sale">Only {product.stock} left in stock</p>}
          {product.stock <= 0 && <p className="text-xs font-medium text-sale">Out of stock: remove it to check out</p>}
          <div className="pt-1">
            <QuantityControl productName={product.name} quantity={quantity} onIncrease={onIncrease} onUpdate={onUpdate} />
          </div>
        </div>
        <p className="shrink-0 text-left sm:text-right">
          <span className="block text-xs text-slate-500">Line total</span>
          <span className="text-base font-bold text-slate-900">{rupees(paiseToRupees(rupeesToPaise(product.salePrice) * quantity))}</span>
        </p>
      </div>
    </li>
  );
}
