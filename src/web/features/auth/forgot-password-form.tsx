import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { loginSchema } from "~/src/core/validation";
import { Button } from "~/src/web/components/ui/button";
import { requestPasswordReset } from "./auth-api";
import { AuthField } from "./auth-field";

/** Asks for a reset link; the answer never tells whether the address has an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);

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
      setError(failure instanceof Error ? failure.message : "Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div className="space-y-5">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Check your e-mail</h1>
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          {sent}
        </p>
        <p className="text-sm text-slate-600">
          No mail after a few minutes? Look in the spam folder, or{" "}
          <button type="button" onClick={() => setSent(undefined)} className="font-semibold text-brand-600 underline-offset-2 hover:underline">
            try again
          </button>
          .
        </p>
        <Link to="/login" className="inline-block text-sm font-semibold text-brand-600 underline-offset-2 hover:underline">
          Back to login
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="forgot-title" className="space-y-5">
      <div>
        <h1 id="forgot-title" className="text-2xl font-bold tracking-tight text-slate-900">
          Forgot your password?
        </h1>
        <p className="mt-1 text-sm text-slate-600">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      </div>
      <AuthField id="auth-email" label="Email" type="email" autoComplete="email" inputMode="email" value={email} error={error} onChange={setEmail} />
      <Button type="submit" disabled={busy} size="lg" fullWidth className="shadow-sm">
        {busy ? "Sending…" : "Send the link"}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Remembered it?{" "}
        <Link to="/login" className="font-semibold text-brand-600 underline-offset-2 hover:underline">
          Back to login
        </Link>
      </p>
    </form>
  );
}
