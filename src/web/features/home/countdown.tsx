import { HOT_SALE_COUNTDOWN_MS } from "~/src/core/constants";
import { splitDuration, useCountdown } from "./use-countdown";

const pad = (value: number) => String(value).padStart(2, "0");

/** The hot-sale countdown (§4): days, hours, minutes, seconds until 2 days after loading. */
export function Countdown({ durationMs = HOT_SALE_COUNTDOWN_MS }: { durationMs?: number }) {
  const parts = splitDuration(useCountdown(durationMs));
  const units: Array<[keyof typeof parts, string]> = [
    ["days", "Days"],
    ["hours", "Hours"],
    ["minutes", "Minutes"],
    ["seconds", "Seconds"],
  ];
  return (
    <div role="timer" aria-label="Sale ends in" className="flex items-center gap-1.5">
      {units.map(([key, label], index) => (
        <div key={key} className="flex items-center gap-1.5">
          <div className="flex min-w-12 flex-col items-center rounded-lg bg-slate-900 px-2 py-1.5 text-white">
            <span className="font-mono text-lg font-bold leading-none tabular-nums" data-testid={`countdown-${key}`}>
              {pad(parts[key])}
            </span>
            <span className="mt-1 text-[10px] font-medium uppercase tracking-wider text-slate-300">{label}</span>
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
