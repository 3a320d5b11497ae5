import { and, desc, eq, sql } from "drizzle-orm";
import type { Language } from "~/src/core/language";
import type { BlogPost } from "~/src/core/shapes/blog";
import type { DbOrTx } from "~/src/server/db/client";
import { blogPosts } from "~/src/server/db/schema";
import { toPostSummary } from "~/src/server/modules/blog/blog-posts";
import { sanitizePostHtml } from "~/src/server/modules/blog/sanitize-html";

// Drafts are the staff's work in progress: the public calls and pages never show them.
const published = eq(blogPosts.status, "published");

/** Newest first; with a language (issue 33), that language's posts first, newest first within each. */
export async function listPosts(db: DbOrTx, language?: Language): Promise<BlogPost[]> {
  const first = language ? [sql`${blogPosts.language} <> ${language}`] : [];
  const rows = await db
    .select()
    .from(blogPosts)
    .where(published)
    .orderBy(...first, desc(blogPosts.date), blogPosts.id);
  return rows.map((row) => ({ ...toPostSummary(row), content: sanitizePostHtml(row.content) }));
}

export async function getPost(db: DbOrTx, id: string): Promise<BlogPost | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), published))
    .limit(1);
  return row ? { ...toPostSummary(row), content: sanitizePostHtml(row.content) } : null;
}
