import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { istDate } from "~/src/core/financial-year";
import type { Quote } from "~/src/core/shapes/quotes";
import { Button } from "~/src/web/components/ui/button";
import { toast } from "~/src/web/lib/toast";
import { Field, FormAlert, inputClasses } from "~/src/web/admin/common/form-field";
import { QuoteLineEditor } from "./quote-line-editor";
import { draftOf, pricingBody, type PricingDraft, type PricingErrors } from "./quote-pricing";
import { usePriceQuote } from "./quotes-api";

interface EditorProps {
  quote: Quote;
  /** A sent or expired quotation: saving makes its next version, and the page moves to it. */
  revising?: boolean;
  onCancel?: () => void;
}

/** Staff price a request line by line, with the delivery charge, validity and terms; then save or send it. */
export function QuoteEditor({ quote, revising = false, onCancel }: EditorProps) {
  const [draft, setDraft] = useState<PricingDraft>(() => draftOf(quote, revising));
  const [errors, setErrors] = useState<PricingErrors>({});
  const price = usePriceQuote(quote._id);
  const navigate = useNavigate();
  const set = <K extends keyof PricingDraft>(key: K, value: PricingDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  function submit(send: boolean) {
    const checked = pricingBody(quote, draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    price.mutate(
      { body: checked.body, send },
      {
        onSuccess: (saved) => {
          if (saved._id !== quote._id) {
            toast.success(`Version ${saved.version} is ready to price and send.`);
            void navigate(`/admin/quotes/${encodeURIComponent(saved._id)}`);
          } else if (saved.status === "sent") toast.success(`Quotation ${saved.number} sent to ${saved.email}.`);
          else {
            toast.success("Prices saved.");
            setDraft(draftOf(saved, false));
          }
        },
      },
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(!revising);
  };
  const busy = price.isPending;
  const heading = revising ? `Revise as version ${quote.version + 1}` : "Price the request";

  return (
    <form noValidate onSubmit={onSubmit} aria-label={heading} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
      {revising && (
        <p className="text-sm text-slate-600">
          Version {quote.version} stays as it was sent. Saving makes version {quote.version + 1}, which you then send; the buyer is mailed only then.
        </p>
      )}
      {Object.keys(errors).length > 0 && <FormAlert message={errors.lines ?? "Please correct the fields marked below."} />}
      <FormAlert message={price.error?.message ?? null} />
      <fieldset disabled={busy} className="space-y-4">
        <legend className="sr-only">Lines</legend>
        <ul className="space-y-3">
          {quote.lines.map((line, index) => (
            <QuoteLineEditor
              key={line.position}
              line={line}
              draft={draft.lines[index]}
              errors={errors}
              onChange={(next) =>
                set(
                  "lines",
                  draft.lines.map((current, i) => (i === index ? next : current)),
                )
              }
            />
          ))}
        </ul>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Delivery charge (₹)" hint="GST included, as the lines." error={errors.deliveryCharge}>
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                className={inputClasses}
                value={draft.deliveryCharge}
                onChange={(event) => set("deliveryCharge", event.target.value)}
              />
            )}
          </Field>
          <Field label="Valid until" hint="Leave empty for 15 days from sending.">
            {(control) => (
              <input
                {...control}
                type="date"
                min={istDate(new Date())}
                className={inputClasses}
                value={draft.validUntil}
                onChange={(event) => set("validUntil", event.target.value)}
              />
            )}
          </Field>
        </div>
        <Field label="Terms" hint="One per line. Leave empty for the shop's standard terms.">
          {(control) => (
            <textarea {...control} rows={4} className={inputClasses} value={draft.terms} onChange={(event) => set("terms", event.target.value)} />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          {revising ? (
            <>
              <Button type="submit" size="lg">
                {busy ? "Saving…" : `Save as version ${quote.version + 1}`}
              </Button>
              <Button variant="secondary" size="lg" onClick={onCancel}>
                Back
              </Button>
            </>
          ) : (
            <>
              <Button type="submit" size="lg">
                {busy ? "Working…" : "Send quotation"}
              </Button>
              <Button variant="secondary" size="lg" onClick={() => submit(false)}>
                Save prices
              </Button>
            </>
          )}
        </div>
      </fieldset>
    </form>
  );
}
