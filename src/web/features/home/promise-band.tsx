import { HeadsetIcon, ReturnIcon, TruckIcon } from "~/src/web/components/icons";

const PROMISES = [
  { icon: TruckIcon, title: "Super Fast Delivery", text: "All products are shipped on the same day" },
  { icon: ReturnIcon, title: "7-Days Return Policy", text: "We offer a 7-day return policy" },
  { icon: HeadsetIcon, title: "Best Customer Support", text: "24/7 customer support" },
];

/** The promise band (§1). */
export function PromiseBand() {
  return (
    <section aria-label="Our promises" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ul className="grid divide-y divide-slate-100 sm:grid-cols-3 sm:divide-x sm:divide-y-0">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-center gap-4 p-5">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <Icon width={26} height={26} />
            </span>
            <div>
              <p className="font-semibold text-slate-900">{title}</p>
              <p className="text-sm text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
