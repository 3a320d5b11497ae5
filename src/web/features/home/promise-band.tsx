import { HeadsetIcon, ReturnIcon, TruckIcon } from "~/src/web/components/icons";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("home.promises", {
  label: "Our promises",
  fast: "Super Fast Delivery",
  fastText: "All products are shipped on the same day",
  returns: "7-Days Return Policy",
  returnsText: "We offer a 7-day return policy",
  support: "Best Customer Support",
  supportText: "24/7 customer support",
});

const PROMISES = [
  { icon: TruckIcon, title: text.fast, text: text.fastText },
  { icon: ReturnIcon, title: text.returns, text: text.returnsText },
  { icon: HeadsetIcon, title: text.support, text: text.supportText },
];

/** The promise band (§1). */
export function PromiseBand() {
  const t = useT();
  return (
    <section aria-label={t(text.label)} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ul className="grid divide-y divide-slate-100 sm:grid-cols-3 sm:divide-x sm:divide-y-0">
        {PROMISES.map(({ icon: Icon, title, text: detail }) => (
          <li key={title.id} className="flex items-center gap-4 p-5">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <Icon width={26} height={26} />
            </span>
            <div>
              <p className="font-semibold text-slate-900">{t(title)}</p>
              <p className="text-sm text-slate-600">{t(detail)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
