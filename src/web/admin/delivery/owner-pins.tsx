import { useRef, useState, type FormEvent } from "react";
import { INDIAN_STATES } from "~/src/core/india-states";
import { PIN_MESSAGE, PIN_PATTERN } from "~/src/core/pin";
import { Button } from "~/src/web/components/ui/button";
import { Field, FormAlert, inputClasses } from "~/src/web/admin/common/form-field";
import { toast } from "~/src/web/lib/toast";
import { useSaveDeliverySettings, type DeliverySettingsAnswer } from "./delivery-api";
import { UnknownPins } from "./unknown-pins";

type OwnerPinRow = DeliverySettingsAnswer["pins"][number];
interface Draft {
  pin: string;
  district: string;
  state: string;
}
const EMPTY: Draft = { pin: "", district: "", state: "" };

function check(draft: Draft): Partial<Record<keyof Draft, string>> {
  const errors: Partial<Record<keyof Draft, string>> = {};
  if (!PIN_PATTERN.test(draft.pin.trim())) errors.pin = PIN_MESSAGE;
  const district = draft.district.trim();
  if (district.length < 2 || district.length > 60) errors.district = "The district: 2 to 60 characters.";
  if (!draft.state) errors.state = "Choose the PIN's state.";
  return errors;
}

/**
 * The owner's own PINs: new ones India Post's directory has not caught up with, and corrections to it. Each is
 * saved at once with the rest of the delivery settings as saved, known to every page and every instance of the
 * shop as soon as it is saved, and audited.
 */
export function OwnerPins({ settings }: { settings: DeliverySettingsAnswer }) {
  const save = useSaveDeliverySettings();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const districtInput = useRef<HTMLInputElement>(null);

  const savePins = (pins: OwnerPinRow[], done: string) => {
    setRefusal(null);
    const { zones, skipSundays, blocked } = settings;
    save.mutate(
      { zones, skipSundays, blocked, pins: pins.map(({ pin, district, stateCode }) => ({ pin, district, state: stateCode })) },
      {
        onSuccess: () => {
          setDraft(EMPTY);
          toast.success(done);
        },
        onError: (error) => {
          setRefusal(error.message);
          toast.error(error.message);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const pin = draft.pin.trim();
    const entry = { pin, district: draft.district.trim(), stateCode: draft.state, state: "" };
    const others = settings.pins.filter((row) => row.pin !== pin);
    savePins([...others, entry], `PIN ${pin} saved.`);
  };

  const prefill = (pin: string, stateName: string) => {
    const state = INDIAN_STATES.find((entry) => entry.name === stateName)?.code ?? "";
    setDraft({ pin, district: "", state });
    districtInput.current?.focus();
  };

  return (
    <>
      <UnknownPins onAdd={prefill} />
      <section aria-labelledby="owner-pins-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="owner-pins-title" className="text-base font-semibold text-slate-900">
          PINs of your own
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">
          Add a PIN our directory does not list, or correct one it has wrong: its district and state then count for the delivery date, the zone and
          the City filled in at checkout.
        </p>
        {settings.pins.length > 0 && (
          <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200">
            {settings.pins.map((row) => (
              <li key={row.pin} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span>
                  <span className="font-mono">{row.pin}</span> — {row.district}, {row.state}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={save.isPending}
                  aria-label={`Remove PIN ${row.pin}`}
                  onClick={() =>
                    savePins(
                      settings.pins.filter((other) => other.pin !== row.pin),
                      `PIN ${row.pin} removed.`,
                    )
                  }
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label="Add or correct a PIN"
          className="mt-4 grid gap-3 sm:grid-cols-[8rem_1fr_12rem_auto] sm:items-end"
        >
          <FormAlert message={refusal} />
          <Field label="PIN" error={errors.pin}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                maxLength={6}
                className={inputClasses}
                value={draft.pin}
                onChange={(event) => setDraft({ ...draft, pin: event.target.value })}
              />
            )}
          </Field>
          <Field label="District" error={errors.district}>
            {(control) => (
              <input
                {...control}
                ref={districtInput}
                className={inputClasses}
                value={draft.district}
                onChange={(event) => setDraft({ ...draft, district: event.target.value })}
              />
            )}
          </Field>
          <Field label="State" error={errors.state}>
            {(control) => (
              <select
                {...control}
                className={inputClasses}
                value={draft.state}
                onChange={(event) => setDraft({ ...draft, state: event.target.value })}
              >
                <option value="">Choose…</option>
                {INDIAN_STATES.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Button type="submit" size="lg" disabled={save.isPending}>
            {save.isPending ? "Saving…" : "Save PIN"}
          </Button>
        </form>
      </section>
    </>
  );
}
