import { istDate } from "~/src/core/financial-year";
import type { ProductView } from "~/src/core/shapes/product";
import type { PublicReview } from "~/src/core/shapes/reviews";
import { summary } from "./parse-description";

/** At most this many reviews go into the structured data: the newest of the first page. */
const LD_REVIEWS = 5;

function reviewJsonLd(review: PublicReview) {
  return {
    "@type": "Review",
    author: { "@type": "Person", name: review.author },
    datePublished: istDate(new Date(review.createdAt)),
    reviewRating: { "@type": "Rating", ratingValue: review.stars, bestRating: 5, worstRating: 1 },
    ...(review.title ? { name: review.title } : {}),
    reviewBody: review.text,
  };
}

/**
 * schema.org Product for search engines: what the page shows, with absolute picture addresses. Ratings only
 * from published reviews, and nothing about ratings at all while there are none.
 */
export function productJsonLd(product: ProductView, origin: string, pageUrl: string, reviews: PublicReview[] = []) {
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
    ...(product.reviews > 0
      ? {
          aggregateRating: { "@type": "AggregateRating", ratingValue: product.rating, reviewCount: product.reviews, bestRating: 5, worstRating: 1 },
          ...(reviews.length > 0 ? { review: reviews.slice(0, LD_REVIEWS).map(reviewJsonLd) } : {}),
        }
      : {}),
  };
}

/** JSON for an inline <script>: "<" is escaped so a description can never close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
