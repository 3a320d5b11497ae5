import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "~/src/web/lib/localized-router";
import type { Quote } from "~/src/core/shapes/quotes";
import { LoadError } from "~/src/web/components/load-error";
import { StatusBadge } from "~/src/web/components/status-badge";
import { Button, buttonClasses } from "~/src/web/components/ui/button";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { ApiError } from "~/src/web/lib/api";
import { useDownload } from "~/src/web/lib/download";
import { rupees } from "~/src/web/lib/format";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useSession } from "~/src/web/shop/session";
import { quoteKeys } from "./quote-keys";
import { acceptQuote, fetchQuote, quotePdfPath } from "./quotes-api";
import { defineMessages } from "~/src/core/i18n";
import { useLanguage, useLongDate, useT } from "~/src/web/lib/i18n";

const statusText = defineMessages("quotes.status", {
  requested: "We are pricing your request; the quotation comes by mail, usually within one working day.",
  sent: "Our quotation is ready. Accept it before it expires to place the order at these prices.",
  accepted: "You accepted this quotation: it is an order now.",
  expired: "This quotation has expired. Ask us for a fresh one and we will price it again.",
  superseded: "We revised this quotation: the newer version replaces it.",
  withdrawn: "This quotation was withdrawn.",
});

const text = defineMessages("quotes.view", {
  loading: "Loading the quotation",
  notFoundTitle: "We could not find this quotation",
  loadFailed: "We could not load the quotation.",
  notFoundMessage: "Open it from the link in our mail, or log in with the account that asked for it.",
  quotation: "Quotation {number}",
  request: "Quotation request",
  version: " · version {version}",
  validUntil: " · valid until {date}",
  newer: "See the newer version",
  followOrder: "Follow the order",
  accountBefore: "The order is kept in an account under {email}: ",
  setPassword: "set its password",
  accountAfter: " to follow it, pay it by UPI from its page and download its invoice.",
  lines: "Lines",
  part: "Part",
  qty: "Qty",
  unitPrice: "Unit price",
  amount: "Amount",
  toBePriced: "To be priced",
  each: "{price} each",
  off: " · {percent}% off",
  delivery: "Delivery charges",
  taxable: "Taxable value",
  total: "Total (GST included)",
  preparing: "Preparing…",
  download: "Download the quotation (PDF)",
});

const acceptText = defineMessages("quotes.accept", {
  network: "Network error. Please check your connection.",
  title: "Accept and order",
  deliveredTo: "The order is made at the quoted prices, delivered to {city}, {state} {pin}.",
  po: "Purchase-order number",
  optional: "(optional)",
  how: "How will you pay?",
  bankTitle: "Bank transfer (NEFT/RTGS/IMPS)",
  bankText: "Against our proforma invoice; we pack once the money is in.",
  upiTitle: "UPI",
  upiText: "Scan the QR code on the order page or proforma with any UPI app.",
  codTitle: "Cash on delivery",
  codText: "Pay when the parcel arrives.",
  placing: "Placing the order…",
  submit: "Accept the quotation",
});

const PAYMENT_CHOICES = [
  { value: "bank-transfer", title: acceptText.bankTitle, text: acceptText.bankText },
  { value: "upi", title: acceptText.upiTitle, text: acceptText.upiText },
  { value: "cod", title: acceptText.codTitle, text: acceptText.codText },
] as const;

