import { KIT_DISCOUNT_PERCENT, KIT_MAX_ITEMS, KIT_MIN_ITEMS } from "~/src/core/constants";

const BENEFITS = [
  { title: "Cash on delivery", text: "Pay when your parcel reaches your school or home." },
  { title: "Track every order", text: "Component and kit orders with their status in one place." },
  {
    title: `Custom kits at ${KIT_DISCOUNT_PERCENT}% off`,
    text: `Pick ${KIT_MIN_ITEMS} to ${KIT_MAX_ITEMS} parts and we bundle them for your lab.`,
  },
];

/** The brand panel beside the login form (desktop only). */
export function AuthBenefits() {
  return (
    <div className="relative hidden overflow-hidden bg-gradient-to-br from-brand-600 to-brand-900 p-10 text-white md:flex md:flex-col md:justify-between">
      <div aria-hidden="true" className="absolute -right-16 -top-16 h-56 w-56 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-20 -left-10 h-48 w-48 rounded-full bg-brand-500/30" />
      <div className="relative">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">Tinkerwala</p>
        <p className="mt-3 text-2xl font-bold leading-snug">Parts for every tinkering lab, delivered across India.</p>
      </div>
      <ul className="relative mt-10 space-y-5">
        {BENEFITS.map((benefit) => (
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
