import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { Link } from "~/src/web/lib/localized-router";
import { KIT_DISCOUNT_PERCENT, KIT_MAX_ITEMS, KIT_MIN_ITEMS } from "~/src/core/constants";
import { Breadcrumbs } from "~/src/web/components/ui/breadcrumbs";
import { buttonClasses } from "~/src/web/components/ui/button";
import { usePostFacts } from "~/src/web/features/blog/blog-date";
import { BlogErrorState } from "~/src/web/features/blog/blog-error-state";
import { blogErrorText, POST_FAILED } from "~/src/web/features/blog/blog-errors";
import { PostContent } from "~/src/web/features/blog/post-content";
import type { Route } from "./+types/blog-post";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useLanguage, useT } from "~/src/web/lib/i18n";

const text = defineMessages("blog.post", {
  notFoundTitle: "Post not found | Tinkerwala",
  title: "{title} | Tinkerwala Blog",
  crumb: "Blog",
  by: "By ",
  tags: "Tags",
  readyHeading: "Ready to build it?",
  ready: "Find the parts from this post in our shop, or bundle {min} to {max} components into a kit at {percent}% off.",
  buildKit: "Build your own kit",
  allPosts: "← All posts",
  notFound: "Post not found",
  notFoundText: "This post does not exist or has moved. All our articles are listed on the blog page.",
  browse: "Browse all posts",
  failed: "We could not load this post",
});

export async function loader({ context, params }: Route.LoaderArgs) {
  let post;
  try {
    post = await context.storefront.getPost(params.id);
  } catch (error) {
    console.error(error);
    throw data({ error: POST_FAILED }, { status: 500 });
  }
  if (!post) throw data({ error: "Post not found." }, { status: 404 });
  return { post };
}

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  if (!args.data) return [{ title: t(text.notFoundTitle) }];
  const { post } = args.data;
  return [
    { title: t(text.title, { title: post.title }) },
    { name: "description", content: post.excerpt },
    { property: "og:type", content: "article" },
    { property: "og:title", content: post.title },
    { property: "og:description", content: post.excerpt },
  ];
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const facts = usePostFacts();
  const language = useLanguage();
  const { post } = loaderData;
  // The post is content in its own language (an English post keeps it on /hi/blogs); the page around it follows the page's.
  const other = post.language && post.language !== language;
  const contentLang = other ? post.language : undefined;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <Breadcrumbs
        trail={[{ to: "/blogs", label: t(text.crumb) }]}
        current={contentLang ? <span lang={contentLang}>{post.category}</span> : post.category}
      />
      <article lang={contentLang} className="mt-3">
        <header>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{post.category}</p>
          <h1 className="mt-2 text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">{post.title}</h1>
          <p lang={other ? language : undefined} className="mt-3 text-sm text-slate-500">
            {t(text.by)}
            <span className="font-medium text-slate-700">{post.author}</span> · <time dateTime={post.date}>{facts.date(post.date)}</time> ·{" "}
            {facts.readTime(post.readTime)}
          </p>
          {post.tags.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={t(text.tags)}>
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </header>
        {post.image && (
          <div className="relative mt-6 aspect-[16/9] overflow-hidden rounded-xl border border-slate-200 bg-white">
            <img src={post.image} alt={post.title} width={960} height={540} className="absolute inset-0 h-full w-full object-contain p-8" />
          </div>
        )}
        <div className="mt-8">
          <PostContent html={post.content} />
        </div>
      </article>
      <aside className="mt-12 flex flex-col items-start gap-4 rounded-xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-bold text-slate-900">{t(text.readyHeading)}</h2>
          <p className="text-sm text-slate-600">{t(text.ready, { min: KIT_MIN_ITEMS, max: KIT_MAX_ITEMS, percent: KIT_DISCOUNT_PERCENT })}</p>
        </div>
        <Link to="/kit" className={buttonClasses({ className: "shrink-0" })}>
          {t(text.buildKit)}
        </Link>
      </aside>
      <p className="mt-8">
        <Link to="/blogs" className="text-sm font-semibold text-brand-600 hover:text-brand-700">
          {t(text.allPosts)}
        </Link>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  const t = useT();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="mx-auto max-w-2xl px-4 py-20 text-center">
        <title>{t(text.notFoundTitle)}</title>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">404</p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900">{t(text.notFound)}</h1>
        <p className="mt-3 text-slate-600">{t(text.notFoundText)}</p>
        <Link to="/blogs" className={buttonClasses({ className: "mt-8" })}>
          {t(text.browse)}
        </Link>
      </main>
    );
  }
  return <BlogErrorState heading={t(text.failed)} text={blogErrorText(error, POST_FAILED)} />;
}
