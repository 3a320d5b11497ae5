import { useState } from "react";
import type { Language } from "~/src/core/language";
import { defineMessages } from "~/src/core/i18n";
import type { AccountDetails } from "~/src/core/shapes/my-account";
import { useT } from "~/src/web/lib/i18n";
import { accountLanguage, useLanguagePreference } from "./account-api";
import { Notice, useFailureText, type NoticeValue } from "./profile-ui";

const text = defineMessages("profile.language", {
  legend: "Language for emails and messages",
  hint: "Order, shipping and return mails, password reset links and the shop's messages to you come in this language.",
});

/** Each language named in itself, so a reader of either finds theirs. */
const CHOICES: Array<{ value: Language; label: string; lang: string }> = [
  { value: "en", label: "English", lang: "en" },
  { value: "hi", label: "हिन्दी", lang: "hi" },
];

/** The language the shop writes to the customer in (issue 33): set at sign-up from the page's language, changed here. */
export function LanguagePreference({ account }: { account: AccountDetails }) {
  const t = useT();
  const failureText = useFailureText();
  const change = useLanguagePreference();
  const [notice, setNotice] = useState<NoticeValue>(null);
  // The choice as clicked, until the server's answer (or its refusal) says what is saved.
  const [shown, setShown] = useState<Language | null>(null);
  const saved = accountLanguage(account);
  const value = shown ?? saved;

  const choose = (language: Language) => {
    if (language === value) return;
    setNotice(null);
    setShown(language);
    change.mutate(
      { language },
      {
        onSuccess: (data) => {
          setShown(accountLanguage(data.user));
          setNotice({ ok: true, text: data.message });
        },
        onError: (error) => {
          setShown(null);
          setNotice({ ok: false, text: failureText(error) });
        },
      },
    );
  };

  return (
    <fieldset className="space-y-3" aria-describedby="language-preference-hint">
      <legend className="text-sm font-medium text-slate-800">{t(text.legend)}</legend>
      <div className="flex flex-wrap gap-3">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            lang={choice.lang}
            className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-4 text-sm font-semibold transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
              value === choice.value
                ? "border-brand-500 bg-brand-50 text-brand-800"
                : "border-slate-300 bg-white text-slate-700 hover:border-slate-400"
            }`}
          >
            <input
              type="radio"
              name="account-language"
              value={choice.value}
              checked={value === choice.value}
              disabled={change.isPending}
              onChange={() => choose(choice.value)}
              className="h-4 w-4 accent-brand-600"
            />
            {choice.label}
          </label>
        ))}
      </div>
      <p id="language-preference-hint" className="text-xs text-slate-500">
        {t(text.hint)}
      </p>
      <Notice notice={notice} />
    </fieldset>
  );
}
