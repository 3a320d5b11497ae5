import { useEffect, useRef, useState, type FormEvent } from "react";
import { ENQUIRY_SUBMIT_DELAY_MS } from "~/src/core/constants";
import { ENQUIRY_EMAIL_MESSAGE, ENQUIRY_REQUIRED_MESSAGE, validateEnquiry, type EnquiryInput } from "~/src/core/validation";
import { Button } from "~/src/web/components/ui/button";
import { ApiError, apiCall } from "~/src/web/lib/api";
import { defineMessages, type Message } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

export const ENQUIRY_SUCCESS_MESSAGE = "Thank you! Your enquiry has been received. We will get back to you soon.";

const text = defineMessages("enquiry.form", {
  success: "Thank you! Your enquiry has been received. We will get back to you soon.",
  // The rules' sentences (src/core/validation.ts), word for word.
  required: "Please fill in your name, email, and message.",
  invalidEmail: "Please enter a valid email address.",
  network: "Network error. Please check your connection.",
  heading: "Send us an enquiry",
  requiredNote: "Fields marked * are required.",
  name: "Name *",
  email: "Email *",
  emailPlaceholder: "you@example.com",
  phone: "Phone",
  optional: "(optional)",
  message: "Message *",
  messagePlaceholder: "What are you planning? Quantities, class size, dates…",
  sending: "Sending…",
  send: "Send enquiry",
});

/** The form's own checks in the page's language; a server's refusal is shown as it came (already in it). */
const RULES: Record<string, Message | undefined> = { [ENQUIRY_REQUIRED_MESSAGE]: text.required, [ENQUIRY_EMAIL_MESSAGE]: text.invalidEmail };

const EMPTY: Required<EnquiryInput> = { name: "", email: "", phone: "", message: "" };

const input =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-2 disabled:bg-slate-100";
const label = "mb-1 block text-sm font-medium text-slate-700";

/**
 * The enquiry form (§4): idle → submitting for 2 seconds → a thank-you and an empty form. The enquiry
 * is stored (POST /api/enquiries) while the spec's 2 seconds run; a refusal shows the server's message
 * and keeps what the user typed.
 */
export function EnquiryForm() {
  const t = useT();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<"idle" | "submitting" | "success">("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current ?? undefined);
    };
  }, []);

  const change = (field: keyof EnquiryInput, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (status === "success") setStatus("idle");
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === "submitting") return;
    const problem = validateEnquiry(values);
    setError(problem);
    if (problem) return;
    setStatus("submitting");
    const wait = new Promise<void>((resolve) => {
      timer.current = setTimeout(resolve, ENQUIRY_SUBMIT_DELAY_MS);
    });
    const sent = apiCall("/api/enquiries", { method: "POST", body: values }).then(
      () => null,
      (failure: unknown) => (failure instanceof ApiError ? failure.message : t(text.network)),
    );
    const [refusal] = await Promise.all([sent, wait]);
    if (!mounted.current) return;
    if (refusal) {
      setError(refusal);
      setStatus("idle");
      return;
    }
    setStatus("success");
    setValues(EMPTY);
  };

  const submitting = status === "submitting";
  const border = (invalid: boolean) =>
    invalid ? "border-sale focus:border-sale focus:ring-red-200" : "border-slate-300 focus:border-brand-500 focus:ring-brand-200";
  const missing = (value: string) => Boolean(error) && !value.trim();
  const emailInvalid = missing(values.email) || error === ENQUIRY_EMAIL_MESSAGE;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="enquiry-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="enquiry-title" className="text-lg font-bold text-slate-900">
        {t(text.heading)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t(text.requiredNote)}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="enquiry-name" className={label}>
            {t(text.name)}
          </label>
          <input
            id="enquiry-name"
            name="name"
            autoComplete="name"
            value={values.name}
            disabled={submitting}
            onChange={(event) => change("name", event.target.value)}
            aria-invalid={missing(values.name) || undefined}
            className={`${input} ${border(missing(values.name))}`}
          />
        </div>
        <div>
          <label htmlFor="enquiry-email" className={label}>
            {t(text.email)}
          </label>
          <input
            id="enquiry-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            disabled={submitting}
            onChange={(event) => change("email", event.target.value)}
            aria-invalid={emailInvalid || undefined}
            className={`${input} ${border(emailInvalid)}`}
            placeholder={t(text.emailPlaceholder)}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="enquiry-phone" className={label}>
            {t(text.phone)} <span className="font-normal text-slate-500">{t(text.optional)}</span>
          </label>
          <input
            id="enquiry-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={values.phone}
            disabled={submitting}
            onChange={(event) => change("phone", event.target.value)}
            className={`${input} ${border(false)}`}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="enquiry-message" className={label}>
            {t(text.message)}
          </label>
          <textarea
            id="enquiry-message"
            name="message"
            rows={5}
            value={values.message}
            disabled={submitting}
            onChange={(event) => change("message", event.target.value)}
            aria-invalid={missing(values.message) || undefined}
            className={`${input} ${border(missing(values.message))} resize-y`}
            placeholder={t(text.messagePlaceholder)}
          />
        </div>
      </div>
      {error && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {RULES[error] ? t(RULES[error]) : error}
        </p>
      )}
      {status === "success" && (
        <p role="status" className="mt-4 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
          {t(text.success)}
        </p>
      )}
      <Button type="submit" disabled={submitting} size="lg" className="mt-5 w-full shadow-sm sm:w-auto">
        {submitting && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
        {submitting ? t(text.sending) : t(text.send)}
      </Button>
    </form>
  );
}
