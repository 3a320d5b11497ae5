import { Link, useLocation } from "react-router";
import { LoadError } from "~/src/web/components/load-error";
import { Pagination } from "~/src/web/components/pagination";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { rupees } from "~/src/web/lib/format";
import { useAdminProducts } from "./catalog-api";
import type { AdminProduct } from "./catalog-types";
import { ArchivedBadge, StockBadge, WaitingBadge } from "./stock-badge";

const editPath = (product: AdminProduct) => `/admin/products/${encodeURIComponent(product._id)}`;

/** The products matching the URL's filters: cards on a phone, a table from md: up. */
export function ProductList() {
  const { search, pathname } = useLocation();
  const query = search.replace(/^\?/, "");
  // Without the toggle the list shows what is on sale; the API alone would mix in archived products.
  const apiQuery = new URLSearchParams(query);
  if (!apiQuery.has("archived")) apiQuery.set("archived", "0");
  const products = useAdminProducts(apiQuery.toString());

  if (products.isPending) return <SkeletonStack label="Loading products" count={4} itemClassName="h-20 rounded-xl" />;
  if (products.isError)
    return <LoadError title="We could not load the products." message={products.error.message} onRetry={() => products.refetch()} />;
  const { products: items, total, page, pages } = products.data;
  if (items.length === 0)
    return <EmptyState title="No products found" message="Nothing matches these filters. Clear the search or pick another category." />;

  return (
    <div>
      <p className="mb-3 text-sm text-slate-600">
        {total} product{total === 1 ? "" : "s"}
      </p>
      <ul className="space-y-3 md:hidden">
        {items.map((product) => (
          <li key={product._id}>
            <Link to={editPath(product)} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 active:bg-slate-50">
              <Thumb product={product} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-slate-900">{product.name}</p>
                <p className="truncate text-xs text-slate-500">{product.category}</p>
                <div className="mt-1.5 flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-semibold">{rupees(product.salePrice)}</span>
                  <StockBadge stock={product.stock} threshold={product.lowStockThreshold} /> <WaitingBadge waiting={product.waitingAlerts} />
                  {product.archived && <ArchivedBadge />}
                </div>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <table className="hidden w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left text-sm md:table">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th className="px-4 py-3">Product</th>
            <th className="px-4 py-3">Category</th>
            <th className="px-4 py-3 text-right">Price</th>
            <th className="px-4 py-3 text-right">Discount</th>
            <th className="px-4 py-3">Stock</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((product) => (
            <tr key={product._id} className="hover:bg-slate-50">
              <td className="px-4 py-2">
                <Link to={editPath(product)} className="flex items-center gap-3 font-semibold text-slate-900 hover:text-brand-700">
                  <Thumb product={product} />
                  <span>{product.name}</span>
                </Link>
              </td>
              <td className="px-4 py-2 text-slate-600">{product.category}</td>
              <td className="px-4 py-2 text-right">{rupees(product.price)}</td>
              <td className="px-4 py-2 text-right">{product.discount}%</td>
              <td className="space-x-2 px-4 py-2">
                <StockBadge stock={product.stock} threshold={product.lowStockThreshold} /> <WaitingBadge waiting={product.waitingAlerts} />
                {product.archived && <ArchivedBadge />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} pages={pages} search={query} pathname={pathname} />
    </div>
  );
}

function Thumb({ product }: { product: AdminProduct }) {
  const src = product.image[0];
  return src ? (
    <img src={src} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 shrink-0 rounded-lg border border-slate-100 object-contain" />
  ) : (
    <span className="h-14 w-14 shrink-0 rounded-lg bg-slate-100" aria-hidden="true" />
  );
}
