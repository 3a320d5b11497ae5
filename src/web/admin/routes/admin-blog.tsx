import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { BlogList } from "../blog/blog-list";
import { adminMeta, PageHeader } from "../common/page-header";

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
