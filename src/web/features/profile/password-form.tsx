import { useState, type FormEvent } from "react";
import { toast } from "~/src/web/lib/toast";
import { PASSWORD_MIN_LENGTH } from "~/src/core/constants";
import { Button } from "~/src/web/components/ui/button";
import { useChangePassword } from "./account-api";
import { Field, Notice, failureText, type NoticeValue } from "./profile-ui";

/** A new password (sign-up's rules, checked by the server); every other device is logged out. */
export function PasswordForm() {
  const [currentPassword, setCurrentPassword] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [notice, setNotice] = useState<NoticeValue>(null);
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    if (!currentPassword) return setNotice({ ok: false, text: "Please enter your current password." });
    if (password.length < PASSWORD_MIN_LENGTH)
      return setNotice({ ok: false, text: `Your new password must be at least ${PASSWORD_MIN_LENGTH} characters.` });
    if (password !== confirm) return setNotice({ ok: false, text: "The new password and its confirmation do not match." });
    setNotice(null);
    change.mutate(
      { currentPassword, password },
      {
        onSuccess: (data) => {
          setCurrentPassword("");
          setPassword("");
          setConfirm("");
          setNotice({ ok: true, text: data.message });
          toast.success("Your password is changed.");
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
          label="Current password"
          type="password"
          value={currentPassword}
          onChange={setCurrentPassword}
          autoComplete="current-password"
        />
        <Field id="password-new" label="New password" type="password" value={password} onChange={setPassword} autoComplete="new-password" />
        <Field id="password-confirm" label="Confirm new password" type="password" value={confirm} onChange={setConfirm} autoComplete="new-password" />
      </div>
      <p className="text-xs text-slate-500">
        At least {PASSWORD_MIN_LENGTH} characters, not a common password. You stay logged in here; other devices are logged out.
      </p>
      <Notice notice={notice} />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? "Changing…" : "Change password"}
      </Button>
    </form>
  );
}
