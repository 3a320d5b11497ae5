import { INDIAN_STATES, resolveState } from "~/src/core/india-states";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("stateSuggestions", { group: "Did you mean" });

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z]+/g, " ")
    .trim();

/**
 * The states and union territories whose name has a word starting with what was typed ("pra" → the four
 * Pradeshes and Andhra Pradesh; "tamil n" → Tamil Nadu), names starting with it first. None once the text
 * names a state (a name or a short form such as "KA"): there is nothing left to suggest.
 */
function matchingStates(text: string, limit = 5): string[] {
  const typed = words(text);
  if (!typed || resolveState(text)) return [];
  const starts = (name: string) => {
    const all = words(name);
    if (all.startsWith(typed)) return 0;
    return all.split(" ").some((_, index, parts) => parts.slice(index).join(" ").startsWith(typed)) ? 1 : -1;
  };
  return INDIAN_STATES.filter((state) => state.code !== "97")
    .map((state) => ({ name: state.name, rank: starts(state.name) }))
    .filter((state) => state.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((state) => state.name);
}

/**
 * Tappable state names under the State field while what is typed is not yet a state: the field stays a plain
 * text box that accepts short forms, and a phone user picks the full name with one tap.
 */
export function StateSuggestions({ text: typed, onPick, disabled }: { text: string; onPick(name: string): void; disabled?: boolean }) {
  const t = useT();
  const names = matchingStates(typed);
  if (names.length === 0) return null;
  return (
    <div role="group" aria-label={t(text.group)} className="mt-1.5 flex flex-wrap gap-1.5">
      {names.map((name) => (
        <button
          key={name}
          type="button"
          disabled={disabled}
          onClick={() => onPick(name)}
          className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-xs font-medium text-slate-700 transition hover:border-brand-500 hover:text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          {name}
        </button>
      ))}
    </div>
  );
}
