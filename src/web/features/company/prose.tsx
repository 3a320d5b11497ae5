import type { ReactNode } from "react";

const PROSE = [
  "max-w-3xl leading-7 text-slate-700 [&>*+*]:mt-4 [&>h2:first-child]:mt-0",
  "[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 sm:[&_h2]:text-2xl",
  "[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-1.5 [&_li::marker]:text-brand-500",
  "[&_a]:font-medium [&_a]:text-brand-600 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-700",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_code]:text-slate-900",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-slate-100",
  "[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-slate-100",
].join(" ");

/** Readable long-form text for the policy, support and tutorial pages. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className={PROSE}>{children}</div>;
}
