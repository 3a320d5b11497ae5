import { useId, useState, type FormEvent } from "react";
import { MailIcon } from "~/src/web/components/icons";
import { ApiError, apiCall } from "~/src/web/lib/api";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("home.subscribe", {
  network: "Network error. Please check your connection.",
  heading: "Project ideas and deals in your inbox",
  intro: "New components, lab project ideas and sale alerts, about twice a month.",
  email: "Email address",
  submit: "SUBSCRIBE",
  placeholder: "you@school.edu.in",
  thanks: "Thank you for subscribing! We are glad to have you with us.",
});

/**
 * The e-mail subscribe block (§2, §5): the browser checks the address, the shop stores it
 * (POST /api/subscriptions; subscribing twice is fine) and we say thanks without reloading the page.
 */
export function SubscribeBlock() {
  const t = useT();
  const inputId = useId();
  const [thanked, setThanked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "");
    setSending(true);
    setProblem(null);
    try {
      await apiCall("/api/subscriptions", { method: "POST", body: { email } });
      setThanked(true);
      form.reset();
    } catch (failure) {
      setProblem(failure instanceof ApiError ? failure.message : t(text.network));
    } finally {
      setSending(false);
    }
  };
  return (
    <section
      aria-labelledby="subscribe-heading"
      className="rounded-2xl bg-gradient-to-br from-brand-600 to-brand-900 px-6 py-10 text-center text-white shadow-sm sm:px-10"
    >
      <MailIcon width={36} height={36} className="mx-auto text-accent-400" />
      <h2 id="subscribe-heading" className="mt-3 text-2xl font-extrabold">
        {t(text.heading)}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-brand-100">{t(text.intro)}</p>
      <form onSubmit={onSubmit} className="mx-auto mt-6 flex max-w-lg flex-col gap-3 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {t(text.email)}
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t(text.placeholder)}
          onInput={() => {
            setThanked(false);
            setProblem(null);
          }}
          className="h-12 w-full rounded-xl border-0 bg-white sm:flex-1 px-4 text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-4 focus:ring-accent-400/60"
        />
        <button
          type="submit"
          disabled={sending}
          className="h-12 rounded-xl bg-accent-400 px-6 font-bold tracking-wide text-slate-900 hover:bg-accent-500"
        >
          {t(text.submit)}
        </button>
      </form>
      {problem ? (
        <p role="alert" className="mt-4 min-h-6 text-sm font-medium text-accent-400">
          {problem}
        </p>
      ) : (
        <p role="status" className="mt-4 min-h-6 text-sm font-medium text-white">
          {thanked ? t(text.thanks) : ""}
        </p>
      )}
    </section>
  );
}
