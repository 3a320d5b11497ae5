import type { ProductView } from "~/src/core/shapes/product";
import { summary } from "./parse-description";

/** schema.org Product for search engines: what the page shows, with absolute picture addresses. */
export function productJsonLd(product: ProductView, origin: string, pageUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    image: product.image.map((src) => new URL(src, origin).href),
    description: summary(product.description, 500),
    sku: product._id,
    category: product.category,
    brand: { "@type": "Brand", name: "Tinkerwala" },
    offers: {
      "@type": "Offer",
      url: pageUrl,
      price: product.salePrice.toFixed(2),
      priceCurrency: "INR",
      availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
    ...(product.reviews > 0 && product.rating > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: product.rating, reviewCount: product.reviews, bestRating: 5, worstRating: 0 } }
      : {}),
  };
}

/** JSON for an inline <script>: "<" is escaped so a description can never close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
