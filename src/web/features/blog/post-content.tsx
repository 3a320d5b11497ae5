/**
 * Post HTML as the server sends it (already sanitized there: no scripts, handlers or
 * javascript: links) in a readable column. Typography is written here with arbitrary variants
 * because the typography plugin is not installed.
 */
const PROSE = [
  "prose-post max-w-none text-[1.0625rem] leading-8 text-slate-700",
  "[&>*+*]:mt-5",
  "[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-snug [&_h2]:text-slate-900",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900",
  "[&_a]:font-medium [&_a]:text-brand-600 [&_a]:underline [&_a]:decoration-brand-200 [&_a]:underline-offset-2 hover:[&_a]:decoration-brand-600",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-brand-500",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_blockquote]:text-slate-600",
  "[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:text-[0.9em] [&_:not(pre)>code]:text-slate-900",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-slate-100",
  "[&_pre_code]:font-mono",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-slate-500",
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_th]:border-b [&_th]:border-slate-300 [&_th]:p-2 [&_th]:text-left [&_td]:border-b [&_td]:border-slate-200 [&_td]:p-2",
  "[&_hr]:my-10 [&_hr]:border-slate-200",
].join(" ");

/**
 * A code block scrolls sideways on a phone, so it must take the focus for the keyboard to scroll it (WCAG 2.1.1).
 * The HTML is sanitized, so "<pre" there only ever starts a tag (a "<" in text arrives as "&lt;").
 */
export function focusableCodeBlocks(html: string): string {
  return html.replace(/<pre(?=[\s>])/g, '<pre tabindex="0"');
}

export function PostContent({ html }: { html: string }) {
  return <div className={PROSE} dangerouslySetInnerHTML={{ __html: focusableCodeBlocks(html) }} />;
}
