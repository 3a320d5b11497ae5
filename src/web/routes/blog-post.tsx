import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { Link } from "~/src/web/lib/localized-router";
import { KIT_DISCOUNT_PERCENT, KIT_MAX_ITEMS, KIT_MIN_ITEMS } from "~/src/core/constants";
import { Breadcrumbs } from "~/src/web/components/ui/breadcrumbs";
import { buttonClasses } from "~/src/web/components/ui/button";
import { formatPostDate } from "~/src/web/features/blog/blog-date";
import { BlogErrorState } from "~/src/web/features/blog/blog-error-state";
import { blogErrorText, POST_FAILED } from "~/src/web/features/blog/blog-errors";
import { PostContent } from "~/src/web/features/blog/post-content";
import type { Route } from "./+types/blog-post";

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

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  if (!loaderData) return [{ title: "Post not found | Tinkerwala" }];
  const { post } = loaderData;
  return [
    { title: `${post.title} | Tinkerwala Blog` },
    { name: "description", content: post.excerpt },
    { property: "og:type", content: "article" },
    { property: "og:title", content: post.title },
    { property: "og:description", content: post.excerpt },
  ];
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <Breadcrumbs trail={[{ to: "/blogs", label: "Blog" }]} current={post.category} />
      <article className="mt-3">
        <header>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{post.category}</p>
          <h1 className="mt-2 text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">{post.title}</h1>
          <p className="mt-3 text-sm text-slate-500">
            By <span className="font-medium text-slate-700">{post.author}</span> · <time dateTime={post.date}>{formatPostDate(post.date)}</time> ·{" "}
            {post.readTime}
          </p>
          {post.tags.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
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
          <h2 className="font-bold text-slate-900">Ready to build it?</h2>
          <p className="text-sm text-slate-600">
            Find the parts from this post in our shop, or bundle {KIT_MIN_ITEMS} to {KIT_MAX_ITEMS} components into a kit at {KIT_DISCOUNT_PERCENT}%
            off.
          </p>
        </div>
        <Link to="/kit" className={buttonClasses({ className: "shrink-0" })}>
          Build your own kit
        </Link>
      </aside>
      <p className="mt-8">
        <Link to="/blogs" className="text-sm font-semibold text-brand-600 hover:text-brand-700">
          ← All posts
        </Link>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="mx-auto max-w-2xl px-4 py-20 text-center">
        <title>Post not found | Tinkerwala</title>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">404</p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900">Post not found</h1>
        <p className="mt-3 text-slate-600">This post does not exist or has moved. All our articles are listed on the blog page.</p>
        <Link to="/blogs" className={buttonClasses({ className: "mt-8" })}>
          Browse all posts
        </Link>
      </main>
    );
  }
  return <BlogErrorState heading="We could not load this post" text={blogErrorText(error, POST_FAILED)} />;
}
