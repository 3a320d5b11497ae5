import { useState } from "react";
import { useNavigate } from "~/src/web/lib/localized-router";
import { CartIcon } from "~/src/web/components/icons";
import type { ProductView } from "~/src/core/shapes/product";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { useCart, useCartActions } from "~/src/web/shop/cart";

const text = defineMessages("product.buy", {
  outOfStock: "Out Of Stock",
  buyNow: "Buy Now",
  addToCart: "Add to cart",
  added: "Added ({count})",
});

/**
 * Add to cart and Buy Now (§2, §4). Visitors get 'Please Login' from addToCart. Once pressed the
 * button reads 'Added (n)': how many are now in the cart (or presses here, before the cart loads).
 */
export function BuyBox({ product }: { product: ProductView }) {
  const t = useT();
  const { addToCart } = useCartActions();
  const cart = useCart();
  const navigate = useNavigate();
  const [presses, setPresses] = useState(0);
  const inStock = product.stock > 0;
  const inCart = cart.data?.cartData[product._id] ?? 0;
  const added = presses > 0 ? Math.max(inCart, presses) : 0;

  if (!inStock) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" disabled className="h-12 w-full sm:flex-1 cursor-not-allowed rounded-xl bg-slate-200 px-6 font-semibold text-slate-500">
          {t(text.outOfStock)}
        </button>
        <button
          type="button"
          disabled
          className="h-12 w-full sm:flex-1 cursor-not-allowed rounded-xl border border-slate-200 bg-white px-6 font-semibold text-slate-400"
        >
          {t(text.buyNow)}
        </button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <button
        type="button"
        onClick={() => {
          if (addToCart(product._id)) setPresses((count) => count + 1);
        }}
        className={`flex h-12 w-full sm:flex-1 items-center justify-center gap-2 rounded-xl px-6 font-semibold shadow-sm transition ${
          added > 0 ? "border-2 border-ok bg-green-50 text-ok hover:bg-green-100" : "bg-brand-600 text-white hover:bg-brand-700"
        }`}
      >
        <CartIcon width={20} height={20} />
        {added > 0 ? t(text.added, { count: added }) : t(text.addToCart)}
      </button>
      <button
        type="button"
        onClick={() => {
          if (addToCart(product._id)) void navigate("/cart");
        }}
        className="h-12 w-full sm:flex-1 rounded-xl bg-accent-400 px-6 font-semibold text-slate-900 shadow-sm transition hover:bg-accent-500"
      >
        {t(text.buyNow)}
      </button>
    </div>
  );
}
