import type { ReactNode } from "react";
import { Link } from "~/src/web/lib/localized-router";
import { buttonClasses } from "~/src/web/components/ui/button";

interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  action?: { label: string; to: string };
  children?: ReactNode;
}

/** A home section's title row, with an optional "View all" style link and extra content. */
export function SectionHeading({ id, title, subtitle, action, children }: SectionHeadingProps) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div>
        <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          {title}
        </h2>
        {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {children}
        {action && (
          <Link to={action.to} className={buttonClasses({ variant: "outline" })}>
            {action.label}
          </Link>
        )}
      </div>
    </div>
  );
}
