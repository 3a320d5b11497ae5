import { useState, type FormEvent } from "react";
import { toast } from "~/src/web/lib/toast";
import type { AccountDetails } from "~/src/core/shapes/my-account";
import { Button } from "~/src/web/components/ui/button";
import { useUpdateDetails } from "./account-api";
import { Field, Notice, useFailureText, type NoticeValue } from "./profile-ui";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("profile.details", {
  name: "Name",
  email: "E-mail",
  emailHint: "You sign in with this address.",
  currentPassword: "Current password",
  passwordHint: "Needed to change the e-mail you sign in with.",
  saving: "Saving…",
  save: "Save details",
});

/** Name and e-mail. The e-mail is what the customer signs in with, so changing it asks for the password. */
export function DetailsForm({ account }: { account: AccountDetails }) {
  const [name, setName] = useState(account.name);
  const [email, setEmail] = useState(account.email);
  const [currentPassword, setCurrentPassword] = useState("");
  const [notice, setNotice] = useState<NoticeValue>(null);
  const update = useUpdateDetails();
  const t = useT();
  const failureText = useFailureText();
  const emailChanged = email.trim().toLowerCase() !== account.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setNotice(null);
    update.mutate(
      { name, email, ...(emailChanged ? { currentPassword } : {}) },
      {
        onSuccess: (data) => {
          setName(data.user.name);
          setEmail(data.user.email);
          setCurrentPassword("");
          setNotice({ ok: true, text: data.message });
          toast.success(data.message);
        },
        onError: (error) => setNotice({ ok: false, text: failureText(error) }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="account-name" label={t(text.name)} value={name} onChange={setName} autoComplete="name" />
        <Field
          id="account-email"
          label={t(text.email)}
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          hint={t(text.emailHint)}
        />
      </div>
      {emailChanged && (
        <div className="sm:max-w-sm">
          <Field
            id="account-email-password"
            label={t(text.currentPassword)}
            type="password"
            value={currentPassword}
            onChange={setCurrentPassword}
            autoComplete="current-password"
            hint={t(text.passwordHint)}
          />
        </div>
      )}
      <Notice notice={notice} />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? t(text.saving) : t(text.save)}
      </Button>
    </form>
  );
}
