import { Link } from "~/src/web/lib/localized-router";
import type { BlogPost } from "~/src/core/shapes/blog";
import { usePostFacts } from "./blog-date";
import { defineMessages } from "~/src/core/i18n";
import { useLanguage, useT } from "~/src/web/lib/i18n";

const text = defineMessages("blog.card", { tags: "Tags" });

export type PostSummary = Omit<BlogPost, "content">;

/** A post in the list: picture, category, title, excerpt, date, read time and tags. */
export function BlogPostCard({ post, featured = false, eager = false }: { post: PostSummary; featured?: boolean; eager?: boolean }) {
  const t = useT();
  const facts = usePostFacts();
  const language = useLanguage();
  // A post is content: it keeps the language it was written in, marked where it differs from the page's.
  const other = post.language && post.language !== language;
  return (
    <article
      lang={other ? post.language : undefined}
      className={`group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md ${
        featured ? "md:flex-row" : ""
      }`}
    >
      <div className={`relative aspect-[16/9] shrink-0 overflow-hidden bg-slate-100 ${featured ? "md:aspect-auto md:w-1/2" : ""}`}>
        {/* A post saved without a picture keeps the grey frame; an empty src would load the page again. */}
        {post.image && (
          <img
            src={post.image}
            alt={post.title}
            width={640}
            height={360}
            loading={eager ? "eager" : "lazy"}
            className="absolute inset-0 h-full w-full object-contain p-6 transition group-hover:scale-[1.03]"
          />
        )}
      </div>
      <div className={`flex flex-1 flex-col p-5 ${featured ? "md:p-8" : ""}`}>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">{post.category}</p>
        <h2 className={`mt-2 font-bold leading-snug text-slate-900 ${featured ? "text-2xl" : "text-lg"}`}>
          <Link to={`/blogs/${post._id}`} className="after:absolute after:inset-0 group-hover:text-brand-700">
            {post.title}
          </Link>
        </h2>
        <p className={`mt-2 flex-1 text-sm text-slate-600 ${featured ? "md:text-base" : "line-clamp-3"}`}>{post.excerpt}</p>
        <p lang={other ? language : undefined} className="mt-4 text-xs text-slate-500">
          <time dateTime={post.date}>{facts.date(post.date)}</time> · {facts.readTime(post.readTime)} · {post.author}
        </p>
        {post.tags.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t(text.tags)}>
            {post.tags.slice(0, featured ? 6 : 3).map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
