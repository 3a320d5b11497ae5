import { isLanguage, type Language } from "~/src/core/language";
import type { blogPosts } from "~/src/server/db/schema";

export type PostRow = typeof blogPosts.$inferSelect;

/** A post as lists show it (no content): the public blog and the staff's list read the same fields. */
export function toPostSummary(row: PostRow) {
  return {
    _id: row.id,
    title: row.title,
    image: row.image,
    date: row.date,
    readTime: row.readTime,
    excerpt: row.excerpt,
    category: row.category,
    tags: row.tags ?? [],
    author: row.author,
    language: (isLanguage(row.language) ? row.language : "en") as Language,
  };
}
