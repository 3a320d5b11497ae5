import { lazy, Suspense, useEffect, useState } from "react";
import { Skeleton } from "~/src/web/components/ui/skeleton";
import { inputClasses } from "~/src/web/admin/common/form-field";

// Its own chunk, fetched only when a post is being edited in the browser.
const TipTapEditor = lazy(() => import("./tiptap-editor"));

interface ContentEditorProps {
  value: string;
  onChange: (html: string) => void;
  labelId: string;
}

/**
 * The post's HTML: a plain textarea on the server and until the page has hydrated (TipTap needs the
 * DOM), then the rich-text editor. The textarea keeps the page usable if the editor cannot load.
 */
export function ContentEditor({ value, onChange, labelId }: ContentEditorProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const fallback = (
    <textarea
      aria-labelledby={labelId}
      rows={14}
      className={`${inputClasses} font-mono`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={<Skeleton label="Loading the editor" className="h-72 rounded-lg" />}>
      <TipTapEditor value={value} onChange={onChange} labelledBy={labelId} />
    </Suspense>
  );
}
