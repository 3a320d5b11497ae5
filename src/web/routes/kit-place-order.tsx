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
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("kitPlaceOrderPage", {
  metaTitle: "Kit Checkout | Tinkerwala",
  metaDescription: "Place the order for your custom Tinkerwala kit: delivery address and cash on delivery.",
  noKitTitle: "No kit to check out yet",
  noKitText: "This page continues from the kit builder. Choose {min} to {max} parts there, confirm your kit, and you will land back here with it.",
  build: "Build your kit",
  loading: "Loading checkout",
  logInTitle: "Please log in to place your kit order",
  logInText: "Your kit stays saved in the kit builder while you log in. Afterwards, open Build Your Own Kit and check out again.",
  logIn: "Log in",
  builder: "Build your own kit",
  checkout: "Checkout",
  heading: "Kit checkout",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }, { name: "robots", content: "noindex" }];
};

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
  const t = useT();
  const kit = readKitCheckoutState(location.state);

  let body: ReactNode;
  if (!kit) {
    body = (
      <Notice title={t(text.noKitTitle)}>
        <p>{t(text.noKitText, { min: KIT_MIN_ITEMS, max: KIT_MAX_ITEMS })}</p>
        <Link to="/kit" className={primary}>
          {t(text.build)}
        </Link>
      </Notice>
    );
  } else if (!ready) {
    body = <Skeleton tone="faint" className="h-96 rounded-xl" label={t(text.loading)} />;
  } else if (!token) {
    body = (
      <Notice title={t(text.logInTitle)}>
        <p>{t(text.logInText)}</p>
        <button
          type="button"
          className={primary}
          onClick={() => {
            writeKitSelection(kit.kit.map((product) => product._id));
            navigate("/login");
          }}
        >
          {t(text.logIn)}
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
      <Breadcrumbs trail={[{ to: "/kit", label: t(text.builder) }]} current={t(text.checkout)} />
      <h1 className="mb-6 mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t(text.heading)}</h1>
      {body}
    </main>
  );
}
