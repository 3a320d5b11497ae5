import { useEffect, useState } from "react";

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function splitDuration(ms: number): CountdownParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/**
 * Time left until `durationMs` after the component mounted (§4: the target is set when the block
 * loads), updated every second and stopping at zero. The first render shows the full duration,
 * the same on the server and in the browser.
 */
export function useCountdown(durationMs: number): number {
  const [remaining, setRemaining] = useState(durationMs);
  useEffect(() => {
    const target = Date.now() + durationMs;
    setRemaining(durationMs);
    const timer = setInterval(() => {
      const left = Math.max(0, target - Date.now());
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [durationMs]);
  return remaining;
}
