import { CategoryManager } from "~/src/web/admin/catalog/category-manager";
import { SearchWords } from "~/src/web/admin/catalog/search-words";
import { adminMeta, PageHeader } from "~/src/web/admin/common/page-header";

export const meta = () => adminMeta("Categories");

export default function AdminCategoriesPage() {
  return (
    <div className="max-w-3xl">
      <PageHeader title="Categories" description="The order here is the order of the shop's category lists. A category in use cannot be deleted." />
      <CategoryManager />
      <div className="mt-10">
        <SearchWords />
      </div>
    </div>
  );
}
