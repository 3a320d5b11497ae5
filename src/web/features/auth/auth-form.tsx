import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "~/src/web/lib/toast";
import { PASSWORD_MIN_LENGTH } from "~/src/core/constants";
import { loginSchema, registerSchema } from "~/src/core/validation";
import { Button } from "~/src/web/components/ui/button";
import { ApiError } from "~/src/web/lib/api";
import { authenticate, type AuthMode, type AuthValues } from "./auth-api";
import { AuthField } from "./auth-field";

type AuthErrors = Partial<Record<keyof AuthValues, string>>;

const COPY: Record<AuthMode, { title: string; intro: string; submit: string; busy: string; switchText: string; switchAction: string }> = {
  login: {
    title: "Login",
    intro: "Welcome back. Log in to see your cart, orders and saved addresses.",
    submit: "Login",
    busy: "Logging in…",
    switchText: "New to Tinkerwala?",
    switchAction: "Create an account",
  },
  signup: {
    title: "Sign Up",
    intro: "Create an account to order components and kits, cash on delivery.",
    submit: "Sign Up",
    busy: "Creating your account…",
    switchText: "Already have an account?",
    switchAction: "Login here",
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
      toast.success(mode === "login" ? "Welcome back!" : "Your account is ready. Welcome to Tinkerwala!");
      onAuthenticated(token);
    } catch (error) {
      // §8: the server's message, or the network error's message.
      toast.error(error instanceof ApiError || error instanceof Error ? error.message : "Something went wrong. Please try again.");
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="auth-title" className="space-y-5">
      <div>
        <h1 id="auth-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {copy.title}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{copy.intro}</p>
      </div>

      {mode === "signup" && (
        <AuthField
          id="auth-name"
          label="Full name"
          autoComplete="name"
          value={values.name}
          error={errors.name}
          onChange={(value) => change("name", value)}
        />
      )}
      <AuthField
        id="auth-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        error={errors.email}
        onChange={(value) => change("email", value)}
      />
      <AuthField
        id="auth-password"
        label="Password"
        type="password"
        autoComplete={mode === "login" ? "current-password" : "new-password"}
        value={values.password}
        error={errors.password}
        hint={mode === "signup" && !errors.password ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
        onChange={(value) => change("password", value)}
      />
      {mode === "login" && (
        <p className="-mt-3 text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-brand-600 underline-offset-2 hover:text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </p>
      )}

      <Button type="submit" disabled={busy} size="lg" fullWidth className="shadow-sm">
        {busy && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
        {busy ? copy.busy : copy.submit}
      </Button>

      <p className="text-center text-sm text-slate-600">
        {copy.switchText}{" "}
        <button type="button" onClick={switchMode} className="font-semibold text-brand-600 underline-offset-2 hover:text-brand-700 hover:underline">
          {copy.switchAction}
        </button>
      </p>
    </form>
  );
}
