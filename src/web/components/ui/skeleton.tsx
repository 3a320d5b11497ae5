import type { ReactNode } from "react";

const tones = {
  /** A white card with the page's card border: stands in for a whole panel. */
  panel: "border border-slate-200 bg-white",
  light: "bg-slate-100",
  medium: "bg-slate-200",
  /** A large block on the page background. */
  faint: "bg-slate-200/70",
} as const;

interface SkeletonProps {
  tone?: keyof typeof tones;
  /** Size and corner rounding of the placeholder (h-*, w-*, aspect-*, rounded-*). */
  className?: string;
  /** Name what is loading when this placeholder stands alone (no SkeletonGroup around it). */
  label?: string;
}

/** A pulsing placeholder the size of what is loading. Hidden from screen readers unless labelled. */
export function Skeleton({ tone = "medium", className = "", label }: SkeletonProps) {
  const classes = `animate-pulse ${tones[tone]} ${className}`.trim();
  if (label) return <div className={classes} aria-busy="true" aria-label={label} />;
  return <div className={classes} aria-hidden="true" />;
}

interface SkeletonGroupProps {
  /** What is loading, for screen readers ("Loading your cart"). */
  label: string;
  /** Layout of the placeholders (space-y-*, grid …). */
  className?: string;
  children: ReactNode;
}

/** A busy region named after what is loading, holding the placeholders of its layout. */
export function SkeletonGroup({ label, className, children }: SkeletonGroupProps) {
  return (
    <div className={className} aria-busy="true" aria-label={label}>
      {children}
    </div>
  );
}

interface SkeletonStackProps {
  label: string;
  count: number;
  /** Size and rounding of each placeholder; panels by default are rounded cards. */
  itemClassName: string;
  tone?: SkeletonProps["tone"];
  className?: string;
}

/** `count` equal placeholders, one under the other (or in the grid `className` sets): lists of cards. */
export function SkeletonStack({ label, count, itemClassName, tone = "panel", className = "space-y-4" }: SkeletonStackProps) {
  return (
    <SkeletonGroup label={label} className={className}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} tone={tone} className={itemClassName} />
      ))}
    </SkeletonGroup>
  );
}

const cardSizes = {
  /** The kit builder's compact part card: name and price. */
  sm: { body: "space-y-2 p-3", tone: "medium", lines: ["h-3 w-4/5 rounded", "h-3 w-1/3 rounded"] },
  /** The shop's product card: category, name and price. */
  md: { body: "space-y-2 p-4", tone: "light", lines: ["h-3 w-1/2 rounded", "h-4 w-full rounded", "h-4 w-1/3 rounded"] },
} as const;

/** A product card's placeholder: square picture and text lines, in a card of the same size. */
export function ProductCardSkeleton({ size = "md", as: Tag = "div" }: { size?: keyof typeof cardSizes; as?: "div" | "li" }) {
  const card = cardSizes[size];
  return (
    <Tag className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <Skeleton tone="light" className="aspect-square" />
      <div className={card.body}>
        {card.lines.map((line) => (
          <Skeleton key={line} tone={card.tone} className={line} />
        ))}
      </div>
    </Tag>
  );
}
