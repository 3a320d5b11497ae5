import { Button } from "~/src/web/components/ui/button";
import { inputClasses } from "~/src/web/admin/common/form-field";

export const MAX_MESSAGE = 200;

/** A PIN (or its first digits) the shop does not deliver to, and what customers are told; `key` keeps React's rows apart. */
export interface BlockedRow {
  key: number;
  prefix: string;
  message: string;
}

interface BlockedPinsProps {
  rows: BlockedRow[];
  /** `prefix-<key>` and `message-<key>` → the message shown under that field. */
  errors: Record<string, string>;
  onChange(rows: BlockedRow[]): void;
  newRow(): BlockedRow;
}

function FieldError({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {text}
    </p>
  );
}

/** The delivery page's list of PINs not served: a row each, added and removed by the owner. */
export function BlockedPins({ rows, errors, onChange, newRow }: BlockedPinsProps) {
  const setRow = (key: number, change: Partial<BlockedRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">PINs we do not deliver to</legend>
      <p className="mt-0.5 text-xs text-slate-500">
        A whole PIN (744301) or its first digits (7443: every PIN starting so). Customers checking such a PIN see your message.
      </p>
      {rows.length === 0 && <p className="mt-2 text-sm text-slate-600">The shop delivers to every PIN it knows.</p>}
      <ul className="mt-2 space-y-3">
        {rows.map((row, index) => {
          const id = `delivery-blocked-${row.key}`;
          const rowName = `row ${index + 1}`;
          const prefixError = errors[`prefix-${row.key}`];
          const messageError = errors[`message-${row.key}`];
          return (
            <li key={row.key} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[8rem_1fr_auto] sm:items-start">
              <div>
                <input
                  aria-label={`PIN or first digits, ${rowName}`}
                  inputMode="numeric"
                  maxLength={6}
                  placeholder="7443"
                  className={`${inputClasses} font-mono`}
                  value={row.prefix}
                  aria-invalid={prefixError ? true : undefined}
                  aria-describedby={prefixError ? `${id}-prefix-error` : undefined}
                  onChange={(event) => setRow(row.key, { prefix: event.target.value.replace(/\s+/g, "") })}
                />
                <FieldError id={`${id}-prefix-error`} text={prefixError} />
              </div>
              <div>
                <input
                  aria-label={`Message to customers, ${rowName}`}
                  maxLength={MAX_MESSAGE}
                  placeholder="Our courier does not reach the Nicobar islands."
                  className={inputClasses}
                  value={row.message}
                  aria-invalid={messageError ? true : undefined}
                  aria-describedby={messageError ? `${id}-message-error` : undefined}
                  onChange={(event) => setRow(row.key, { message: event.target.value })}
                />
                <FieldError id={`${id}-message-error`} text={messageError} />
              </div>
              <Button
                variant="danger"
                size="sm"
                className="justify-self-start sm:mt-1"
                onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
              >
                Remove <span className="sr-only">{rowName}</span>
              </Button>
            </li>
          );
        })}
      </ul>
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => onChange([...rows, newRow()])}>
        Add a PIN or prefix
      </Button>
    </fieldset>
  );
}
