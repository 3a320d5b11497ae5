import { useNavigate, useParams } from "react-router";
import { toast } from "~/src/web/lib/toast";
import { LoadError } from "~/src/web/components/load-error";
import { Button } from "~/src/web/components/ui/button";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { useAdminPost, useAdminPosts, useDeletePost } from "~/src/web/admin/blog/blog-api";
import { BlogForm } from "~/src/web/admin/blog/blog-form";
import { adminMeta, PageHeader } from "~/src/web/admin/common/page-header";

// Serves /admin/blog/new (no id) and /admin/blog/:id. TipTap is loaded from here only, as its own chunk.
export const meta = () => adminMeta("Blog post");

const back = { to: "/admin/blog", label: "Blog" };

export default function AdminBlogEditPage() {
  const { id } = useParams();
  const posts = useAdminPosts();
  const categories = [...new Set(posts.data?.map((post) => post.category) ?? [])].sort();
  if (!id) {
    return (
      <div className="max-w-4xl">
        <PageHeader title="New post" back={back} />
        <BlogForm categories={categories} />
      </div>
    );
  }
  return <EditPost id={id} categories={categories} />;
}

function EditPost({ id, categories }: { id: string; categories: string[] }) {
  const post = useAdminPost(id);
  const remove = useDeletePost(id);
  const navigate = useNavigate();
  if (post.isPending) return <SkeletonStack label="Loading the post" count={1} itemClassName="h-96 rounded-xl" />;
  if (post.isError) return <LoadError title="We could not load this post." message={post.error.message} onRetry={() => post.refetch()} />;
  const onDelete = () => {
    if (!window.confirm(`Delete “${post.data.title}” for good?`)) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success("Post deleted.");
        navigate("/admin/blog");
      },
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <div className="max-w-4xl space-y-5">
      <PageHeader title={post.data.title} back={back} />
      <BlogForm key={post.data._id} post={post.data} categories={categories} />
      <Button variant="danger" onClick={onDelete} disabled={remove.isPending}>
        Delete post
      </Button>
    </div>
  );
}
