import { useState, type Ref } from "react";
import { CarouselDots } from "~/src/web/components/carousel-dots";
import { RatingStars } from "~/src/web/components/rating-stars";
import { IDLE_CAROUSEL } from "./carousel-state";
import { useDeferredImport } from "./use-deferred-import";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

// The shop's own showcase texts (written for the page, not a customer's review), so Hindi pages show them in Hindi.
const text = defineMessages("home.testimonials", {
  heading: "Trusted by teachers and makers",
  subtitle: "What our customers across India say.",
  dot: "testimonial",
  position: "{number} of {count}",
  labQuote:
    "We set up our Atal Tinkering Lab with Tinkerwala parts. Every Uno and sensor worked on the first try, and the kit discount let us buy a set for each student team.",
  labName: "Meenakshi Iyer",
  labRole: "ATL in-charge, government higher secondary school, Coimbatore",
  fairQuote:
    "My Class 8 students built line-following robots for the district science fair. Cash on delivery made ordering through the school office simple, and the parcel came in four days.",
  fairName: "Rajesh Kumar Verma",
  fairRole: "Physics teacher, Lucknow",
  homeQuote:
    "I build home automation projects on weekends. The ESP32 boards and relay modules were well packed, clearly labelled and cheaper than the shops on Lamington Road.",
  homeName: "Aditya Kulkarni",
  homeRole: "Hobbyist maker, Pune",
});

const TESTIMONIALS = [
  { quote: text.labQuote, name: text.labName, role: text.labRole },
  { quote: text.fairQuote, name: text.fairName, role: text.fairRole },
  { quote: text.homeQuote, name: text.homeName, role: text.homeRole },
];

const loadController = () => import("./testimonials-carousel");

/**
 * Customer words (§9): autoplay every 4 s; 3 cards from 1024 px, 2 from 768 px, else 1. The cards are
 * server-rendered; Embla (and with it the dots) loads when the browser is idle and drives the same markup.
 */
export function Testimonials() {
  const [controller] = useDeferredImport(loadController);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [carousel, setCarousel] = useState(IDLE_CAROUSEL);
  const dots = carousel.scrollTo ? { count: carousel.count, selected: carousel.selected, onSelect: carousel.scrollTo } : undefined;
  return (
    <>
      <TestimonialsFrame viewportRef={setViewport} dots={dots} />
      {controller && viewport && <controller.TestimonialsController viewport={viewport} onChange={setCarousel} />}
    </>
  );
}

interface FrameProps {
  viewportRef?: Ref<HTMLDivElement>;
  dots?: { count: number; selected: number; onSelect: (index: number) => void };
}

function TestimonialsFrame({ viewportRef, dots }: FrameProps) {
  const t = useT();
  return (
    <section aria-labelledby="testimonials-heading" aria-roledescription="carousel">
      <h2 id="testimonials-heading" className="text-center text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {t(text.heading)}
      </h2>
      <p className="mt-1 text-center text-sm text-slate-600">{t(text.subtitle)}</p>
      <div ref={viewportRef} className="mt-6 overflow-hidden">
        <div className="relative -ml-4 flex touch-pan-y">
          {TESTIMONIALS.map((item, index) => (
            <div
              key={item.name.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t(text.position, { number: index + 1, count: TESTIMONIALS.length })}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2 lg:basis-1/3"
            >
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <RatingStars rating={5} size="md" />
                <blockquote className="mt-4 flex-1 text-[15px] leading-7 text-slate-700">“{t(item.quote)}”</blockquote>
                <figcaption className="mt-5 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
                  >
                    {t(item.name).charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{t(item.name)}</span>
                    <span className="block text-xs text-slate-500">{t(item.role)}</span>
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
