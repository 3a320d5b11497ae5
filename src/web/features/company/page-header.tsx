import type { ReactNode } from "react";

/** The eyebrow, title and intro that open every company page. */
export function PageHeader({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <header className="max-w-3xl">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{eyebrow}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      {children && <div className="mt-3 text-base leading-relaxed text-slate-600 sm:text-lg">{children}</div>}
    </header>
  );
}
