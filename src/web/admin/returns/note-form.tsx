import { useState, type FormEvent } from "react";
import { Field, inputClasses } from "~/src/web/admin/common/form-field";
import { StepButtons } from "./step-buttons";

interface NoteFormProps {
  /** The form's name for screen readers ("Approve the return"). */
  title: string;
  label: string;
  hint: string;
  /** What is said when the note is left empty: the customer needs it. */
  required: string;
  submitLabel: string;
  danger?: boolean;
  pending: boolean;
  onSubmit(note: string): void;
  onBack(): void;
}

/** Approve and Reject: each needs a note the customer reads (pickup instructions, the reason for a no). */
export function NoteForm({ title, label, hint, required, submitLabel, danger = false, pending, onSubmit, onBack }: NoteFormProps) {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setError(required);
      return;
    }
    setError(undefined);
    onSubmit(note.trim());
  }

  const tone = danger ? "border-red-200 bg-red-50" : "border-brand-100 bg-brand-50/50";
  return (
    <form onSubmit={submit} noValidate aria-label={title} className={`space-y-3 rounded-xl border p-4 ${tone}`}>
      <Field label={label} hint={hint} error={error}>
        {(control) => (
          <textarea {...control} value={note} onChange={(event) => setNote(event.target.value)} rows={4} maxLength={1000} className={inputClasses} />
        )}
      </Field>
      <StepButtons label={submitLabel} pending={pending} danger={danger} onBack={onBack} />
    </form>
  );
}
