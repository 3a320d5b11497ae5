import type { ProductCardData } from "~/src/core/shapes/product";
import { Countdown } from "./countdown";
import { ProductStrip } from "./product-strip";
import { SectionHeading } from "./section-heading";

/** Hot sale (§2, §9): discounted products (at most 20, chosen by the server) and the countdown. */
export function HotSaleStrip({ products }: { products: ProductCardData[] }) {
  return (
    <section
      aria-labelledby="hot-sale-heading"
      className="rounded-2xl border border-red-100 bg-gradient-to-br from-red-50 via-white to-amber-50 p-4 sm:p-6"
    >
      <SectionHeading
        id="hot-sale-heading"
        title="Hot Sale"
        subtitle="Deals end when the clock runs out."
        action={{ label: "View All Products", to: "/collections" }}
      >
        <Countdown />
      </SectionHeading>
      {products.length > 0 ? (
        <ProductStrip products={products} label="Hot sale products" />
      ) : (
        <p className="rounded-xl bg-white/70 px-4 py-10 text-center text-slate-600">No products available in this sale.</p>
      )}
    </section>
  );
}
