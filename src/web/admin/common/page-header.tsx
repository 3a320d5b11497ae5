import type { ReactNode } from "react";
import { Link } from "react-router";

/** The title of a staff page (every child route repeats noindex: a child's meta replaces the layout's). */
export function adminMeta(title: string) {
  return [{ title: `${title} | Tinkerwala staff` }, { name: "robots", content: "noindex, nofollow" }];
}

interface PageHeaderProps {
  title: string;
  /** Where "back" goes (a list above this page). */
  back?: { to: string; label: string };
  description?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, back, description, actions }: PageHeaderProps) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        {back && (
          <Link to={back.to} className="mb-1 inline-block py-1 text-sm font-semibold text-brand-700 hover:text-brand-600">
            ← {back.label}
          </Link>
        )}
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
