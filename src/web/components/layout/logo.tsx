import { Link } from "~/src/web/lib/localized-router";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("logo", { tagline: "Parts for young makers", home: ", home" });

/**
 * The Tinkerwala mark and name, linking home. Its accessible name starts with the words it shows (WCAG 2.5.3: a
 * voice-control user says what they see), and ends with where it goes.
 */
export function Logo({ className = "" }: { className?: string }) {
  const t = useT();
  return (
    <Link to="/" className={`flex shrink-0 items-center gap-2 rounded-lg ${className}`}>
      <svg viewBox="0 0 64 64" width="36" height="36" aria-hidden="true" className="shrink-0">
        <rect width="64" height="64" rx="14" fill="#1266c2" />
        <path d="M18 20h28v7H35.5v21h-7V27H18z" fill="#fff" />
        <circle cx="46" cy="44" r="5" fill="#ffb020" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="text-lg font-extrabold tracking-tight text-slate-900">Tinkerwala</span>
        <span className="hidden text-[10px] font-medium uppercase tracking-[0.14em] text-slate-500 sm:block">{t(text.tagline)}</span>
      </span>
      <span className="sr-only">{t(text.home)}</span>
    </Link>
  );
}
