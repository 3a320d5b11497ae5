import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { rememberLanguage } from "~/src/web/components/layout/language-switch";

const text = defineMessages("hindiSuggestion", { dismiss: "Not now" });

/** The suggestion itself, loaded only for a visitor it is for (see HindiSuggestion). */
export function HindiSuggestionBanner({ onDismiss }: { onDismiss: () => void }) {
  const t = useT();
  return (
    <aside aria-label="हिन्दी" lang="hi" className="border-b border-amber-200 bg-amber-50 text-slate-900">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <p>यह दुकान हिन्दी में भी है।</p>
        <a href="/hi" hrefLang="hi" className="font-semibold text-brand-700 underline" onClick={() => rememberLanguage("hi")}>
          हिन्दी में देखें
        </a>
        <button
          type="button"
          lang="en"
          className="text-slate-600 underline"
          onClick={() => {
            rememberLanguage("en");
            onDismiss();
          }}
        >
          {t(text.dismiss)}
        </button>
      </div>
    </aside>
  );
}
