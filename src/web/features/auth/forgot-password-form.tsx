import { useState, type FormEvent } from "react";
import { Link } from "~/src/web/lib/localized-router";
import { loginSchema } from "~/src/core/validation";
import { Button } from "~/src/web/components/ui/button";
import { defineMessages } from "~/src/core/i18n";
import { useFormMessage } from "~/src/web/components/form-messages";
import { useT } from "~/src/web/lib/i18n";
import { requestPasswordReset } from "./auth-api";
import { AuthField } from "./auth-field";

const text = defineMessages("auth.forgot", {
  somethingWrong: "Something went wrong. Please try again.",
  checkMail: "Check your e-mail",
  noMailBefore: "No mail after a few minutes? Look in the spam folder, or",
  tryAgain: "try again",
  noMailAfter: ".",
  backToLogin: "Back to login",
  title: "Forgot your password?",
  intro: "Enter the e-mail address of your account and we will send you a link to choose a new password.",
  email: "Email",
  sending: "Sending…",
  send: "Send the link",
  remembered: "Remembered it?",
});

/** Asks for a reset link; the answer never tells whether the address has an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);
  const t = useT();
  const formMessage = useFormMessage();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = loginSchema.shape.email.safeParse(email);
    if (!checked.success) {
      setError(checked.error.issues[0].message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      setSent(await requestPasswordReset(checked.data));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t(text.somethingWrong));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div className="space-y-5">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(text.checkMail)}</h1>
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          {sent}
        </p>
        <p className="text-sm text-slate-600">
          {t(text.noMailBefore)}{" "}
          <button type="button" onClick={() => setSent(undefined)} className="font-semibold text-brand-600 underline-offset-2 hover:underline">
            {t(text.tryAgain)}
          </button>
          {t(text.noMailAfter)}
        </p>
        <Link to="/login" className="inline-block text-sm font-semibold text-brand-600 underline-offset-2 hover:underline">
          {t(text.backToLogin)}
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="forgot-title" className="space-y-5">
      <div>
        <h1 id="forgot-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {t(text.title)}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t(text.intro)}</p>
      </div>
      <AuthField
        id="auth-email"
        label={t(text.email)}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={formMessage(error)}
        onChange={setEmail}
      />
      <Button type="submit" disabled={busy} size="lg" fullWidth className="shadow-sm">
        {busy ? t(text.sending) : t(text.send)}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t(text.remembered)}{" "}
        <Link to="/login" className="font-semibold text-brand-600 underline-offset-2 hover:underline">
          {t(text.backToLogin)}
        </Link>
      </p>
    </form>
  );
}
