import { useEffect, useState } from "react";
import { SUGGEST_MIN_LENGTH } from "~/src/core/constants";
import type { ProductSuggestions } from "~/src/core/shapes/product";
import { apiCall } from "~/src/web/lib/api";

/** Long enough to let a word form, short enough to feel like an answer to the typing. */
const SUGGEST_DEBOUNCE_MS = 150;

export type Suggestions = Omit<ProductSuggestions, "success">;

/**
 * The server's suggestions for the text typed so far (GET /api/products/suggest), asked once the
 * typing pauses; an answer for an older text is dropped (its request is aborted). Until a new answer
 * arrives the last one stays, so the list does not flicker. Null below the minimum length.
 */
export function useSearchSuggestions(text: string): Suggestions | null {
  const query = text.trim();
  const [answer, setAnswer] = useState<Suggestions | null>(null);

  useEffect(() => {
    if (query.length < SUGGEST_MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiCall<ProductSuggestions>(`/api/products/suggest?q=${encodeURIComponent(query)}`, { signal: controller.signal }).then(
        ({ products = [], categories = [] }) => setAnswer({ products, categories }),
        // Suggestions are a help: without them the box still searches on Enter and as one types.
        () => {},
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return query.length < SUGGEST_MIN_LENGTH ? null : answer;
}
