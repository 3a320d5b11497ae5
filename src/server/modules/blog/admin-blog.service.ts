import { desc, eq, like, or, sql } from "drizzle-orm";
import { readTimeOf, slugOf, type BlogPostInput, type BlogPostPatch } from "~/src/core/blog-input";
import type { AdminBlogPost } from "~/src/core/shapes/blog";
import type { PostStatus } from "~/src/core/staff";
import type { Db, DbOrTx } from "~/src/server/db/client";
import { blogPosts } from "~/src/server/db/schema";
import type { SessionUser } from "~/src/server/shared/sessions";
import { refuse } from "~/src/server/refusal";
import { recordAudit } from "~/src/server/shared/audit";
import { toPostSummary, type PostRow } from "~/src/server/modules/blog/blog-posts";
import { sanitizePostHtml } from "~/src/server/modules/blog/sanitize-html";

function toAdminPost(row: PostRow): AdminBlogPost {
  return {
    ...toPostSummary(row),
    content: sanitizePostHtml(row.content),
    status: row.status as PostStatus,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const today = () => new Date().toISOString().slice(0, 10);

export async function listAllPosts(db: Db) {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.date), desc(blogPosts.updatedAt), blogPosts.id);
  return rows.map((row) => {
    const { content: _content, ...summary } = toAdminPost(row);
    return summary;
  });
}

export async function getAnyPost(db: Db, id: string): Promise<AdminBlogPost> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!row) throw refuse.notFound("Post not found.");
  return toAdminPost(row);
}

/** The title's slug, or the first of slug-2, slug-3… no post has yet. */
async function freeId(tx: DbOrTx, title: string): Promise<string> {
  const base = slugOf(title);
  const taken = new Set(
    (
      await tx
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(or(eq(blogPosts.id, base), like(blogPosts.id, `${base}-%`)))
    ).map((row) => row.id),
  );
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** What an audit entry keeps of a post: the HTML itself would bloat the log, its length says it changed. */
function auditView(row: PostRow, fields: Array<keyof PostRow>) {
  return Object.fromEntries(fields.map((field) => [field, field === "content" ? `${row.content.length} characters` : row[field]]));
}

/** The HTML as it will be kept; a post whose text was all unsafe (a lone script) is refused, not saved empty. */
function safeContent(html: string): string {
  const content = sanitizePostHtml(html);
  if (!content.replace(/<[^>]*>/g, "").trim() && !/<img\b/i.test(content)) {
    throw refuse.invalid("Content is required: nothing is left of it once scripts and unsafe HTML are removed.");
  }
  return content;
}

export async function createPost(db: Db, actor: SessionUser, input: BlogPostInput): Promise<AdminBlogPost> {
  const content = safeContent(input.content);
  return db.transaction(async (tx) => {
    // Two posts with one title saved at once: the advisory lock makes the second pick the next free id.
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const id = await freeId(tx, input.title);
    const [row] = await tx
      .insert(blogPosts)
      .values({
        id,
        title: input.title,
        excerpt: input.excerpt ?? "",
        content,
        readTime: readTimeOf(content),
        image: input.image ?? "",
        category: input.category,
        tags: input.tags ?? [],
        author: input.author || actor.name,
        status: input.status,
        language: input.language ?? "en",
        date: input.date ?? today(),
      })
      .returning();
    await recordAudit(tx, actor, "blog.create", `blog:${id}`, null, auditView(row, ["title", "status", "date", "category", "language"]));
    return toAdminPost(row);
  });
}

export async function updatePost(db: Db, actor: SessionUser, id: string, patch: BlogPostPatch): Promise<AdminBlogPost> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!current) throw refuse.notFound("Post not found.");
    const content = patch.content === undefined ? undefined : safeContent(patch.content);
    const changes = {
      ...patch,
      ...(content === undefined ? {} : { content, readTime: readTimeOf(content) }),
      ...(patch.author === "" ? { author: current.author } : {}),
    };
    const [row] = await tx
      .update(blogPosts)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(blogPosts.id, id))
      .returning();
    const changed = (Object.keys(changes) as Array<keyof PostRow>).filter((field) => JSON.stringify(current[field]) !== JSON.stringify(row[field]));
    if (changed.length) await recordAudit(tx, actor, "blog.update", `blog:${id}`, auditView(current, changed), auditView(row, changed));
    return toAdminPost(row);
  });
}

export async function deletePost(db: Db, actor: SessionUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!row) throw refuse.notFound("Post not found.");
    await recordAudit(tx, actor, "blog.delete", `blog:${id}`, auditView(row, ["title", "status", "date", "category", "content"]), null);
  });
}
