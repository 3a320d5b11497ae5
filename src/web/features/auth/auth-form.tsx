import { useState, type FormEvent } from "react";
import { Link } from "~/src/web/lib/localized-router";
import { toast } from "~/src/web/lib/toast";
import { PASSWORD_MIN_LENGTH } from "~/src/core/constants";
import { loginSchema, registerSchema } from "~/src/core/validation";
import { Button } from "~/src/web/components/ui/button";
import { ApiError } from "~/src/web/lib/api";
import { defineMessages, type Message } from "~/src/core/i18n";
import { useFormMessage } from "~/src/web/components/form-messages";
import { useT } from "~/src/web/lib/i18n";
import { authenticate, type AuthMode, type AuthValues } from "./auth-api";
import { AuthField } from "./auth-field";

type AuthErrors = Partial<Record<keyof AuthValues, string>>;

const text = defineMessages("auth.form", {
  loginTitle: "Login",
  loginIntro: "Welcome back. Log in to see your cart, orders and saved addresses.",
  loginSubmit: "Login",
  loginBusy: "Logging in…",
  loginSwitchText: "New to Tinkerwala?",
  loginSwitchAction: "Create an account",
  signupTitle: "Sign Up",
  signupIntro: "Create an account to order components and kits, cash on delivery.",
  signupSubmit: "Sign Up",
  signupBusy: "Creating your account…",
  signupSwitchText: "Already have an account?",
  signupSwitchAction: "Login here",
  fullName: "Full name",
  email: "Email",
  password: "Password",
  passwordHint: "At least {min} characters.",
  forgot: "Forgot password?",
  welcomeBack: "Welcome back!",
  accountReady: "Your account is ready. Welcome to Tinkerwala!",
  somethingWrong: "Something went wrong. Please try again.",
});

const COPY: Record<AuthMode, { title: Message; intro: Message; submit: Message; busy: Message; switchText: Message; switchAction: Message }> = {
  login: {
    title: text.loginTitle,
    intro: text.loginIntro,
    submit: text.loginSubmit,
    busy: text.loginBusy,
    switchText: text.loginSwitchText,
    switchAction: text.loginSwitchAction,
  },
  signup: {
    title: text.signupTitle,
    intro: text.signupIntro,
    submit: text.signupSubmit,
    busy: text.signupBusy,
    switchText: text.signupSwitchText,
    switchAction: text.signupSwitchAction,
  },
};

function check(mode: AuthMode, values: AuthValues): { data?: AuthValues; errors: AuthErrors } {
  const parsed = mode === "login" ? loginSchema.safeParse(values) : registerSchema.safeParse(values);
  if (parsed.success) return { data: { name: values.name.trim(), ...parsed.data }, errors: {} };
  const errors: AuthErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof AuthValues;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

export interface AuthFormProps {
  initialMode?: AuthMode;
  /** Called with the new session token after a successful login or sign up. */
  onAuthenticated(token: string): void;
}

/** One form toggling between Login and Sign Up (§2, §5): validated here first, then by the server. */
export function AuthForm({ initialMode = "login", onAuthenticated }: AuthFormProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [values, setValues] = useState<AuthValues>({ name: "", email: "", password: "" });
  const [errors, setErrors] = useState<AuthErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const copy = COPY[mode];
  const t = useT();
  const formMessage = useFormMessage();

  const change = (field: keyof AuthValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(check(mode, next).errors);
  };

  const switchMode = () => {
    setMode(mode === "login" ? "signup" : "login");
    setErrors({});
    setSubmitted(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const result = check(mode, values);
    setErrors(result.errors);
    if (!result.data) return;
    setBusy(true);
    try {
      const token = await authenticate(mode, result.data);
      toast.success(mode === "login" ? t(text.welcomeBack) : t(text.accountReady));
      onAuthenticated(token);
    } catch (error) {
      // §8: the server's message, or the network error's message.
      toast.error(error instanceof ApiError || error instanceof Error ? error.message : t(text.somethingWrong));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="auth-title" className="space-y-5">
      <div>
        <h1 id="auth-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {t(copy.title)}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t(copy.intro)}</p>
      </div>

      {mode === "signup" && (
        <AuthField
          id="auth-name"
          label={t(text.fullName)}
          autoComplete="name"
          value={values.name}
          error={formMessage(errors.name)}
          onChange={(value) => change("name", value)}
        />
      )}
      <AuthField
        id="auth-email"
        label={t(text.email)}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        error={formMessage(errors.email)}
        onChange={(value) => change("email", value)}
      />
      <AuthField
        id="auth-password"
        label={t(text.password)}
        type="password"
        autoComplete={mode === "login" ? "current-password" : "new-password"}
        value={values.password}
        error={formMessage(errors.password)}
        hint={mode === "signup" && !errors.password ? t(text.passwordHint, { min: PASSWORD_MIN_LENGTH }) : undefined}
        onChange={(value) => change("password", value)}
      />
      {mode === "login" && (
        <p className="-mt-3 text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-brand-600 underline-offset-2 hover:text-brand-700 hover:underline">
            {t(text.forgot)}
          </Link>
        </p>
      )}

      <Button type="submit" disabled={busy} size="lg" fullWidth className="shadow-sm">
        {busy && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
        {busy ? t(copy.busy) : t(copy.submit)}
      </Button>

      <p className="text-center text-sm text-slate-600">
        {t(copy.switchText)}{" "}
        <button type="button" onClick={switchMode} className="font-semibold text-brand-600 underline-offset-2 hover:text-brand-700 hover:underline">
          {t(copy.switchAction)}
        </button>
      </p>
    </form>
  );
}
