import { ProductGrid } from "~/src/web/components/product-grid";
import { QuickLinksBar } from "~/src/web/components/quick-links-bar";
import { BestSellerStrip } from "~/src/web/features/home/best-seller-strip";
import { CategoryStrip } from "~/src/web/features/home/category-strip";
import { HeroSlider } from "~/src/web/features/home/hero-slider";
import { HomeSideMenu } from "~/src/web/features/home/home-side-menu";
import { HotSaleStrip } from "~/src/web/features/home/hot-sale-strip";
import { KitBanner } from "~/src/web/features/home/kit-banner";
import { PromiseBand } from "~/src/web/features/home/promise-band";
import { RecentlyViewed } from "~/src/web/features/home/recently-viewed";
import { SaleBanners } from "~/src/web/features/home/sale-banners";
import { SectionHeading } from "~/src/web/features/home/section-heading";
import { SubscribeBlock } from "~/src/web/features/home/subscribe-block";
import { testimonialTexts } from "~/src/web/features/home/testimonial-texts";
import { Testimonials } from "~/src/web/features/home/testimonials";
import { compiledTranslator } from "~/src/web/lib/compiled-message";
import type { Route } from "./+types/home";
import { defineMessages } from "~/src/core/i18n";
import { languageOfPath, metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("home.page", {
  metaTitle: "Tinkerwala | Electronic components, robotics parts and IoT kits for schools",
  metaDescription:
    "Arduino boards, sensors, motors, IoT modules and custom kits for Atal Tinkering Labs, schools and hobbyists in India. Prices include GST, same-day dispatch, cash on delivery.",
  featured: "Featured Products",
  featuredText: "Top-rated parts, in stock and ready to ship.",
  browse: "Browse all",
  empty: "No products available.",
});

export async function loader({ context, request }: Route.LoaderArgs) {
  const home = await context.storefront.getHomeData();
  if (languageOfPath(new URL(request.url).pathname) === "en") return { ...home, testimonials: testimonialTexts(compiledTranslator("en")) };
  // Hindi pages name categories in Hindi where staff gave a name.
  const [messages, categoryNamesHi] = await Promise.all([context.storefront.hindiMessages(), context.storefront.hindiCategoryNames()]);
  return { ...home, categoryNamesHi, testimonials: testimonialTexts(compiledTranslator("hi", messages)) };
}

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { hotSale, bestSellers, categories, featured } = loaderData;
  return (
    <>
      <QuickLinksBar categories={categories} namesHi={"categoryNamesHi" in loaderData ? loaderData.categoryNamesHi : undefined} />
      <main className="mx-auto max-w-7xl space-y-12 px-4 py-6 sm:px-6 lg:space-y-16 lg:px-8">
        <div className="grid gap-6 lg:grid-cols-[15rem_1fr]">
          <HomeSideMenu />
          <div className="min-w-0">
            <HeroSlider />
          </div>
        </div>
        <PromiseBand />
        <HotSaleStrip products={hotSale} />
        <BestSellerStrip products={bestSellers} />
        <SaleBanners />
        <CategoryStrip />
        <section aria-labelledby="featured-heading">
          <SectionHeading
            id="featured-heading"
            title={t(text.featured)}
            subtitle={t(text.featuredText)}
            action={{ label: t(text.browse), to: "/collections" }}
          />
          <ProductGrid products={featured} empty={<p>{t(text.empty)}</p>} />
        </section>
        <KitBanner />
        <RecentlyViewed />
        <Testimonials items={loaderData.testimonials} />
        <SubscribeBlock />
      </main>
    </>
  );
}
