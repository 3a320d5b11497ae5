import { imageSrcSet } from "~/src/core/images";
import { Link } from "~/src/web/lib/localized-router";
import { KIT_DISCOUNT_PERCENT, KIT_MAX_ITEMS, KIT_MIN_ITEMS } from "~/src/core/constants";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("home.kitBanner", {
  eyebrow: "Build Your Own Kit",
  heading: "One bundle for the whole project",
  intro: "Planning a science-fair robot or a class set for your lab? Put together exactly the parts you need and we ship them packed as one kit.",
  choose: "Choose {min} to {max} components",
  discount: "Get {percent}% off the kit total",
  cod: "Pay cash on delivery",
  start: "Start your kit",
});

const KIT_PICTURES = [
  "/images/catalog/arduino-nano-v3.svg",
  "/images/catalog/hc-sr04-ultrasonic-sensor.svg",
  "/images/catalog/micro-servo-9g.svg",
  "/images/catalog/breadboard-mini-170.svg",
  "/images/catalog/led-rgb-common-anode.svg",
  "/images/catalog/l293d-motor-driver-ic.svg",
];

/** The wide kit banner: how a custom kit works, with a call to /kit. */
export function KitBanner() {
  const t = useT();
  const steps = [t(text.choose, { min: KIT_MIN_ITEMS, max: KIT_MAX_ITEMS }), t(text.discount, { percent: KIT_DISCOUNT_PERCENT }), t(text.cod)];
  return (
    <section aria-labelledby="kit-banner-heading" className="overflow-hidden rounded-2xl bg-brand-900 text-white shadow-sm">
      <div className="grid items-center gap-8 p-6 sm:p-10 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="text-xs font-bold uppercase tracking-wider text-accent-400">{t(text.eyebrow)}</p>
          <h2 id="kit-banner-heading" className="mt-2 text-2xl font-extrabold leading-tight sm:text-3xl">
            {t(text.heading)}
          </h2>
          <p className="mt-3 max-w-xl text-brand-100">{t(text.intro)}</p>
          <ol className="mt-5 space-y-2">
            {steps.map((step, index) => (
              <li key={step} className="flex items-center gap-3 text-sm">
                <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-accent-400 font-bold text-slate-900">
                  {index + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
          <Link to="/kit" className="mt-6 inline-flex h-11 items-center rounded-xl bg-accent-400 px-5 font-bold text-slate-900 hover:bg-accent-500">
            {t(text.start)}
          </Link>
        </div>
        <ul aria-hidden="true" className="grid grid-cols-3 gap-3">
          {KIT_PICTURES.map((src) => (
            <li key={src} className="aspect-square rounded-xl bg-white p-3 shadow-lg">
              <img
                src={src}
                srcSet={imageSrcSet(src)}
                sizes="120px"
                alt=""
                width={120}
                height={120}
                loading="lazy"
                className="h-full w-full object-contain"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
