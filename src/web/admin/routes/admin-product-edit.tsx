import { Link, useParams } from "react-router";
import { LoadError } from "~/src/web/components/load-error";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { ArchiveControl } from "~/src/web/admin/catalog/archive-control";
import { DocumentManager } from "~/src/web/admin/catalog/document-manager";
import { useAdminProduct } from "~/src/web/admin/catalog/catalog-api";
import { ProductForm } from "~/src/web/admin/catalog/product-form";
import { ArchivedBadge } from "~/src/web/admin/catalog/stock-badge";
import { StockPanel } from "~/src/web/admin/catalog/stock-panel";
import { adminMeta, PageHeader } from "~/src/web/admin/common/page-header";

export const meta = () => adminMeta("Edit product");

export default function AdminProductEditPage() {
  const { id = "" } = useParams();
  const product = useAdminProduct(id);
  const back = { to: "/admin/products", label: "Products" };

  if (product.isPending) return <SkeletonStack label="Loading the product" count={2} itemClassName="h-64 rounded-xl" />;
  if (product.isError) {
    return (
      <>
        <PageHeader title="Product" back={back} />
        <LoadError title="We could not load this product." message={product.error.message} onRetry={() => product.refetch()} />
      </>
    );
  }
  const current = product.data;
  return (
    <div className="max-w-3xl space-y-5">
      <PageHeader
        title={current.name}
        back={back}
        description={
          <>
            {current.archived ? (
              <ArchivedBadge />
            ) : (
              <Link to={`/product/${encodeURIComponent(current._id)}`} className="font-semibold text-brand-700">
                View in the shop →
              </Link>
            )}
          </>
        }
      />
      {/* Keyed by the saved product, so the form starts from what the server now holds. */}
      <ProductForm key={`${current._id}`} product={current} />
      <DocumentManager product={current} />
      <StockPanel product={current} />
      <ArchiveControl product={current} />
    </div>
  );
}
