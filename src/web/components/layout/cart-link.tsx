import { NavLink } from "~/src/web/lib/localized-router";
import { cartCount } from "~/src/core/cart";
import { useCart } from "~/src/web/shop/cart";
import { useSession } from "~/src/web/shop/session";
import { CartIcon } from "~/src/web/components/icons";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("cartLink", { cart: "{count, plural, one {Cart, # item} other {Cart, # items}}" });

/** The header's cart icon with the number of items (§2). */
export function CartLink() {
  const { token, ready } = useSession();
  const cart = useCart();
  const count = ready && token ? cartCount(cart.data) : 0;
  const label = useT()(text.cart, { count });
  return (
    <NavLink
      to="/cart"
      aria-label={label}
      className={({ isActive }) =>
        `relative flex h-10 w-10 items-center justify-center rounded-full transition hover:bg-slate-100 ${isActive ? "text-brand-700" : "text-slate-700"}`
      }
    >
      <CartIcon />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-sale px-1 text-[11px] font-bold leading-none text-white ring-2 ring-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </NavLink>
  );
}
