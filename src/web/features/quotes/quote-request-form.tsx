import { useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "~/src/web/lib/localized-router";
import { INDIAN_STATES } from "~/src/core/india-states";
import { PARTS_LIST_MAX_LINES, type QuoteAddress } from "~/src/core/shapes/quotes";
import { Button } from "~/src/web/components/ui/button";
import { ApiError } from "~/src/web/lib/api";
import { useSession } from "~/src/web/shop/session";
import { requestQuote } from "./quotes-api";
import { stateNameMessage } from "./state-names";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const formText = defineMessages("quotes.form", {
  street: "Street and building *",
  city: "City *",
  state: "State *",
  chooseState: "Choose a state",
  pin: "PIN code *",
  badLine: "Describe the part and give a whole quantity of 1 or more.",
  network: "Network error. Please check your connection.",
  title: "Request a quotation",
  intro: "We price it and mail the quotation as a PDF within one working day. Fields marked * are required.",
  parts: "Parts ({count} of at most {max})",
  noLines: "Paste a parts list above, or describe each part below.",
  byHand: "(not in our catalog: priced by hand)",
  quantityOf: "Quantity of {name}",
  remove: "Remove",
  unlisted: "A part we do not list",
  unlistedExample: "e.g. Soldering station, 60 W",
  quantity: "Quantity",
  addLine: "Add line",
  institutionTitle: "Your institution",
  institution: "School or institution *",
  contact: "Contact person *",
  phone: "Mobile number *",
  email: "Email *",
  gstinNote: "(optional, printed on the quotation and the invoice)",
  billing: "Billing address",
  separateDelivery: "Deliver to a different address",
  delivery: "Delivery address",
  neededBy: "Needed by",
  note: "Note",
  sending: "Sending…",
  submit: "Request the quotation",
});

/** A line of the request: a catalog product (matched from a parts list) or a free-text line for what we do not list. */
export interface QuoteDraftLine {
  productId: string | null;
  description: string | null;
  quantity: number;
  name: string;
}

const input =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100";
const label = "mb-1 block text-sm font-medium text-slate-700";
const EMPTY_ADDRESS: QuoteAddress = { street: "", city: "", state: "", zipcode: "" };

function Field({ id, text, children, wide }: { id: string; text: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      {children}
    </div>
  );
}

function AddressFields({
  prefix,
  value,
  onChange,
  disabled,
}: {
  prefix: string;
  value: QuoteAddress;
  onChange(next: QuoteAddress): void;
  disabled: boolean;
}) {
  const set = (field: keyof QuoteAddress) => (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value });
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={`${prefix}-street`} text={t(formText.street)} wide>
        <input
          id={`${prefix}-street`}
          autoComplete="street-address"
          value={value.street}
          onChange={set("street")}
          disabled={disabled}
          className={input}
        />
      </Field>
      <Field id={`${prefix}-city`} text={t(formText.city)}>
        <input id={`${prefix}-city`} autoComplete="address-level2" value={value.city} onChange={set("city")} disabled={disabled} className={input} />
      </Field>
      <Field id={`${prefix}-state`} text={t(formText.state)}>
        <select id={`${prefix}-state`} value={value.state} onChange={set("state")} disabled={disabled} className={input}>
          <option value="">{t(formText.chooseState)}</option>
          {INDIAN_STATES.map((state) => (
            <option key={state.code} value={state.name}>
              {t(stateNameMessage(state))}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${prefix}-zipcode`} text={t(formText.pin)}>
        <input
          id={`${prefix}-zipcode`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={value.zipcode}
          onChange={set("zipcode")}
          disabled={disabled}
          className={input}
        />
      </Field>
    </div>
  );
}

/**
 * The request for a quotation: the institution and its contact, GSTIN (optional), billing and delivery address,
 * the lines (from a matched parts list, or typed as free text), a needed-by date and a note. The server checks
 * everything and names the field to fix; the message is shown here and nothing is lost.
 */
export function QuoteRequestForm({ lines, onLinesChange }: { lines: QuoteDraftLine[]; onLinesChange(lines: QuoteDraftLine[]): void }) {
  const { token } = useSession();
  const navigate = useNavigate();
  const [values, setValues] = useState({ institution: "", contactName: "", email: "", phone: "", gstin: "", neededBy: "", note: "" });
  const [billing, setBilling] = useState(EMPTY_ADDRESS);
  const [delivery, setDelivery] = useState(EMPTY_ADDRESS);
  const [separateDelivery, setSeparateDelivery] = useState(false);
  const [newLine, setNewLine] = useState({ description: "", quantity: "1" });
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const t = useT();
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  const addFreeLine = () => {
    const description = newLine.description.trim();
    const quantity = Number(newLine.quantity);
    if (description.length < 2 || !Number.isInteger(quantity) || quantity < 1) {
      setError(t(formText.badLine));
      return;
    }
    setError(null);
    onLinesChange([...lines, { productId: null, description, quantity, name: description }]);
    setNewLine({ description: "", quantity: "1" });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      const { quote, key } = await requestQuote(
        {
          ...values,
          gstin: values.gstin.trim() || null,
          neededBy: values.neededBy || null,
          billingAddress: billing,
          deliveryAddress: separateDelivery ? delivery : null,
          lines: lines.map((line) => ({ productId: line.productId, description: line.description, quantity: line.quantity })),
        },
        token,
      );
      navigate(`/quotes/${quote._id}?key=${encodeURIComponent(key)}`);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t(formText.network));
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="quote-form-title"
      className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="quote-form-title" className="text-lg font-bold text-slate-900">
          {t(formText.title)}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t(formText.intro)}</p>
      </div>

      <section aria-labelledby="quote-lines-title">
        <h3 id="quote-lines-title" className="font-semibold text-slate-900">
          {t(formText.parts, { count: lines.length, max: PARTS_LIST_MAX_LINES })}
        </h3>
        {lines.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t(formText.noLines)}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {lines.map((line, index) => (
              <li key={`${line.productId ?? line.description}-${index}`} className="flex items-center gap-3 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1 text-slate-900">
                  {line.name}
                  {!line.productId && <span className="ml-2 text-xs text-slate-600">{t(formText.byHand)}</span>}
                </span>
                <label className="sr-only" htmlFor={`quote-line-${index}`}>
                  {t(formText.quantityOf, { name: line.name })}
                </label>
                <input
                  id={`quote-line-${index}`}
                  type="number"
                  min={1}
                  inputMode="numeric"
                  value={line.quantity}
                  onChange={(event) =>
                    onLinesChange(
                      lines.map((other, at) =>
                        at === index ? { ...other, quantity: Math.max(1, Math.floor(Number(event.target.value) || 1)) } : other,
                      ),
                    )
                  }
                  className="w-20 rounded-lg border border-slate-300 px-2 py-1.5 text-right"
                />
                <button
                  type="button"
                  onClick={() => onLinesChange(lines.filter((_, at) => at !== index))}
                  className="min-h-11 rounded px-2 text-sm font-semibold text-brand-700 hover:underline"
                >
                  {t(formText.remove)}
                  <span className="sr-only"> {line.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_6rem_auto] sm:items-end">
          <Field id="quote-free-description" text={t(formText.unlisted)}>
            <input
              id="quote-free-description"
              value={newLine.description}
              onChange={(event) => setNewLine({ ...newLine, description: event.target.value })}
              placeholder={t(formText.unlistedExample)}
              className={input}
            />
          </Field>
          <Field id="quote-free-quantity" text={t(formText.quantity)}>
            <input
              id="quote-free-quantity"
              type="number"
              min={1}
              inputMode="numeric"
              value={newLine.quantity}
              onChange={(event) => setNewLine({ ...newLine, quantity: event.target.value })}
              className={input}
            />
          </Field>
          <Button variant="secondary" onClick={addFreeLine}>
            {t(formText.addLine)}
          </Button>
        </div>
      </section>

      <section aria-labelledby="quote-buyer-title" className="grid gap-4 sm:grid-cols-2">
        <h3 id="quote-buyer-title" className="font-semibold text-slate-900 sm:col-span-2">
          {t(formText.institutionTitle)}
        </h3>
        <Field id="quote-institution" text={t(formText.institution)} wide>
          <input id="quote-institution" autoComplete="organization" value={values.institution} onChange={set("institution")} className={input} />
        </Field>
        <Field id="quote-contact" text={t(formText.contact)}>
          <input id="quote-contact" autoComplete="name" value={values.contactName} onChange={set("contactName")} className={input} />
        </Field>
        <Field id="quote-phone" text={t(formText.phone)}>
          <input id="quote-phone" type="tel" inputMode="tel" autoComplete="tel" value={values.phone} onChange={set("phone")} className={input} />
        </Field>
        <Field id="quote-email" text={t(formText.email)}>
          <input
            id="quote-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            onChange={set("email")}
            className={input}
          />
        </Field>
        <Field
          id="quote-gstin"
          text={
            <>
              GSTIN <span className="font-normal text-slate-600">{t(formText.gstinNote)}</span>
            </>
          }
        >
          <input id="quote-gstin" value={values.gstin} onChange={set("gstin")} maxLength={15} className={`${input} uppercase`} />
        </Field>
      </section>

      <section aria-labelledby="quote-billing-title" className="space-y-4">
        <h3 id="quote-billing-title" className="font-semibold text-slate-900">
          {t(formText.billing)}
        </h3>
        <AddressFields prefix="quote-billing" value={billing} onChange={setBilling} disabled={sending} />
        <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={separateDelivery}
            onChange={(event) => setSeparateDelivery(event.target.checked)}
            className="h-4 w-4 accent-brand-600"
          />
          {t(formText.separateDelivery)}
        </label>
        {separateDelivery && (
          <div className="space-y-4">
            <h3 className="font-semibold text-slate-900">{t(formText.delivery)}</h3>
            <AddressFields prefix="quote-delivery" value={delivery} onChange={setDelivery} disabled={sending} />
          </div>
        )}
      </section>

      <section className="grid gap-4 sm:grid-cols-2">
        <Field id="quote-needed-by" text={t(formText.neededBy)}>
          <input id="quote-needed-by" type="date" value={values.neededBy} onChange={set("neededBy")} className={input} />
        </Field>
        <Field id="quote-note" text={t(formText.note)} wide>
          <textarea id="quote-note" rows={3} maxLength={2000} value={values.note} onChange={set("note")} className={input} />
        </Field>
      </section>

      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
        {sending ? t(formText.sending) : t(formText.submit)}
      </Button>
    </form>
  );
}
