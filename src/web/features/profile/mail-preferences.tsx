import { useState } from "react";
import type { AccountDetails } from "~/src/core/shapes/my-account";
import { useMailPreference } from "./account-api";
import { Notice, useFailureText, type NoticeValue } from "./profile-ui";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("profile.mail", {
  updates: "Shipping and delivery updates by e-mail",
  updatesText: "When your parcel leaves us (with the courier and tracking number) and when it is delivered.",
  always: "Order confirmations and security mails (such as a password reset link) are always sent, whatever this box says.",
});

/** The one optional kind of mail; the box follows the server's answer, so a refused change does not look saved. */
export function MailPreferences({ account }: { account: AccountDetails }) {
  const preference = useMailPreference();
  const t = useT();
  const failureText = useFailureText();
  const [notice, setNotice] = useState<NoticeValue>(null);
  // Set in the click itself: the mutation's own pending state arrives a moment later, and until then
  // React would put the box back as it was, so the click looked ignored.
  const [shown, setShown] = useState<boolean | null>(null);

  const toggle = (mailUpdates: boolean) => {
    setNotice(null);
    setShown(mailUpdates);
    preference.mutate(
      { mailUpdates },
      {
        onSuccess: (data) => {
          setShown(data.user.mailUpdates);
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
    <div className="space-y-3">
      <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={shown ?? account.mailUpdates}
          disabled={preference.isPending}
          onChange={(event) => toggle(event.target.checked)}
          className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
        />
        <span>
          <span className="block font-medium">{t(text.updates)}</span>
          <span className="block text-slate-600">{t(text.updatesText)}</span>
        </span>
      </label>
      <p className="text-xs text-slate-500">{t(text.always)}</p>
      <Notice notice={notice} />
    </div>
  );
}
