import { KIT_MAX_ITEMS } from "~/src/core/constants";

/** The kit selection survives a reload: a JSON list of product ids under `selectedKitProducts` (§3). */
export const KIT_STORAGE_KEY = "selectedKitProducts";

export function readKitSelection(): string[] {
  if (typeof window === "undefined") return [];
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KIT_STORAGE_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((id): id is string => typeof id === "string" && id.length > 0);
    // More than a kit can hold was never written by us; the rest would be refused anyway.
    return [...new Set(ids)].slice(0, KIT_MAX_ITEMS);
  } catch {
    return [];
  }
}

/** An empty selection removes the key, so "cleared" looks the same whether by Yes or by hand. */
export function writeKitSelection(ids: string[]): void {
  try {
    if (ids.length === 0) window.localStorage.removeItem(KIT_STORAGE_KEY);
    else window.localStorage.setItem(KIT_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Private mode or a full quota: the kit still works for this visit.
  }
}
