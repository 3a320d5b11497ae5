import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("carouselDots", { show: "Show {label} {number}" });

interface CarouselDotsProps {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  /** Names each dot: `Show ${label} ${n}` ("स्लाइड 2 दिखाएँ" on Hindi pages: pass the label in the page's language). */
  label: string;
  /** Light dots over a dark picture, or dark dots on the page. */
  tone: "light" | "dark";
  className?: string;
}

const TONES = {
  light: { active: "w-7 bg-white", idle: "w-2.5 bg-white/50 hover:bg-white/80" },
  dark: { active: "w-7 bg-brand-600", idle: "w-2.5 bg-slate-300 hover:bg-slate-400" },
};

/** Dot navigation of a carousel: small to the eye, with 24 px touch targets 24 px apart. */
export function CarouselDots({ count, selected, onSelect, label, tone, className = "" }: CarouselDotsProps) {
  const t = useT();
  return (
    <div className={`flex justify-center gap-3.5 ${className}`}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          onClick={() => onSelect(index)}
          aria-label={t(text.show, { label, number: index + 1 })}
          aria-current={index === selected ? "true" : undefined}
          className={`relative h-2.5 rounded-full transition-all before:absolute before:-inset-[7px] before:content-[''] ${
            index === selected ? TONES[tone].active : TONES[tone].idle
          }`}
        />
      ))}
    </div>
  );
}
