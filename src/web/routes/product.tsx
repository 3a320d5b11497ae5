import { useEffect } from "react";
import { data } from "react-router";
import { Link } from "~/src/web/lib/localized-router";
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
import { compiledTranslator } from "~/src/web/lib/compiled-message";
import { defineMessages } from "~/src/core/i18n";
import { languageOfPath, localizedPath, metaTranslator, useLocalizedText, useT } from "~/src/web/lib/i18n";
import type { Route } from "./+types/product";

const text = defineMessages("product.page", {
  notFoundTitle: "Product not found | Tinkerwala",
  title: "{name} | Tinkerwala",
  home: "Home",
  components: "Components",
  related: "Related components",
  moreIn: "More in {category}",
});

/** A product's Hindi name and description (staff may add them, issue 33), read whether or not the shape has them yet. */
type HindiFields = { nameHi?: string | null; descriptionHi?: string | null };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await context.storefront.getProductPage(params.productId);
  if (!page) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const t = compiledTranslator(language, language === "hi" ? await context.storefront.hindiMessages() : {});
  // The page's own address: a Hindi twin is its own page, not a copy of the English one.
  const pageUrl = `${url.origin}${localizedPath(language, `/product/${encodeURIComponent(page.product._id)}`)}`;
  const hindi = language === "hi" ? (page.product as HindiFields) : {};
  // The category's Hindi name for the breadcrumbs (issue 33); "" shows the English one.
  const categoryHi = language === "hi" ? ((await context.storefront.hindiCategoryNames())[page.product.category] ?? "") : "";
  const shown = { ...page.product, name: hindi.nameHi || page.product.name, description: hindi.descriptionHi || page.product.description };
  return {
    ...page,
    categoryHi,
    origin: url.origin,
    pageUrl,
    // Search engines' structured data, written here: its code stays out of the page's JavaScript.
    jsonLd: serializeJsonLd(productJsonLd(shown, url.origin, pageUrl, page.reviews.reviews)),
    // Worded on the server, so the labels and units stay out of the page's JavaScript.
    specRows: specRows(page.product.specs, t),
    downloads: documentLinks(page.product.documents, t),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const { data: loaded, location } = args;
  const t = metaTranslator(args);
  if (!loaded) return [{ title: t(text.notFoundTitle) }];
  const { product, origin, pageUrl } = loaded;
  const hindi = languageOfPath(location.pathname) === "hi" ? (product as HindiFields) : {};
  const name = hindi.nameHi || product.name;
  const description = summary(hindi.descriptionHi || product.description);
  // Link previews (WhatsApp, social apps) get the JPEG copy of an uploaded photo: not all of them read WebP.
  const first = product.image[0];
  const image = first ? new URL(uploadedImageVariants(first)?.previewImage ?? first, origin).href : undefined;
  return [
    { title: t(text.title, { name }) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: pageUrl },
    { property: "og:type", content: "product" },
    { property: "og:title", content: name },
    { property: "og:description", content: description },
    { property: "og:url", content: pageUrl },
    ...(image ? [{ property: "og:image", content: image }] : []),
  ];
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related, reviews, jsonLd, specRows: specTable, downloads } = loaderData;
  const t = useT();
  const localized = useLocalizedText();
  const hindi = product as HindiFields;
  const name = localized(product.name, hindi.nameHi);
  const category = localized(product.category, loaderData.categoryHi);

  useEffect(() => recordRecentlyViewed(product._id), [product._id]);

  return (
    <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Breadcrumbs
        trail={[
          { to: "/", label: t(text.home) },
          { to: "/collections", label: t(text.components) },
          { to: `/collections?${new URLSearchParams({ category: product.category })}`, label: category },
        ]}
        current={name}
        truncateCurrent
      />

      <div className="mt-5 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <ProductGallery key={product._id} images={product.image} name={name} />
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
              {t(text.related)}
            </h2>
            <Link
              to={`/collections?${new URLSearchParams({ category: product.category })}`}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              {t(text.moreIn, { category })}
            </Link>
          </div>
          <ProductGrid products={related} columns="wide" />
        </section>
      )}
    </main>
  );
}
