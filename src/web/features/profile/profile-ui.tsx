import type { ReactNode } from "react";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("profile.ui", { failed: "Something went wrong. Please try again." });

/** One block of the account page: a white card with its heading and a line saying what it is for. */
export function Panel({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  hint?: string;
  disabled?: boolean;
}

/** A labelled input as on the shop's other forms. */
export function Field({ id, label, value, onChange, type = "text", autoComplete, hint, disabled }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm transition focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100"
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The server's (or the form's) answer, on the page next to the form that caused it. */
export function Notice({ notice }: { notice: { ok: boolean; text: string } | null }) {
  if (!notice) return null;
  return notice.ok ? (
    <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800">
      {notice.text}
    </p>
  ) : (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {notice.text}
    </p>
  );
}

export type NoticeValue = { ok: boolean; text: string } | null;

/** The text to show for a failed call: the server's (in the page's language), else a word of our own. */
export function useFailureText(): (error: unknown) => string {
  const t = useT();
  return (error: unknown) => (error instanceof Error ? error.message : t(text.failed));
}