/** A quotation as its buyer sees it: its lines and GST, the PDF, and — while it is valid — accepting it into an order. */
export function QuoteView({ id, accessKey }: { id: string; accessKey: string | null }) {
  const { token, ready } = useSession();
  const query = useQuery({
    queryKey: quoteKeys.byId(token, id, accessKey),
    queryFn: () => fetchQuote(id, accessKey, token),
    enabled: ready,
  });
  const download = useDownload();
  const t = useT();
  const english = useLanguage() === "en";
  const longDate = useLongDate();
  if (query.isPending) return <SkeletonStack label={t(text.loading)} count={2} itemClassName="h-40 rounded-xl" />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <LoadError
        title={notFound ? t(text.notFoundTitle) : t(text.loadFailed)}
        message={notFound ? t(text.notFoundMessage) : query.error.message}
        onRetry={() => query.refetch()}
      />
    );
  }
  const { quote } = query.data;
  const keyQuery = accessKey ? `?key=${encodeURIComponent(accessKey)}` : "";
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {quote.number ? t(text.quotation, { number: quote.number }) : t(text.request)}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {quote.institution}
            {t(text.version, { version: quote.version })}
            {quote.validUntil && t(text.validUntil, { date: english ? quote.validUntil : longDate(`${quote.validUntil}T12:00:00+05:30`) })}
          </p>
        </div>
        <StatusBadge status={quote.status} />
      </header>
      <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
        {t(statusText[quote.status])}{" "}
        {quote.supersededBy && (
          <Link to={`/quotes/${quote.supersededBy}${keyQuery}`} className="font-semibold text-brand-700 hover:underline">
            {t(text.newer)}
          </Link>
        )}
        {quote.orderId &&
          (token ? (
            <Link to="/orders" className="font-semibold text-brand-700 hover:underline">
              {t(text.followOrder)}
            </Link>
          ) : (
            <>
              {t(text.accountBefore, { email: quote.email })}
              <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
                {t(text.setPassword)}
              </Link>
              {t(text.accountAfter)}
            </>
          ))}
      </p>

      <section aria-labelledby="quote-lines" className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <h2 id="quote-lines" className="sr-only">
          {t(text.lines)}
        </h2>
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-2">
                {t(text.part)}
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                {t(text.qty)}
              </th>
              <th scope="col" className="hidden px-4 py-2 text-right sm:table-cell">
                {t(text.unitPrice)}
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                {t(text.amount)}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {quote.lines.map((line) => (
              <tr key={line.position}>
                <td className="px-4 py-2 text-slate-900">
                  {line.name}
                  <span className="block text-xs text-slate-600">
                    <span className="sm:hidden">
                      {line.unitPrice === null ? t(text.toBePriced) : t(text.each, { price: rupees(line.unitPrice) })} ·{" "}
                    </span>
                    HSN {line.hsn} · GST {line.gstRate}%{line.discountPercent > 0 && t(text.off, { percent: line.discountPercent })}
                  </span>
                </td>
                <td className="px-2 py-2 text-right">{line.quantity}</td>
                <td className="hidden px-4 py-2 text-right sm:table-cell">{line.unitPrice === null ? t(text.toBePriced) : rupees(line.unitPrice)}</td>
                <td className="px-4 py-2 text-right font-medium">{line.amount === null ? "—" : rupees(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {quote.totals && (
          <dl className="space-y-1 border-t border-slate-200 px-4 py-3 text-sm text-slate-700">
            {quote.totals.deliveryCharge > 0 && <TotalRow label={t(text.delivery)} value={quote.totals.deliveryCharge} />}
            <TotalRow label={t(text.taxable)} value={quote.totals.taxableValue} />
            {quote.totals.igst > 0 ? (
              <TotalRow label="IGST" value={quote.totals.igst} />
            ) : (
              <TotalRow label="CGST + SGST" value={quote.totals.cgst + quote.totals.sgst} />
            )}
            <TotalRow label={t(text.total)} value={quote.totals.total} strong />
          </dl>
        )}
      </section>

      {quote.pdf && (
        <Button
          variant="secondary"
          onClick={() => download.start({ path: quotePdfPath(quote._id, accessKey), token, fallbackName: "quotation.pdf" })}
        >
          {download.pending ? t(text.preparing) : t(text.download)}
        </Button>
      )}
      {quote.status === "sent" && <AcceptForm quote={quote} accessKey={accessKey} />}
    </div>
  );
}

function TotalRow({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "font-semibold text-slate-900" : ""}`}>
      <dt>{label}</dt>
      <dd>{rupees(value)}</dd>
    </div>
  );
}

function AcceptForm({ quote, accessKey }: { quote: Quote; accessKey: string | null }) {
  const { token } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [poNumber, setPoNumber] = useState("");
  const [paymentMethod, setPaymentMethod] = useState<string>("bank-transfer");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const t = useT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      await acceptQuote(quote._id, accessKey, token, { poNumber, paymentMethod });
      await queryClient.invalidateQueries({ queryKey: quoteKeys.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      navigate(token ? "/orders" : `/quotes/${quote._id}${accessKey ? `?key=${encodeURIComponent(accessKey)}` : ""}`);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t(acceptText.network));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="accept-title"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="accept-title" className="text-lg font-bold text-slate-900">
        {t(acceptText.title)}
      </h2>
      <p className="text-sm text-slate-600">
        {t(acceptText.deliveredTo, { city: quote.deliveryAddress.city, state: quote.deliveryAddress.state, pin: quote.deliveryAddress.zipcode })}
      </p>
      <div>
        <label htmlFor="accept-po" className="mb-1 block text-sm font-medium text-slate-700">
          {t(acceptText.po)} <span className="font-normal text-slate-600">{t(acceptText.optional)}</span>
        </label>
        <input
          id="accept-po"
          value={poNumber}
          maxLength={60}
          onChange={(event) => setPoNumber(event.target.value)}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:max-w-xs"
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">{t(acceptText.how)}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {PAYMENT_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className={`flex cursor-pointer gap-3 rounded-xl border p-4 ${paymentMethod === choice.value ? "border-brand-500 ring-1 ring-brand-500" : "border-slate-200"}`}
            >
              <input
                type="radio"
                name="accept-payment"
                value={choice.value}
                checked={paymentMethod === choice.value}
                onChange={() => setPaymentMethod(choice.value)}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
              />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{t(choice.title)}</span>
                <span className="block text-xs text-slate-600">{t(choice.text)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <button type="submit" disabled={sending} aria-busy={sending || undefined} className={buttonClasses({})}>
        {sending ? t(acceptText.placing) : t(acceptText.submit)}
      </button>
    </form>
  );
}
