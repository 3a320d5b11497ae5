import { HOT_SALE_COUNTDOWN_MS } from "~/src/core/constants";
import { splitDuration, useCountdown } from "./use-countdown";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("home.countdown", {
  label: "Sale ends in",
  days: "Days",
  hours: "Hours",
  minutes: "Minutes",
  seconds: "Seconds",
});

const pad = (value: number) => String(value).padStart(2, "0");

/** The hot-sale countdown (§4): days, hours, minutes, seconds until 2 days after loading. */
export function Countdown({ durationMs = HOT_SALE_COUNTDOWN_MS }: { durationMs?: number }) {
  const t = useT();
  const parts = splitDuration(useCountdown(durationMs));
  const units = ["days", "hours", "minutes", "seconds"] as const;
  return (
    <div role="timer" aria-label={t(text.label)} className="flex items-center gap-1.5">
      {units.map((key, index) => (
        <div key={key} className="flex items-center gap-1.5">
          <div className="flex min-w-12 flex-col items-center rounded-lg bg-slate-900 px-2 py-1.5 text-white">
            <span className="font-mono text-lg font-bold leading-none tabular-nums" data-testid={`countdown-${key}`}>
              {pad(parts[key])}
            </span>
            <span className="mt-1 text-[10px] font-medium uppercase tracking-wider text-slate-300">{t(text[key])}</span>
          </div>
          {index < units.length - 1 && (
            <span aria-hidden="true" className="font-bold text-slate-400">
              :
            </span>
          )}
        </div>
      ))}
    </div>
  );
}
