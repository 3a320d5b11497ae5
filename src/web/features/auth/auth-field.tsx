import { useState } from "react";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("auth.field", {
  hidePassword: "Hide password",
  showPassword: "Show password",
  hide: "Hide",
  show: "Show",
});

interface AuthFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: string;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  inputMode?: "email" | "text";
}

/** A labelled input with its message underneath; password fields get a show/hide toggle. */
export function AuthField({ id, label, value, onChange, error, hint, type = "text", autoComplete, inputMode }: AuthFieldProps) {
  const [reveal, setReveal] = useState(false);
  const t = useT();
  const isPassword = type === "password";
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={id.replace(/^auth-/, "")}
          type={isPassword && reveal ? "text" : type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm transition focus:outline-none focus:ring-2 ${
            isPassword ? "pr-16" : ""
          } ${error ? "border-sale focus:ring-red-200" : "border-slate-300 focus:border-brand-500 focus:ring-brand-200"}`}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setReveal(!reveal)}
            aria-label={reveal ? t(text.hidePassword) : t(text.showPassword)}
            aria-pressed={reveal}
            className="absolute inset-y-1 right-1 rounded-md px-2.5 text-xs font-semibold text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            {reveal ? t(text.hide) : t(text.show)}
          </button>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-sale">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
