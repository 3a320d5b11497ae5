import type { ProductCardData } from "~/src/core/shapes/product";
import { ProductStrip } from "./product-strip";
import { SectionHeading } from "./section-heading";
import { EmptyNote } from "~/src/web/components/ui/empty-state";

/** Best sellers (§9): the server picks in-stock best sellers, or else the first 10 in stock. */
export function BestSellerStrip({ products }: { products: ProductCardData[] }) {
  return (
    <section aria-labelledby="best-sellers-heading">
      <SectionHeading
        id="best-sellers-heading"
        title="Best Sellers"
        subtitle="What school labs and makers order most."
        action={{ label: "View All", to: "/collections" }}
      />
      {products.length > 0 ? <ProductStrip products={products} label="Best sellers" /> : <EmptyNote>No products available.</EmptyNote>}
    </section>
  );
}
