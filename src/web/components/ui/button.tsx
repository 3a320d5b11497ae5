import type { ComponentProps } from "react";

const variants = {
  /** The one main action of a screen or block. */
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  /** A second choice beside a primary one (back, cancel, more). */
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  /** A brand-coloured outline that fills on hover ("View all" next to a heading). */
  outline: "border border-brand-600 text-brand-700 hover:bg-brand-600 hover:text-white",
  /** The yellow call to action on brand-coloured bands. */
  accent: "bg-accent-400 text-slate-900 hover:bg-accent-500",
  /** Actions that end or remove something (log out). */
  danger: "border border-red-200 bg-white text-red-700 hover:bg-red-50",
  /** No surface until hovered: round icon buttons in the header and drawers. */
  ghost: "text-slate-700 hover:bg-slate-100",
  /** Looks unavailable; for buttons marked aria-disabled that still explain why when pressed. */
  inactive: "cursor-not-allowed bg-slate-200 text-slate-500",
} as const;

const sizes = {
  /** Inside a text field, next to what is typed. */
  xs: "h-8 rounded-lg px-3 text-sm",
  sm: "rounded-lg px-3.5 py-2 text-sm",
  md: "rounded-lg px-5 py-2.5 text-sm",
  /** Form submits and full-width actions. */
  lg: "rounded-lg px-5 py-3 text-sm",
  /** A 40 px round button holding only an icon (give it an aria-label). */
  icon: "h-10 w-10 rounded-full",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Take the whole width of the container (a block, not inline). */
  fullWidth?: boolean;
  /** Layout only (margins, width, shadow); colours, padding and type size come from variant and size. */
  className?: string;
}

/**
 * The classes of a button, for <button> (through `Button`) and for links that look like buttons:
 *   <Link to="/kit" className={buttonClasses({ variant: "secondary" })}>Build a kit</Link>
 */
export function buttonClasses({ variant = "primary", size = "md", fullWidth = false, className }: ButtonStyle = {}): string {
  return [
    fullWidth ? "flex w-full" : "inline-flex",
    "items-center justify-center gap-2 font-semibold transition disabled:cursor-wait disabled:opacity-70",
    variants[variant],
    sizes[size],
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

type ButtonProps = ComponentProps<"button"> & Omit<ButtonStyle, "className">;

/** A <button> in the shop's style; `type` is "button" unless given (pass "submit" in forms). */
export function Button({ variant, size, fullWidth, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, fullWidth, className })} {...props} />;
}
