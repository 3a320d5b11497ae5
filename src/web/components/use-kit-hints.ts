import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { KitCheckResponse, KitHintView } from "~/src/core/shapes/kit-hints";
import { apiCall } from "~/src/web/lib/api";
import { useLanguage } from "~/src/web/lib/i18n";

/** The hints are asked for once the selection has been still this long, not at every click of a quick picker. */
export const KIT_HINTS_PAUSE_MS = 300;

/**
 * The kit's compatibility hints (POST /api/kit/check) for these product ids, asked again as they change. The last
 * answer stays on screen while the next one loads, so the panel does not flicker; no ids, no hints. The key lives
 * here rather than in query-keys.ts, which every shop page loads.
 */
export function useKitHints(productIds: string[], { pauseMs = KIT_HINTS_PAUSE_MS }: { pauseMs?: number } = {}) {
  // Order does not change the advice: one key (and one request) per set of parts.
  const key = useMemo(() => [...new Set(productIds)].sort().join(","), [productIds]);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    if (key === settled) return;
    const timer = setTimeout(() => setSettled(key), pauseMs);
    return () => clearTimeout(timer);
  }, [key, settled, pauseMs]);

  // The answer is written in the page's language (apiCall sends it), so each language keeps its own.
  const language = useLanguage();
  const query = useQuery({
    queryKey: ["kit-hints", language, settled],
    queryFn: ({ signal }) =>
      apiCall<KitCheckResponse>("/api/kit/check", { method: "POST", body: { productIds: settled.split(",") }, signal }).then(
        (data) => data.hints ?? [],
      ),
    enabled: settled !== "",
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
  const hints: KitHintView[] = settled === "" ? [] : (query.data ?? []);
  return { hints, failed: query.isError, loading: key !== settled || (settled !== "" && query.isPending) };
}
