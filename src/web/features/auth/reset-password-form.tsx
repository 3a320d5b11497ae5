import { useState, type FormEvent } from "react";
import { Link } from "~/src/web/lib/localized-router";
import { PASSWORD_MIN_LENGTH } from "~/src/core/constants";
import { Button } from "~/src/web/components/ui/button";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { resetPassword } from "./auth-api";
import { AuthField } from "./auth-field";

const text = defineMessages("auth.reset", {
  title: "Choose a new password",
  missingToken: "This link is missing its token. Open the link from the e-mail again, or ask for a new one.",
  askNewLink: "Ask for a new link",
  tooShort: "Password must be at least {min} characters.",
  notSame: "The two passwords are not the same.",
  somethingWrong: "Something went wrong. Please try again.",
  intro: "You will be logged in, and logged out on every other device.",
  newPassword: "New password",
  newPasswordHint: "At least {min} characters, not a common password.",
  again: "New password again",
  saving: "Saving…",
  save: "Save the new password",
});

interface ResetPasswordFormProps {
  token: string;
  /** Called with the new session token once the password is changed. */
  onReset(sessionToken: string): void;
}

/** The page the mailed link opens: a new password, twice; the server's rules and messages decide. */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; link?: string }>({});
  const [busy, setBusy] = useState(false);
  const t = useT();

  if (!token) {
    return (
      <div role="alert" className="space-y-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(text.title)}</h1>
        <p className="text-sm text-slate-700">{t(text.missingToken)}</p>
        <Link to="/forgot-password" className="font-semibold text-brand-600 underline-offset-2 hover:underline">
          {t(text.askNewLink)}
        </Link>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: typeof errors = {};
    if (password.length < PASSWORD_MIN_LENGTH) found.password = t(text.tooShort, { min: PASSWORD_MIN_LENGTH });
    if (confirm !== password) found.confirm = t(text.notSame);
    setErrors(found);
    if (found.password || found.confirm) return;
    setBusy(true);
    try {
      onReset(await resetPassword(token, password));
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : t(text.somethingWrong);
      // A refused link cannot be fixed on this page; a refused password can (the server's Hindi says "लिंक").
      setErrors(/link|लिंक/.test(message) ? { link: message } : { password: message });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="reset-title" className="space-y-5">
      <div>
        <h1 id="reset-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {t(text.title)}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t(text.intro)}</p>
      </div>
      {errors.link && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>{errors.link}</p>
          <Link to="/forgot-password" className="mt-2 inline-block font-semibold underline underline-offset-2">
            {t(text.askNewLink)}
          </Link>
        </div>
      )}
      <AuthField
        id="auth-new-password"
        label={t(text.newPassword)}
        type="password"
        autoComplete="new-password"
        value={password}
        error={errors.password}
        hint={t(text.newPasswordHint, { min: PASSWORD_MIN_LENGTH })}
        onChange={setPassword}
      />
      <AuthField
        id="auth-confirm-password"
        label={t(text.again)}
        type="password"
        autoComplete="new-password"
        value={confirm}
        error={errors.confirm}
        onChange={setConfirm}
      />
      <Button type="submit" disabled={busy} size="lg" fullWidth className="shadow-sm">
        {busy ? t(text.saving) : t(text.save)}
      </Button>
    </form>
  );
}
