import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useSearchParams, useSubmit } from "react-router";
import { Form, useNavigate } from "~/src/web/lib/localized-router";
import { CloseIcon, SearchIcon } from "~/src/web/components/icons";
import { Button } from "~/src/web/components/ui/button";
import { optionId, SearchSuggestions, suggestionOptions, type SuggestionOption } from "./search-suggestions";
import { useSearchSuggestions } from "./use-search-suggestions";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const words = defineMessages("headerSearch", {
  label: "Search components",
  placeholder: "Search components, e.g. servo, ESP32, sensor",
  search: "Search",
  suggestions: "{count, plural, one {# suggestion; use the arrow keys to choose one.} other {# suggestions; use the arrow keys to choose one.}}",
  close: "Close search",
});

const SEARCH_DEBOUNCE_MS = 400;

/**
 * The header's search box, shown only on /collections (§2). The text goes to /collections?q= so
 * the server filters the catalog; typing searches after a short pause, Enter searches at once.
 * As one types, a combobox (ARIA 1.2) suggests products and categories: arrow keys move through
 * them, Enter opens the one chosen, Escape or a click elsewhere closes the list.
 */
export function HeaderSearch({ id, autoFocus, onClose }: { id: string; autoFocus: boolean; onClose: () => void }) {
  const [params] = useSearchParams();
  const q = params.get("q") ?? "";
  const [text, setText] = useState(q);
  const t = useT();
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const submit = useSubmit();
  const navigate = useNavigate();
  const listboxId = useId();
  const options = suggestionOptions(useSearchSuggestions(text));
  const expanded = listOpen && options.length > 0;

  // Follow the address (back/forward, a cleared search) unless the user is typing here.
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setText(q);
  }, [q]);

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const submitSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (formRef.current) void submit(formRef.current, { replace: true, preventScrollReset: true });
    }, SEARCH_DEBOUNCE_MS);
  };

  const closeList = () => {
    setListOpen(false);
    setActive(-1);
  };

  const pick = (option: SuggestionOption) => {
    // The search that typing scheduled would otherwise take the visitor back to the results.
    clearTimeout(timer.current);
    closeList();
    inputRef.current?.blur();
    if (option.kind === "category") setText("");
    void navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && count > 0) {
      event.preventDefault();
      const down = event.key === "ArrowDown";
      setListOpen(true);
      setActive((current) => (!expanded || current < 0 ? (down ? 0 : count - 1) : (current + (down ? 1 : count - 1)) % count));
    } else if (event.key === "Enter" && expanded && active >= 0 && active < count) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        closeList();
      } else onClose();
    }
  };

  const category = params.get("category");
  const sort = params.get("sort");
  return (
    <div id={id} className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:px-6 lg:px-8">
        <Form
          ref={formRef}
          method="get"
          action="/collections"
          role="search"
          className="relative flex flex-1 items-center"
          onSubmit={() => {
            clearTimeout(timer.current);
            closeList();
          }}
        >
          {category && <input type="hidden" name="category" value={category} />}
          {sort && <input type="hidden" name="sort" value={sort} />}
          <SearchIcon width={18} height={18} className="pointer-events-none absolute left-3 text-slate-400" />
          <input
            ref={inputRef}
            type="search"
            name="q"
            value={text}
            maxLength={100}
            role="combobox"
            aria-expanded={expanded}
            aria-controls={expanded ? listboxId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={expanded && active >= 0 ? optionId(listboxId, active) : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setListOpen(true);
              setActive(-1);
              submitSoon();
            }}
            onKeyDown={onKeyDown}
            // A click or tap anywhere else, or Tab, takes the focus away and closes the list (pressing on
            // the list itself does not: it keeps the focus here).
            onBlur={closeList}
            aria-label={t(words.label)}
            placeholder={t(words.placeholder)}
            autoComplete="off"
            enterKeyHint="search"
            className="h-11 w-full rounded-xl border border-slate-300 bg-slate-50 pl-10 pr-24 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
          <Button type="submit" size="xs" className="absolute right-1.5">
            {t(words.search)}
          </Button>
          {expanded && <SearchSuggestions id={listboxId} options={options} active={active} onPick={pick} />}
          <p className="sr-only" aria-live="polite">
            {expanded ? t(words.suggestions, { count: options.length }) : ""}
          </p>
        </Form>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={t(words.close)} className="shrink-0">
          <CloseIcon width={20} height={20} />
        </Button>
      </div>
    </div>
  );
}
