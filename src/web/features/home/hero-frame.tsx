import { imageSrcSet } from "~/src/core/images";
import type { Ref } from "react";
import { Link } from "~/src/web/lib/localized-router";
import { CarouselDots } from "~/src/web/components/carousel-dots";
import { HERO_SLIDE_COUNT, type HeroSlide } from "./hero-slides";
import { defineMessages, type Translate } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("home.heroFrame", {
  label: "Featured offers",
  dot: "slide",
  position: "{number} of {count}",
});

interface HeroFrameProps {
  /** The slides rendered: only the first until the carousel has loaded, then all five. */
  slides: HeroSlide[];
  selected: number;
  onSelect: (index: number) => void;
  viewportRef?: Ref<HTMLDivElement>;
}

/**
 * The hero's markup, shared by the server-rendered first slide and the carousel that takes over after
 * loading, so the swap changes nothing on screen and the heading (the page's largest paint) never waits
 * for JavaScript.
 */
export function HeroFrame({ slides, selected, onSelect, viewportRef }: HeroFrameProps) {
  const t = useT();
  return (
    <section aria-roledescription="carousel" aria-label={t(text.label)} className="relative">
      <div ref={viewportRef} className="overflow-hidden rounded-2xl">
        <div className="relative flex touch-pan-y">
          {slides.map((slide, index) => (
            <HeroSlideView key={slide.title.id} slide={slide} index={index} active={index === selected} t={t} />
          ))}
        </div>
      </div>
      <CarouselDots
        className="absolute inset-x-0 bottom-3 z-20"
        count={HERO_SLIDE_COUNT}
        selected={selected}
        onSelect={onSelect}
        label={t(text.dot)}
        tone="light"
      />
    </section>
  );
}

function HeroSlideView({ slide, index, active, t }: { slide: HeroSlide; index: number; active: boolean; t: Translate }) {
  const first = index === 0;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={t(text.position, { number: index + 1, count: HERO_SLIDE_COUNT })}
      className={`relative h-[19rem] min-w-0 shrink-0 grow-0 basis-full overflow-hidden bg-gradient-to-br sm:h-[21rem] lg:h-[23rem] ${slide.background}`}
    >
      <div aria-hidden="true" className="absolute -right-24 -top-24 h-72 w-72 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-32 right-40 h-64 w-64 rounded-full bg-white/5" />
      <div className="relative z-10 flex h-full max-w-[34rem] flex-col justify-center px-6 pb-8 sm:px-10">
        <p className={`w-fit rounded-md px-2 py-0.5 text-xs font-bold uppercase tracking-wider ${slide.badge}`}>{t(slide.eyebrow)}</p>
        {first ? (
          <h1 className="mt-3 text-2xl font-extrabold leading-tight tracking-tight text-white sm:text-4xl">{t(slide.title)}</h1>
        ) : (
          <h2 className="mt-3 text-2xl font-extrabold leading-tight tracking-tight text-white sm:text-4xl">{t(slide.title)}</h2>
        )}
        <p className="mt-3 max-w-[19rem] text-sm leading-6 text-white/85 sm:max-w-md sm:text-base">{t(slide.text)}</p>
        <Link
          to={slide.cta.to}
          tabIndex={active ? 0 : -1}
          className="mt-5 inline-flex h-11 w-fit items-center rounded-xl bg-white px-5 text-sm font-bold text-slate-900 shadow-sm transition hover:bg-accent-400"
        >
          {t(slide.cta.label)}
        </Link>
      </div>
      <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 hidden w-[46%] items-center justify-center sm:flex">
        <div className="relative h-64 w-full max-w-sm">
          <HeroPicture src={slide.images[0]} className="left-4 top-2 h-40 w-40 rotate-[-6deg] lg:h-48 lg:w-48" />
          <HeroPicture src={slide.images[1]} className="right-2 top-10 h-32 w-32 rotate-[5deg] lg:h-36 lg:w-36" />
          <HeroPicture src={slide.images[2]} className="bottom-0 left-28 h-28 w-28 rotate-[3deg] lg:h-32 lg:w-32" />
        </div>
      </div>
      <img
        src={slide.images[0]}
        srcSet={imageSrcSet(slide.images[0])}
        sizes="80px"
        alt=""
        width={120}
        height={120}
        loading={first ? "eager" : "lazy"}
        className="pointer-events-none absolute bottom-12 right-4 h-20 w-20 rotate-[-8deg] rounded-2xl bg-white/95 object-contain p-2 shadow-lg sm:hidden"
      />
    </div>
  );
}

/**
 * A picture of the wide layout. Always lazy: phones hide these (display: none), and a lazy picture that
 * is not rendered is never fetched, so a phone does not download three pictures it cannot see.
 */
function HeroPicture({ src, className }: { src: string; className: string }) {
  return (
    <div className={`absolute rounded-2xl bg-white/95 p-3 shadow-xl ring-1 ring-black/5 ${className}`}>
      <img
        src={src}
        srcSet={imageSrcSet(src)}
        sizes="192px"
        alt=""
        width={192}
        height={192}
        loading="lazy"
        className="h-full w-full object-contain"
      />
    </div>
  );
}
