import type { ProductCardData } from "~/src/core/shapes/product";
import { ProductStrip } from "./product-strip";
import { SectionHeading } from "./section-heading";
import { EmptyNote } from "~/src/web/components/ui/empty-state";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("home.bestSellers", {
  title: "Best Sellers",
  subtitle: "What school labs and makers order most.",
  viewAll: "View All",
  strip: "Best sellers",
  empty: "No products available.",
});

/** Best sellers (§9): the server picks in-stock best sellers, or else the first 10 in stock. */
export function BestSellerStrip({ products }: { products: ProductCardData[] }) {
  const t = useT();
  return (
    <section aria-labelledby="best-sellers-heading">
      <SectionHeading
        id="best-sellers-heading"
        title={t(text.title)}
        subtitle={t(text.subtitle)}
        action={{ label: t(text.viewAll), to: "/collections" }}
      />
      {products.length > 0 ? <ProductStrip products={products} label={t(text.strip)} /> : <EmptyNote>{t(text.empty)}</EmptyNote>}
    </section>
  );
}
