import { Link } from "react-router";
import { buttonClasses } from "~/src/web/components/ui/button";
import { CsvExportButton } from "~/src/web/admin/catalog/csv-export";
import { CsvImport } from "~/src/web/admin/catalog/csv-import";
import { ProductFilters } from "~/src/web/admin/catalog/product-filters";
import { ProductList } from "~/src/web/admin/catalog/product-list";
import { adminMeta, PageHeader } from "~/src/web/admin/common/page-header";

export const meta = () => adminMeta("Products");

export default function AdminProductsPage() {
  return (
    <div className="space-y-4">
      <PageHeader
        title="Products"
        actions={
          <>
            <CsvExportButton />
            <Link to="/admin/products/new" className={buttonClasses()}>
              Add product
            </Link>
          </>
        }
      />
      <ProductFilters />
      <ProductList />
      <details className="group">
        <summary className="cursor-pointer py-2 text-sm font-semibold text-brand-700">Import products from a CSV file</summary>
        <div className="mt-2">
          <CsvImport />
        </div>
      </details>
    </div>
  );
}
