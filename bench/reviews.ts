import { randomUUID } from "node:crypto";
import type { Db } from "~/src/server/db/client";
import { users } from "~/src/server/db/schema";
import { reviews } from "~/src/server/db/schema-reviews";
import { refreshProductRating } from "~/src/server/shared/product-rating";

/** Stars as real shops see them: mostly fours and fives, a few low ones. */
const STARS = [5, 5, 4, 5, 3, 4, 5, 2, 4, 1];
const CITIES = ["Pune", "Lucknow", "Jaipur", "Bhopal", "Patna", "Kochi", "Guwahati", "Nagpur"];

/**
 * Published reviews in the large shop, so its product page and product rows carry real summaries: `busy` gets
 * 40 (four pages), every tenth other product 5. Written as the shop keeps them, then each product's figures
 * refreshed by the shop's own code.
 */
export async function addBenchReviews(db: Db, productIds: string[], busy: string) {
  const writers = Array.from({ length: 40 }, (_, i) => ({
    id: randomUUID(),
    name: `Bench Reviewer${i} Kumar`,
    email: `bench-reviewer-${i}@example.in`,
    passwordHash: "!",
  }));
  await db.insert(users).values(writers);
  const reviewed = [busy, ...productIds.filter((id, index) => id !== busy && index % 10 === 0)];
  for (const [index, productId] of reviewed.entries()) {
    const count = productId === busy ? 40 : 5;
    await db.insert(reviews).values(
      writers.slice(0, count).map((writer, i) => ({
        productId,
        userId: writer.id,
        stars: STARS[(index + i) % STARS.length],
        title: i % 2 === 0 ? "Worked first time" : "",
        body: `Used it in a class project with ${10 + i} students.\nFitted the breadboard and ran from the 5 V pin without trouble.`,
        city: CITIES[i % CITIES.length],
        status: "published" as const,
        helpful: i % 7,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    await refreshProductRating(db, productId);
  }
}
