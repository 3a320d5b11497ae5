import { useId, useRef, type FormEvent } from "react";
import { Button } from "~/src/web/components/ui/button";
import type { PartsListSource } from "./parts-list-api";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const inputText = defineMessages("partsList.input", {
  empty: 'Paste a parts list first: one part per line, such as "20 x Arduino Uno".',
  label: "Paste a parts list",
  hint: "One part per line, as you would write it: “20 x Arduino Uno”, “HC-SR04 ultrasonic 20”, “Arduino Nano, 5”, “40 SG90”. Rows copied from a spreadsheet work too, with their header row (Item, Qty).",
  example: "20 x Arduino Uno\n20 x HC-SR04\n40 x SG90 servo\n10 x L298N",
  fileLabel: "Or choose a CSV file",
  useText: "Use the pasted text instead",
  matching: "Matching…",
  match: "Match parts",
});

interface PartsListInputProps {
  text: string;
  file: File | null;
  pending: boolean;
  error: string | null;
  onTextChange(text: string): void;
  onFileChange(file: File | null): void;
  onMatch(source: PartsListSource): void;
  onError(message: string): void;
}

/** The list going in: pasted into a box, or a CSV file chosen (which then is what is matched). */
export function PartsListInput({ text, file, pending, error, onTextChange, onFileChange, onMatch, onError }: PartsListInputProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const t = useT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) return onMatch({ file });
    if (!text.trim()) return onError(t(inputText.empty));
    onMatch({ text });
  };
  const clearFile = () => {
    if (fileInput.current) fileInput.current.value = "";
    onFileChange(null);
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div>
        <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-semibold text-slate-800">
          {t(inputText.label)}
        </label>
        <p id={`${id}-hint`} className="mb-2 text-xs text-slate-600">
          {t(inputText.hint)}
        </p>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          aria-describedby={`${id}-hint`}
          rows={7}
          disabled={Boolean(file)}
          placeholder={t(inputText.example)}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 font-mono text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100"
        />
      </div>
      <div>
        <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-medium text-slate-700">
          {t(inputText.fileLabel)}
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/plain"
            onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
            className="max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50"
          />
          {file && (
            <Button variant="ghost" size="sm" onClick={clearFile}>
              {t(inputText.useText)}
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        {pending ? t(inputText.matching) : t(inputText.match)}
      </Button>
    </form>
  );
}
