import type { ReactNode } from "react";
import { KIT_MAX_ITEMS, KIT_MIN_ITEMS } from "~/src/core/constants";
import { Breadcrumbs } from "~/src/web/components/ui/breadcrumbs";
import { buttonClasses } from "~/src/web/components/ui/button";
import { Skeleton } from "~/src/web/components/ui/skeleton";
import { useLocation } from "react-router";
import { Link, useNavigate } from "~/src/web/lib/localized-router";
import { readKitCheckoutState } from "~/src/web/features/kit-checkout/kit-checkout-state";
import { KitCheckout } from "~/src/web/features/kit-checkout/kit-checkout";
import { writeKitSelection } from "~/src/web/features/kit/kit-storage";
import { kitAmounts } from "~/src/web/features/kit/kit-totals";
import { toggleKitProduct } from "~/src/core/kit";
import type { ProductCardData } from "~/src/core/shapes/product";
import { useSession } from "~/src/web/shop/session";
import type { Route } from "./+types/kit-place-order";

export const meta: Route.MetaFunction = () => [
  { title: "Kit Checkout | Tinkerwala" },
  { name: "description", content: "Place the order for your custom Tinkerwala kit: delivery address and cash on delivery." },
  { name: "robots", content: "noindex" },
];

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <div className="mt-3 text-slate-600">{children}</div>
    </div>
  );
}

const primary = buttonClasses({ className: "mt-6" });

export default function KitPlaceOrderPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { token, ready } = useSession();
  const kit = readKitCheckoutState(location.state);

  let body: ReactNode;
  if (!kit) {
    body = (
      <Notice title="No kit to check out yet">
        <p>
          This page continues from the kit builder. Choose {KIT_MIN_ITEMS} to {KIT_MAX_ITEMS} parts there, confirm your kit, and you will land back
          here with it.
        </p>
        <Link to="/kit" className={primary}>
          Build your kit
        </Link>
      </Notice>
    );
  } else if (!ready) {
    body = <Skeleton tone="faint" className="h-96 rounded-xl" label="Loading checkout" />;
  } else if (!token) {
    body = (
      <Notice title="Please log in to place your kit order">
        <p>Your kit stays saved in the kit builder while you log in. Afterwards, open Build Your Own Kit and check out again.</p>
        <button
          type="button"
          className={primary}
          onClick={() => {
            writeKitSelection(kit.kit.map((product) => product._id));
            navigate("/login");
          }}
        >
          Log in
        </button>
      </Notice>
    );
  } else {
    // A hint's suggestion joins the kit here (within the 7–20 rule) with the amounts worked out again.
    const add = (product: ProductCardData) => {
      const next = toggleKitProduct(
        kit.kit.map((part) => part._id),
        product._id,
      );
      if (!next.ok || next.selection.length <= kit.kit.length) return;
      const parts = [...kit.kit, product];
      navigate(location.pathname, { replace: true, state: { kit: parts, ...kitAmounts(parts) } });
    };
    body = <KitCheckout kit={kit} onPlaced={() => navigate("/kit-orders", { replace: true })} onAdd={add} />;
  }

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <Breadcrumbs trail={[{ to: "/kit", label: "Build your own kit" }]} current="Checkout" />
      <h1 className="mb-6 mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">Kit checkout</h1>
      {body}
    </main>
  );
}
