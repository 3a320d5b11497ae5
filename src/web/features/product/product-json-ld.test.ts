import { describe, expect, it } from "vitest";
import type { ProductView } from "~/src/core/shapes/product";
import type { PublicReview } from "~/src/core/shapes/reviews";
import { testProduct } from "~/tests/support/fixtures/product";
import { testReview } from "~/tests/support/fixtures/reviews";
import { productJsonLd } from "./product-json-ld";

const ld = (product: ProductView, reviews: PublicReview[]) =>
  productJsonLd(product, "https://shop.test", "https://shop.test/product/arduino-uno-r3-ch340", reviews) as Record<string, unknown>;

describe("product structured data: ratings only from published reviews", () => {
  it("says nothing about ratings while there are no reviews", () => {
    const data = ld(testProduct({ rating: 0, reviews: 0 }), []);
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("review");
  });

  it("gives the average, the count and up to five reviews of the first page", () => {
    const reviews = Array.from({ length: 7 }, (_, index) => testReview({ _id: `r-${index}`, title: index === 0 ? "" : `Review ${index}` }));
    const data = ld(testProduct({ rating: 4.2, reviews: 7 }), reviews);
    expect(data.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.2, reviewCount: 7, bestRating: 5, worstRating: 1 });
    const listed = data.review as Array<Record<string, unknown>>;
    expect(listed).toHaveLength(5);
    expect(listed[0]).toEqual({
      "@type": "Review",
      author: { "@type": "Person", name: "Priya S." },
      datePublished: "2026-11-28",
      reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
      reviewBody: reviews[0].text,
    });
    expect(listed[1]).toMatchObject({ name: "Review 1" });
  });
});
