import { ProductForm } from "~/src/web/admin/catalog/product-form";
import { adminMeta, PageHeader } from "~/src/web/admin/common/page-header";

export const meta = () => adminMeta("New product");

export default function AdminProductNewPage() {
  return (
    <div className="max-w-3xl">
      <PageHeader title="New product" back={{ to: "/admin/products", label: "Products" }} />
      <ProductForm />
    </div>
  );
}
