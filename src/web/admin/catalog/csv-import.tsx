import { useQueryClient } from "@tanstack/react-query";
import { useState, type ChangeEvent } from "react";
import { toast } from "~/src/web/lib/toast";
import { Button } from "~/src/web/components/ui/button";
import { queryKeys } from "~/src/web/lib/query-keys";
import { FormAlert } from "~/src/web/admin/common/form-field";
import { RawCallError, sendRaw } from "~/src/web/admin/common/send-raw";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";
import type { CsvDryRun, ImportError } from "./catalog-types";

interface ImportDone {
  created: string[];
  updated: string[];
}

const importPath = (dryRun: boolean) => `/api/admin/products/import${dryRun ? "?dryRun=1" : ""}`;
const dryRunCsv = (csv: string, token: string | null) => sendRaw<CsvDryRun>(importPath(true), csv, { token, contentType: "text/csv" });
const applyCsv = (csv: string, token: string | null) => sendRaw<ImportDone>(importPath(false), csv, { token, contentType: "text/csv" });

/** A refusal may list the bad rows; they are shown like the dry run's. */
const rowsOf = (error: unknown): ImportError[] => {
  const body = error instanceof RawCallError ? (error.body as { errors?: ImportError[] } | null) : null;
  return Array.isArray(body?.errors) ? body.errors : [];
};

/** FileReader rather than Blob.text(): older phone browsers (and jsdom) lack the latter. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(`Could not read ${file.name}.`));
    reader.readAsText(file);
  });
}

type Step = { kind: "idle" } | { kind: "checked"; fileName: string; csv: string; result: CsvDryRun } | { kind: "applied"; result: ImportDone };

/** Choose a CSV → dry run lists what would change and every bad row → Apply runs it, all or nothing. */
export function CsvImport() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setRefusal(null);
    setBusy(true);
    try {
      const csv = await readText(file);
      setStep({ kind: "checked", fileName: file.name, csv, result: await dryRunCsv(csv, token) });
    } catch (error) {
      const rows = rowsOf(error);
      setStep(
        rows.length
          ? { kind: "checked", fileName: file.name, csv: "", result: { dryRun: true, creates: [], updates: [], errors: rows } }
          : { kind: "idle" },
      );
      setRefusal((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (step.kind !== "checked") return;
    setBusy(true);
    try {
      const result = await applyCsv(step.csv, token);
      setStep({ kind: "applied", result });
      toast.success(`Import done: ${result.created.length} created, ${result.updated.length} updated.`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
    } catch (error) {
      const rows = rowsOf(error);
      if (rows.length) setStep({ ...step, result: { ...step.result, errors: rows } });
      setRefusal((error as Error).message);
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="csv-import-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="csv-import-heading" className="font-bold text-slate-900">
        Import products from CSV
      </h2>
      <p className="text-sm text-slate-600">
        Use the columns of the export. Nothing changes until you press Apply, and a file with a bad row changes nothing.
      </p>
      <label className="block text-sm font-semibold text-slate-800">
        CSV file
        <input type="file" accept=".csv,text/csv" onChange={onFile} disabled={busy} className="mt-1 block w-full text-sm" />
      </label>
      {busy && (
        <p aria-live="polite" className="text-sm text-slate-600">
          Working…
        </p>
      )}
      <FormAlert message={refusal} />
      {step.kind === "checked" && <DryRunResult fileName={step.fileName} result={step.result} onApply={apply} busy={busy} />}
      {step.kind === "applied" && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          Imported: {step.result.created.length} created, {step.result.updated.length} updated.
        </p>
      )}
    </section>
  );
}

interface DryRunResultProps {
  fileName: string;
  result: CsvDryRun;
  onApply: () => void;
  busy: boolean;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** What the file would change: new ids, changed fields (old → new) and every bad row by line number. */
export function DryRunResult({ fileName, result, onApply, busy }: DryRunResultProps) {
  const { creates, updates, errors } = result;
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3" aria-label="Dry run result" role="region">
      <p className="text-sm text-slate-800">
        <span className="font-semibold">{fileName}</span> would create {plural(creates.length, "product")} and update {updates.length}.
      </p>
      {creates.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-slate-800">New: {creates.length}</summary>
          <ul className="mt-1 list-inside list-disc text-slate-700">
            {creates.map((id) => (
              <li key={id}>{id}</li>
            ))}
          </ul>
        </details>
      )}
      {updates.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-slate-800">Changed: {updates.length}</summary>
          <ul className="mt-1 space-y-1 text-slate-700">
            {updates.map((update) => (
              <li key={update.id} className="break-words">
                <span className="font-medium">{update.id}</span>:{" "}
                {Object.entries(update.changes)
                  .map(([field, [before, after]]) => `${field} ${JSON.stringify(before)} → ${JSON.stringify(after)}`)
                  .join("; ")}
              </li>
            ))}
          </ul>
        </details>
      )}
      {errors.length > 0 ? (
        <>
          <p className="text-sm font-semibold text-red-800">
            {plural(errors.length, "bad row")}: fix {errors.length === 1 ? "it" : "them"} and choose the file again. Nothing was changed.
          </p>
          <ul className="max-h-64 space-y-1 overflow-y-auto text-sm text-red-800">
            {errors.map((error) => (
              <li key={`${error.line}-${error.message}`}>
                <span className="font-semibold">Line {error.line}:</span> {error.message}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Button onClick={onApply} disabled={busy || creates.length + updates.length === 0}>
          Apply
        </Button>
      )}
    </div>
  );
}
