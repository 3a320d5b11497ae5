import { useEffect } from "react";
import { data, Link } from "react-router";
import { ProductGrid } from "~/src/web/components/product-grid";
import { Breadcrumbs } from "~/src/web/components/ui/breadcrumbs";
import { summary } from "~/src/web/features/product/parse-description";
import { ProductGallery } from "~/src/web/features/product/product-gallery";
import { productJsonLd, serializeJsonLd } from "~/src/web/features/product/product-json-ld";
import { ProductSummary } from "~/src/web/features/product/product-summary";
import { ProductTabs } from "~/src/web/features/product/product-tabs";
import { ProductDocuments } from "~/src/web/features/product/product-documents";
import { SpecTable } from "~/src/web/features/product/spec-table";
import { recordRecentlyViewed } from "~/src/web/shop/recently-viewed";
import { uploadedImageVariants } from "~/src/core/images";
import { documentLinks, specRows } from "~/src/core/spec-labels";
import type { Route } from "./+types/product";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await context.storefront.getProductPage(params.productId);
  if (!page) throw data(null, { status: 404 });
  const url = new URL(request.url);
  return {
    ...page,
    origin: url.origin,
    pageUrl: `${url.origin}/product/${encodeURIComponent(page.product._id)}`,
    // Worded on the server, so the labels and units stay out of the page's JavaScript.
    specRows: specRows(page.product.specs),
    downloads: documentLinks(page.product.documents),
  };
}

export const meta: Route.MetaFunction = ({ data: loaded }) => {
  if (!loaded) return [{ title: "Product not found | Tinkerwala" }];
  const { product, origin, pageUrl } = loaded;
  const description = summary(product.description);
  // Link previews (WhatsApp, social apps) get the JPEG copy of an uploaded photo: not all of them read WebP.
  const first = product.image[0];
  const image = first ? new URL(uploadedImageVariants(first)?.previewImage ?? first, origin).href : undefined;
  return [
    { title: `${product.name} | Tinkerwala` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: pageUrl },
    { property: "og:type", content: "product" },
    { property: "og:title", content: product.name },
    { property: "og:description", content: description },
    { property: "og:url", content: pageUrl },
    ...(image ? [{ property: "og:image", content: image }] : []),
  ];
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related, reviews, origin, pageUrl, specRows: specTable, downloads } = loaderData;

  useEffect(() => recordRecentlyViewed(product._id), [product._id]);

  return (
    <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(productJsonLd(product, origin, pageUrl, reviews.reviews)) }}
      />
      <Breadcrumbs
        trail={[
          { to: "/", label: "Home" },
          { to: "/collections", label: "Components" },
          { to: `/collections?${new URLSearchParams({ category: product.category })}`, label: product.category },
        ]}
        current={product.name}
        truncateCurrent
      />

      <div className="mt-5 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <ProductGallery key={product._id} images={product.image} name={product.name} />
        </div>
        <ProductSummary product={product} />
      </div>

      <div className="mt-10">
        <ProductTabs key={product._id} product={product} reviews={reviews} />
      </div>

      <SpecTable rows={specTable} />
      <ProductDocuments documents={downloads} />

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-12">
          <div className="mb-4 flex items-end justify-between gap-4">
            <h2 id="related-heading" className="text-xl font-bold tracking-tight text-slate-900">
              Related components
            </h2>
            <Link
              to={`/collections?${new URLSearchParams({ category: product.category })}`}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              More in {product.category}
            </Link>
          </div>
          <ProductGrid products={related} columns="wide" />
        </section>
      )}
    </main>
  );
}
