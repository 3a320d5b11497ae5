import type { ReactNode } from "react";

interface EmptyStateProps {
  /** A 28 px icon, drawn in a round brand-coloured badge above the title. */
  icon?: ReactNode;
  title: string;
  message: ReactNode;
  /** What follows the message: more text, the way onward (links with their own top margin). */
  children?: ReactNode;
}

/** A centred card in place of a page's content (nothing to show yet, or log in first): why, and where to go. */
export function EmptyState({ icon, title, message, children }: EmptyStateProps) {
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      {icon && (
        <span className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600" aria-hidden="true">
          {icon}
        </span>
      )}
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <p className="mt-2 text-sm text-slate-600">{message}</p>
      {children}
    </div>
  );
}

const noteSizes = {
  sm: "p-6 text-sm",
  md: "px-6 py-10",
} as const;

interface EmptyNoteProps {
  /** `p` for a single sentence, `div` when it holds more (a heading, a button). */
  as?: "p" | "div";
  size?: keyof typeof noteSizes;
  /** Spacing around the note. */
  className?: string;
  children: ReactNode;
}

/** A dashed box where a list would be, saying it is empty ("No products available."). */
export function EmptyNote({ as: Tag = "p", size = "md", className, children }: EmptyNoteProps) {
  const classes = ["rounded-xl border border-dashed border-slate-300 bg-white text-center text-slate-600", noteSizes[size], className]
    .filter(Boolean)
    .join(" ");
  return <Tag className={classes}>{children}</Tag>;
}
