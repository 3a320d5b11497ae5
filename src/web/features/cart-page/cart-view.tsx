import { Link } from "~/src/web/lib/localized-router";
import { cartCount } from "~/src/core/cart";
import { CartIcon } from "~/src/web/components/icons";
import { buttonClasses } from "~/src/web/components/ui/button";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { Skeleton, SkeletonGroup } from "~/src/web/components/ui/skeleton";
import { rupees } from "~/src/web/lib/format";
import { useCart, useCartActions } from "~/src/web/shop/cart";
import { CartLine } from "./cart-line";
import { CartSummary } from "./cart-summary";
import { useStableOrder } from "./use-stable-order";
import { LoadError } from "~/src/web/components/load-error";
import { defineMessages } from "~/src/core/i18n";
import { useLocalizedText, useT } from "~/src/web/lib/i18n";

const text = defineMessages("cartPage.view", {
  loading: "Loading your cart",
  loadFailed: "We could not load your cart.",
  emptyTitle: "Your cart is empty",
  emptyMessage: "Sensors, boards, motors and more are waiting for your next project.",
  cartTotal: "Cart total:",
  browse: "Browse components",
  onlyLeft: "Only {count} of {name} left. Lower the quantity before you check out.",
  outOfStock: "{name} is out of stock. Remove it before you check out.",
  items: "Items in your cart",
  continueShopping: "← Continue shopping",
});

/** The logged-in user's cart: lines with §4 controls and the server's totals. */
export function CartView() {
  const cart = useCart();
  const { addToCart, updateQuantity } = useCartActions();
  const items = useStableOrder((cart.data?.items ?? []).filter((item) => item.quantity > 0));
  const t = useT();
  const localized = useLocalizedText();

  if (cart.isPending) {
    return (
      <SkeletonGroup label={t(text.loading)} className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Skeleton tone="panel" className="h-72 rounded-xl" />
        <Skeleton tone="panel" className="h-56 rounded-xl" />
      </SkeletonGroup>
    );
  }

  if (cart.isError) {
    return <LoadError title={t(text.loadFailed)} message={cart.error.message} onRetry={() => cart.refetch()} />;
  }

  if (items.length === 0) {
    return (
      <EmptyState icon={<CartIcon width={28} height={28} />} title={t(text.emptyTitle)} message={t(text.emptyMessage)}>
        <p className="mt-4 text-sm text-slate-500">
          {/* The server's total once it has seen the empty cart; 0.00 while the last removal is on its way (§9). */}
          {t(text.cartTotal)} <span className="font-semibold text-slate-700">{rupees(cart.data.items.length === 0 ? cart.data.total : 0)}</span>
        </p>
        <Link to="/collections" className={buttonClasses({ className: "mt-6 shadow-sm" })}>
          {t(text.browse)}
        </Link>
      </EmptyState>
    );
  }

  const short = items.find((item) => item.product.stock < item.quantity);
  const shortName = short ? localized(short.product.name, (short.product as { nameHi?: string | null }).nameHi) : "";
  const notice = short
    ? short.product.stock > 0
      ? t(text.onlyLeft, { count: short.product.stock, name: shortName })
      : t(text.outOfStock, { name: shortName })
    : null;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <section aria-label={t(text.items)} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <ul className="divide-y divide-slate-200">
          {items.map((item, index) => (
            <CartLine
              key={item._id}
              product={item.product}
              quantity={item.quantity}
              eager={index < 3}
              onIncrease={() => addToCart(item._id)}
              onUpdate={(quantity) => updateQuantity(item._id, quantity)}
            />
          ))}
        </ul>
        <Link to="/collections" className="mt-6 inline-block text-sm font-semibold text-brand-600 hover:text-brand-700">
          {t(text.continueShopping)}
        </Link>
      </section>
      <CartSummary
        subtotal={cart.data.subtotal}
        deliveryFee={cart.data.deliveryFee}
        total={cart.data.total}
        itemCount={cartCount(cart.data)}
        notice={notice}
      />
    </div>
  );
}
