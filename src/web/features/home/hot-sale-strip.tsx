import type { ProductCardData } from "~/src/core/shapes/product";
import { Countdown } from "./countdown";
import { ProductStrip } from "./product-strip";
import { SectionHeading } from "./section-heading";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("home.hotSale", {
  title: "Hot Sale",
  subtitle: "Deals end when the clock runs out.",
  viewAll: "View All Products",
  strip: "Hot sale products",
  empty: "No products available in this sale.",
});

/** Hot sale (§2, §9): discounted products (at most 20, chosen by the server) and the countdown. */
export function HotSaleStrip({ products }: { products: ProductCardData[] }) {
  const t = useT();
  return (
    <section
      aria-labelledby="hot-sale-heading"
      className="rounded-2xl border border-red-100 bg-gradient-to-br from-red-50 via-white to-amber-50 p-4 sm:p-6"
    >
      <SectionHeading id="hot-sale-heading" title={t(text.title)} subtitle={t(text.subtitle)} action={{ label: t(text.viewAll), to: "/collections" }}>
        <Countdown />
      </SectionHeading>
      {products.length > 0 ? (
        <ProductStrip products={products} label={t(text.strip)} />
      ) : (
        <p className="rounded-xl bg-white/70 px-4 py-10 text-center text-slate-600">{t(text.empty)}</p>
      )}
    </section>
  );
}
