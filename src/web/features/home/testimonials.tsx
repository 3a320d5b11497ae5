import { useState, type Ref } from "react";
import { CarouselDots } from "~/src/web/components/carousel-dots";
import { RatingStars } from "~/src/web/components/rating-stars";
import { IDLE_CAROUSEL } from "./carousel-state";
import type { Testimonial } from "./testimonial-texts";
import { useDeferredImport } from "./use-deferred-import";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("home.testimonials", {
  heading: "Trusted by teachers and makers",
  subtitle: "What our customers across India say.",
  dot: "testimonial",
  position: "{number} of {count}",
});

const loadController = () => import("./testimonials-carousel");

/**
 * Customer words (§9): autoplay every 4 s; 3 cards from 1024 px, 2 from 768 px, else 1. The cards are
 * server-rendered; Embla (and with it the dots) loads when the browser is idle and drives the same markup.
 * Their texts come worded from the loader (testimonial-texts.ts), so they stay out of the page's JavaScript.
 */
export function Testimonials({ items }: { items: Testimonial[] }) {
  const [controller] = useDeferredImport(loadController);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [carousel, setCarousel] = useState(IDLE_CAROUSEL);
  const dots = carousel.scrollTo ? { count: carousel.count, selected: carousel.selected, onSelect: carousel.scrollTo } : undefined;
  return (
    <>
      <TestimonialsFrame items={items} viewportRef={setViewport} dots={dots} />
      {controller && viewport && <controller.TestimonialsController viewport={viewport} onChange={setCarousel} />}
    </>
  );
}

interface FrameProps {
  items: Testimonial[];
  viewportRef?: Ref<HTMLDivElement>;
  dots?: { count: number; selected: number; onSelect: (index: number) => void };
}

function TestimonialsFrame({ items, viewportRef, dots }: FrameProps) {
  const t = useT();
  return (
    <section aria-labelledby="testimonials-heading" aria-roledescription="carousel">
      <h2 id="testimonials-heading" className="text-center text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {t(text.heading)}
      </h2>
      <p className="mt-1 text-center text-sm text-slate-600">{t(text.subtitle)}</p>
      <div ref={viewportRef} className="mt-6 overflow-hidden">
        <div className="relative -ml-4 flex touch-pan-y">
          {items.map((item, index) => (
            <div
              key={item.name}
              role="group"
              aria-roledescription="slide"
              aria-label={t(text.position, { number: index + 1, count: items.length })}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2 lg:basis-1/3"
            >
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <RatingStars rating={5} size="md" />
                <blockquote className="mt-4 flex-1 text-[15px] leading-7 text-slate-700">“{item.quote}”</blockquote>
                <figcaption className="mt-5 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
                  >
                    {item.name.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{item.name}</span>
                    <span className="block text-xs text-slate-500">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      {dots && dots.count > 1 && (
        <CarouselDots className="mt-4" count={dots.count} selected={dots.selected} onSelect={dots.onSelect} label={t(text.dot)} tone="dark" />
      )}
    </section>
  );
}
