import { Link } from "react-router";
import { buttonClasses } from "~/src/web/components/ui/button";
import { BlogList } from "~/src/web/admin/blog/blog-list";
import { adminMeta, PageHeader } from "~/src/web/admin/common/page-header";

export const meta = () => adminMeta("Blog");

export default function AdminBlogPage() {
  return (
    <div className="max-w-4xl">
      <PageHeader
        title="Blog"
        description="Drafts stay hidden from the shop until they are published."
        actions={
          <Link to="/admin/blog/new" className={buttonClasses()}>
            Write a post
          </Link>
        }
      />
      <BlogList />
    </div>
  );
}
