import { KIT_DISCOUNT_PERCENT, KIT_MAX_ITEMS, KIT_MIN_ITEMS } from "~/src/core/constants";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("auth.benefits", {
  tagline: "Parts for every tinkering lab, delivered across India.",
  codTitle: "Cash on delivery",
  codText: "Pay when your parcel reaches your school or home.",
  trackTitle: "Track every order",
  trackText: "Component and kit orders with their status in one place.",
  kitTitle: "Custom kits at {percent}% off",
  kitText: "Pick {min} to {max} parts and we bundle them for your lab.",
});

/** The brand panel beside the login form (desktop only). */
export function AuthBenefits() {
  const t = useT();
  const benefits = [
    { title: t(text.codTitle), text: t(text.codText) },
    { title: t(text.trackTitle), text: t(text.trackText) },
    {
      title: t(text.kitTitle, { percent: KIT_DISCOUNT_PERCENT }),
      text: t(text.kitText, { min: KIT_MIN_ITEMS, max: KIT_MAX_ITEMS }),
    },
  ];
  return (
    <div className="relative hidden overflow-hidden bg-gradient-to-br from-brand-600 to-brand-900 p-10 text-white md:flex md:flex-col md:justify-between">
      <div aria-hidden="true" className="absolute -right-16 -top-16 h-56 w-56 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-20 -left-10 h-48 w-48 rounded-full bg-brand-500/30" />
      <div className="relative">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">Tinkerwala</p>
        <p className="mt-3 text-2xl font-bold leading-snug">{t(text.tagline)}</p>
      </div>
      <ul className="relative mt-10 space-y-5">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="flex gap-3">
            <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-white/15 text-sm" aria-hidden="true">
              ✓
            </span>
            <span>
              <span className="block font-semibold">{benefit.title}</span>
              <span className="block text-sm text-brand-100">{benefit.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
