import { Link } from "react-router";
import { LoadError } from "~/src/web/components/load-error";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { useAdminPosts } from "./blog-api";

const day = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

/** Every post, drafts included, newest first. */
export function BlogList() {
  const posts = useAdminPosts();
  if (posts.isPending) return <SkeletonStack label="Loading posts" count={4} itemClassName="h-20 rounded-xl" />;
  if (posts.isError) return <LoadError title="We could not load the posts." message={posts.error.message} onRetry={() => posts.refetch()} />;
  if (posts.data.length === 0)
    return <EmptyState title="No posts yet" message="Write the first one: guides and project ideas bring makers to the shop." />;
  return (
    <ul className="space-y-2">
      {posts.data.map((post) => (
        <li key={post._id}>
          <Link
            to={`/admin/blog/${encodeURIComponent(post._id)}`}
            className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:bg-slate-50"
          >
            {post.image ? (
              <img src={post.image} alt="" className="h-14 w-20 shrink-0 rounded-lg object-cover" />
            ) : (
              <span className="h-14 w-20 shrink-0 rounded-lg bg-slate-100" />
            )}
            <div className="min-w-0 flex-1">
              <p lang={post.language} className="truncate font-semibold text-slate-900">
                {post.title}
              </p>
              <p className="truncate text-xs text-slate-500">
                {post.category} · {day.format(new Date(post.date))}
                {post.language === "hi" ? " · Hindi" : ""}
              </p>
            </div>
            <span
              className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${post.status === "published" ? "bg-emerald-50 text-emerald-700" : "bg-slate-100 text-slate-600"}`}
            >
              {post.status === "published" ? "Published" : "Draft"}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
