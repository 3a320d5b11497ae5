import { useState, type FormEvent } from "react";
import { toast } from "~/src/web/lib/toast";
import { PASSWORD_MIN_LENGTH } from "~/src/core/constants";
import { Button } from "~/src/web/components/ui/button";
import { useChangePassword } from "./account-api";
import { Field, Notice, useFailureText, type NoticeValue } from "./profile-ui";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("profile.password", {
  enterCurrent: "Please enter your current password.",
  tooShort: "Your new password must be at least {min} characters.",
  noMatch: "The new password and its confirmation do not match.",
  changed: "Your password is changed.",
  current: "Current password",
  new: "New password",
  confirm: "Confirm new password",
  hint: "At least {min} characters, not a common password. You stay logged in here; other devices are logged out.",
  changing: "Changing…",
  change: "Change password",
});

/** A new password (sign-up's rules, checked by the server); every other device is logged out. */
export function PasswordForm() {
  const [currentPassword, setCurrentPassword] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [notice, setNotice] = useState<NoticeValue>(null);
  const change = useChangePassword();
  const t = useT();
  const failureText = useFailureText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    if (!currentPassword) return setNotice({ ok: false, text: t(text.enterCurrent) });
    if (password.length < PASSWORD_MIN_LENGTH) return setNotice({ ok: false, text: t(text.tooShort, { min: PASSWORD_MIN_LENGTH }) });
    if (password !== confirm) return setNotice({ ok: false, text: t(text.noMatch) });
    setNotice(null);
    change.mutate(
      { currentPassword, password },
      {
        onSuccess: (data) => {
          setCurrentPassword("");
          setPassword("");
          setConfirm("");
          setNotice({ ok: true, text: data.message });
          toast.success(t(text.changed));
        },
        onError: (error) => setNotice({ ok: false, text: failureText(error) }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          id="password-current"
          label={t(text.current)}
          type="password"
          value={currentPassword}
          onChange={setCurrentPassword}
          autoComplete="current-password"
        />
        <Field id="password-new" label={t(text.new)} type="password" value={password} onChange={setPassword} autoComplete="new-password" />
        <Field id="password-confirm" label={t(text.confirm)} type="password" value={confirm} onChange={setConfirm} autoComplete="new-password" />
      </div>
      <p className="text-xs text-slate-500">{t(text.hint, { min: PASSWORD_MIN_LENGTH })}</p>
      <Notice notice={notice} />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? t(text.changing) : t(text.change)}
      </Button>
    </form>
  );
}
