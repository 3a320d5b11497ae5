import { imageSrcSet } from "~/src/core/images";
import { Link } from "~/src/web/lib/localized-router";
import { KIT_DISCOUNT_PERCENT, KIT_MAX_ITEMS, KIT_MIN_ITEMS } from "~/src/core/constants";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("home.saleBanners", {
  label: "Offers",
  clearance: "Clearance",
  half: "Up to 50% off",
  halfText: "Sensors, displays and passives at half price while stocks last.",
  halfCta: "Grab the deals",
  favourites: "Lab favourites",
  third: "Up to 30% off",
  thirdText: "Motor drivers, servos and power modules for robotics clubs.",
  thirdCta: "Shop motors",
  kit: "Custom kit",
  kitTitle: "Save {percent}% on your own kit",
  kitText: "Pick {min}–{max} components and we pack them together.",
  kitCta: "Build your kit",
});

interface BannerProps {
  eyebrow: string;
  title: string;
  text: string;
  to: string;
  cta: string;
  background: string;
  image: string;
}

function Banner({ eyebrow, title, text, to, cta, background, image }: BannerProps) {
  return (
    <Link
      to={to}
      className={`group relative flex min-h-44 overflow-hidden rounded-2xl bg-gradient-to-br p-5 text-white shadow-sm transition hover:shadow-lg sm:p-6 ${background}`}
    >
      <div className="relative z-10 flex max-w-[62%] flex-col">
        <p className="text-xs font-bold uppercase tracking-wider text-white/80">{eyebrow}</p>
        <p className="mt-1 text-2xl font-extrabold leading-tight">{title}</p>
        <p className="mt-1 text-sm text-white/85">{text}</p>
        <span className="mt-auto pt-4 text-sm font-bold underline-offset-4 group-hover:underline">{cta} →</span>
      </div>
      <img
        src={image}
        srcSet={imageSrcSet(image)}
        sizes="144px"
        alt=""
        width={140}
        height={140}
        loading="lazy"
        className="absolute -bottom-3 -right-3 h-32 w-32 rotate-[-8deg] rounded-2xl bg-white/95 object-contain p-3 shadow-xl transition group-hover:rotate-0 sm:h-36 sm:w-36"
      />
    </Link>
  );
}

/** The sale banners (§1: up to 50% off, up to 30% off) and the custom-kit promo. */
export function SaleBanners() {
  const t = useT();
  return (
    <section aria-label={t(text.label)} className="grid gap-4 md:grid-cols-3">
      <Banner
        eyebrow={t(text.clearance)}
        title={t(text.half)}
        text={t(text.halfText)}
        to="/collections?sort=price-asc"
        cta={t(text.halfCta)}
        background="from-red-600 to-orange-500"
        image="/images/catalog/lcd-16x2-character-display.svg"
      />
      <Banner
        eyebrow={t(text.favourites)}
        title={t(text.third)}
        text={t(text.thirdText)}
        to="/collections?category=Motors%20%26%20Drivers"
        cta={t(text.thirdCta)}
        background="from-violet-700 to-fuchsia-600"
        image="/images/catalog/servo-motor-standard.svg"
      />
      <Banner
        eyebrow={t(text.kit)}
        title={t(text.kitTitle, { percent: KIT_DISCOUNT_PERCENT })}
        text={t(text.kitText, { min: KIT_MIN_ITEMS, max: KIT_MAX_ITEMS })}
        to="/kit"
        cta={t(text.kitCta)}
        background="from-emerald-700 to-teal-500"
        image="/images/catalog/breadboard-mini-170.svg"
      />
    </section>
  );
}
