import type { ReactNode } from "react";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { Link } from "~/src/web/lib/localized-router";

const text = defineMessages("breadcrumbs", { landmark: "Breadcrumb" });

export interface Crumb {
  to: string;
  label: ReactNode;
}

interface BreadcrumbsProps {
  /** The pages above this one, outermost first; each is a link. */
  trail: Crumb[];
  /** This page's name, shown last, not a link. */
  current: ReactNode;
  /** Keep a long current name on one line, cut with an ellipsis (product names). */
  truncateCurrent?: boolean;
  /** Spacing around the trail. */
  className?: string;
}

/** "Home / Components / Servo": where this page sits, as an ordered list in a Breadcrumb landmark. */
export function Breadcrumbs({ trail, current, truncateCurrent = false, className = "" }: BreadcrumbsProps) {
  const t = useT();
  return (
    <nav aria-label={t(text.landmark)} className={className ? `text-sm text-slate-500 ${className}` : "text-sm text-slate-500"}>
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to} className="hover:text-brand-700 hover:underline">
              {crumb.label}
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
        ))}
        <li aria-current="page" className={truncateCurrent ? "max-w-full truncate text-slate-700 sm:max-w-md" : "text-slate-700"}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
