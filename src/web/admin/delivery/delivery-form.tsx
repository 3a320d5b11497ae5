import { useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "~/src/web/lib/toast";
import { cityOf, DELIVERY_ZONES, MAX_EXTRA_DAYS, ZONE_LABELS, type DeliveryZone } from "~/src/core/delivery";
import { Button } from "~/src/web/components/ui/button";
import { FormAlert, inputClasses } from "~/src/web/admin/common/form-field";
import { BlockedPins, MAX_MESSAGE, type BlockedRow } from "./blocked-pins";
import { useSaveDeliverySettings, type DeliverySettings, type DeliverySettingsAnswer } from "./delivery-api";

/** The five zones, nearest first, as the owner reads them. */
const ZONES = DELIVERY_ZONES.map((zone) => ({ zone, label: ZONE_LABELS[zone] }));

interface Values {
  extraDays: Record<DeliveryZone, string>;
  skipSundays: boolean;
  blocked: BlockedRow[];
}
type Errors = Record<string, string>;

function check(values: Values): { settings: DeliverySettings; errors: Errors } {
  const errors: Errors = {};
  const zones = ZONES.map(({ zone, label }) => {
    const text = values.extraDays[zone].trim();
    const days = Number(text);
    if (!/^\d+$/.test(text) || days > MAX_EXTRA_DAYS) errors[zone] = `${label}: extra days must be a whole number from 0 to ${MAX_EXTRA_DAYS}.`;
    return { zone, extraDays: days };
  });
  const blocked = values.blocked.map(({ key, prefix, message }) => {
    if (!/^\d{1,6}$/.test(prefix.trim())) errors[`prefix-${key}`] = "A PIN or its first digits: 1 to 6 digits.";
    if (!message.trim()) errors[`message-${key}`] = "Write the message customers will see.";
    else if (message.trim().length > MAX_MESSAGE) errors[`message-${key}`] = `The message must be at most ${MAX_MESSAGE} characters.`;
    return { prefix: prefix.trim(), message: message.trim() };
  });
  return { settings: { zones, skipSundays: values.skipSundays, blocked }, errors };
}

/** The extra days per zone, Sundays, and the PINs the shop does not deliver to; the owner's page. */
export function DeliveryForm({ settings }: { settings: DeliverySettingsAnswer }) {
  const nextKey = useRef(0);
  const toValues = (answer: DeliverySettings): Values => ({
    extraDays: Object.fromEntries(ZONES.map(({ zone }) => [zone, String(answer.zones.find((row) => row.zone === zone)?.extraDays ?? 0)])) as Record<
      DeliveryZone,
      string
    >,
    skipSundays: answer.skipSundays,
    blocked: answer.blocked.map((row) => ({ ...row, key: nextKey.current++ })),
  });
  const [values, setValues] = useState<Values>(() => toValues(settings));
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveDeliverySettings();
  const { origin } = settings;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const checked = check(values);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    save.mutate(checked.settings, {
      onSuccess: (saved) => {
        setValues(toValues(saved));
        toast.success("Delivery settings saved.");
      },
      onError: (error) => {
        setRefusal(error.message);
        toast.error(error.message);
      },
    });
  };

  const fieldError = (id: string, key: string) =>
    errors[key] && (
      <p id={id} className="mt-1 text-sm text-red-700">
        {errors[key]}
      </p>
    );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
        {origin ? (
          <>
            Shipping from{" "}
            <strong className="font-semibold text-slate-900">
              {cityOf(origin)}, {origin.state} ({origin.pin})
            </strong>
            .{" "}
          </>
        ) : (
          "The shop's address has no PIN we know, so no zone counts as the same city or state. "
        )}
        <Link to="/admin/settings" className="font-semibold text-brand-700 hover:underline">
          Change the shop&apos;s address in Settings
        </Link>
      </p>
      <fieldset disabled={save.isPending} className="space-y-6">
        {Object.keys(errors).length > 0 && <FormAlert message="Please correct the fields marked below." />}
        <FormAlert message={refusal} />

        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">Extra days by zone</legend>
          <p className="mt-0.5 text-xs text-slate-500">Added to the delivery date customers see for a PIN in that zone (0 to {MAX_EXTRA_DAYS}).</p>
          <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
            {ZONES.map(({ zone, label }) => {
              const id = `delivery-zone-${zone}`;
              return (
                <li key={zone} className="px-3 py-2">
                  <div className="flex items-center justify-between gap-3">
                    <label htmlFor={id} className="min-w-0 text-sm text-slate-800">
                      {label}
                    </label>
                    <span className="flex shrink-0 items-center gap-2 whitespace-nowrap text-sm text-slate-600">
                      <span className="w-20">
                        <input
                          id={id}
                          type="number"
                          inputMode="numeric"
                          min={0}
                          max={MAX_EXTRA_DAYS}
                          step={1}
                          className={`${inputClasses} text-right`}
                          value={values.extraDays[zone]}
                          aria-invalid={errors[zone] ? true : undefined}
                          aria-describedby={errors[zone] ? `${id}-error` : undefined}
                          onChange={(event) =>
                            setValues((current) => ({ ...current, extraDays: { ...current.extraDays, [zone]: event.target.value } }))
                          }
                        />
                      </span>
                      extra days
                    </span>
                  </div>
                  {fieldError(`${id}-error`, zone)}
                </li>
              );
            })}
          </ul>
        </fieldset>

        <label className="flex min-h-11 items-start gap-3 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
            checked={values.skipSundays}
            onChange={(event) => setValues((current) => ({ ...current, skipSundays: event.target.checked }))}
          />
          <span>
            Skip Sundays
            <span className="block text-xs font-normal text-slate-500">No delivery date falls on a Sunday.</span>
          </span>
        </label>

        <BlockedPins
          rows={values.blocked}
          errors={errors}
          onChange={(blocked) => setValues((current) => ({ ...current, blocked }))}
          newRow={() => ({ key: nextKey.current++, prefix: "", message: "" })}
        />

        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save delivery settings"}
        </Button>
      </fieldset>
    </form>
  );
}
