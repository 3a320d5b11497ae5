import { data, useRouteError } from "react-router";
import { BlogErrorState } from "~/src/web/features/blog/blog-error-state";
import { blogErrorText, POSTS_FAILED } from "~/src/web/features/blog/blog-errors";
import { BlogPostCard } from "~/src/web/features/blog/blog-post-card";
import type { Route } from "./+types/blogs";
import { EmptyNote } from "~/src/web/components/ui/empty-state";

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const posts = await context.storefront.listPosts();
    // The list needs no article bodies; leaving them out keeps the page light.
    return { posts: posts.map(({ content: _content, ...summary }) => summary) };
  } catch (error) {
    console.error(error);
    throw data({ error: POSTS_FAILED }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Blog: Projects, Guides and Lab Tips | Tinkerwala" },
  {
    name: "description",
    content:
      "Step-by-step electronics projects, buying guides for school tinkering labs and practical tips on Arduino, ESP32, sensors, motors and power.",
  },
];

export default function BlogsPage({ loaderData }: Route.ComponentProps) {
  const [first, ...rest] = loaderData.posts;
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <header className="mb-8 max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Blog</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">Projects, guides and lab tips</h1>
        <p className="mt-2 text-slate-600">
          Written by our team for students, teachers and hobbyists: what to buy, how to wire it and how to make it work.
        </p>
      </header>
      {!first ? (
        <EmptyNote>No posts yet. Please check back soon.</EmptyNote>
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
      <nav aria-label="Pages" className="mt-10 text-center text-sm font-medium text-slate-500">
        Page 1 of 5
      </nav>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <BlogErrorState heading="We could not load the blog" text={blogErrorText(error, POSTS_FAILED)} />;
}
