import { data, useRouteError } from "react-router";
import { BlogErrorState } from "~/src/web/features/blog/blog-error-state";
import { blogErrorText, POSTS_FAILED } from "~/src/web/features/blog/blog-errors";
import { BlogPostCard } from "~/src/web/features/blog/blog-post-card";
import type { Route } from "./+types/blogs";
import { EmptyNote } from "~/src/web/components/ui/empty-state";
import { defineMessages } from "~/src/core/i18n";
import { languageOfPath, metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("blog.list", {
  metaTitle: "Blog: Projects, Guides and Lab Tips | Tinkerwala",
  metaDescription:
    "Step-by-step electronics projects, buying guides for school tinkering labs and practical tips on Arduino, ESP32, sensors, motors and power.",
  eyebrow: "Blog",
  heading: "Projects, guides and lab tips",
  intro: "Written by our team for students, teachers and hobbyists: what to buy, how to wire it and how to make it work.",
  empty: "No posts yet. Please check back soon.",
  pages: "Pages",
  page: "Page {page} of {pages}",
  failed: "We could not load the blog",
});

export async function loader({ context, request }: Route.LoaderArgs) {
  try {
    // The Hindi blog lists Hindi posts first (issue 33); the English one stays newest first.
    const hindi = languageOfPath(new URL(request.url).pathname) === "hi";
    const posts = await context.storefront.listPosts(hindi ? "hi" : undefined);
    // The list needs no article bodies; leaving them out keeps the page light.
    return { posts: posts.map(({ content: _content, ...summary }) => summary) };
  } catch (error) {
    console.error(error);
    throw data({ error: POSTS_FAILED }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }];
};

export default function BlogsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [first, ...rest] = loaderData.posts;
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <header className="mb-8 max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{t(text.eyebrow)}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t(text.heading)}</h1>
        <p className="mt-2 text-slate-600">{t(text.intro)}</p>
      </header>
      {!first ? (
        <EmptyNote>{t(text.empty)}</EmptyNote>
      ) : (
        <>
          <BlogPostCard post={first} featured eager />
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {rest.map((post) => (
              <li key={post._id}>
                <BlogPostCard post={post} />
              </li>
            ))}
          </ul>
        </>
      )}
      <nav aria-label={t(text.pages)} className="mt-10 text-center text-sm font-medium text-slate-500">
        {t(text.page, { page: 1, pages: 5 })}
      </nav>
    </main>
  );
}

export function ErrorBoundary() {
  const t = useT();
  const error = useRouteError();
  return <BlogErrorState heading={t(text.failed)} text={blogErrorText(error, POSTS_FAILED)} />;
}
