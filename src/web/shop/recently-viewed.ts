import { RECENTLY_VIEWED_LIMIT } from "~/src/core/constants";

/** localStorage key of the recently viewed product ids (§3), a JSON list, newest first. */
export const RECENTLY_VIEWED_KEY = "recentProducts";

/** The list after viewing `id`: newest first, each id once, at most 10 (§9). */
export function addRecentlyViewed(list: readonly string[], id: string): string[] {
  return [id, ...list.filter((item) => item !== id)].slice(0, RECENTLY_VIEWED_LIMIT);
}

/** What is stored, cleaned: anything that is not a list of ids reads as an empty list. */
export function parseRecentlyViewed(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((item): item is string => typeof item === "string" && item.length > 0 && item.length <= 200);
    return [...new Set(ids)].slice(0, RECENTLY_VIEWED_LIMIT);
  } catch {
    return [];
  }
}

export function readRecentlyViewed(): string[] {
  try {
    return parseRecentlyViewed(window.localStorage.getItem(RECENTLY_VIEWED_KEY));
  } catch {
    return [];
  }
}

export function recordRecentlyViewed(id: string): void {
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(addRecentlyViewed(readRecentlyViewed(), id)));
  } catch {
    // Storage full or blocked: the list is a convenience, the page works without it.
  }
}
