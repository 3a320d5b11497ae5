import { useEffect, useRef, useState } from "react";
import { Form, useSearchParams, useSubmit } from "react-router";
import { CloseIcon, SearchIcon } from "../icons";
import { Button } from "../ui/button";

const SEARCH_DEBOUNCE_MS = 400;

/**
 * The header's search box, shown only on /collections (§2). The text goes to /collections?q= so
 * the server filters the catalog; typing searches after a short pause, Enter searches at once.
 */
export function HeaderSearch({ id, autoFocus, onClose }: { id: string; autoFocus: boolean; onClose: () => void }) {
  const [params] = useSearchParams();
  const q = params.get("q") ?? "";
  const [text, setText] = useState(q);
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const submit = useSubmit();

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
          onSubmit={() => clearTimeout(timer.current)}
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
            onChange={(event) => {
              setText(event.target.value);
              submitSoon();
            }}
            onKeyDown={(event) => {
              if (event.key === "Escape") onClose();
            }}
            aria-label="Search components"
            placeholder="Search components, e.g. servo, ESP32, sensor"
            autoComplete="off"
            enterKeyHint="search"
            className="h-11 w-full rounded-xl border border-slate-300 bg-slate-50 pl-10 pr-24 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
          <Button type="submit" size="xs" className="absolute right-1.5">
            Search
          </Button>
        </Form>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close search" className="shrink-0">
          <CloseIcon width={20} height={20} />
        </Button>
      </div>
    </div>
  );
}
