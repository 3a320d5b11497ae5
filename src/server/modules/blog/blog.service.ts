import { desc, eq } from "drizzle-orm";
import sanitizeHtml from "sanitize-html";
import type { BlogPost } from "../../../core/shapes/blog";
import type { DbOrTx } from "../../db/client";
import { blogPosts } from "../../db/schema";

/**
 * Post HTML is sanitized every time it leaves the server, whatever wrote it to the database:
 * no scripts, no event handlers, no javascript: links.
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "figure", "figcaption", "h1", "h2", "h3", "h4"],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    code: ["class"],
    th: ["scope"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

type PostRow = typeof blogPosts.$inferSelect;

function toPostSummary(row: PostRow) {
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
  };
}

export async function listPosts(db: DbOrTx): Promise<BlogPost[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.date), blogPosts.id);
  return rows.map((row) => ({ ...toPostSummary(row), content: sanitizePostHtml(row.content) }));
}

export async function getPost(db: DbOrTx, id: string): Promise<BlogPost | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row ? { ...toPostSummary(row), content: sanitizePostHtml(row.content) } : null;
}
