import { useEffect, useState } from "react";
import { paymentMethodLabel } from "~/src/core/payment";
import type { OrderPayment } from "~/src/core/shapes/quotes";
import { rupees } from "~/src/web/lib/format";
import { defineMessages } from "~/src/core/i18n";
import { useLanguage, useLongDate, useT } from "~/src/web/lib/i18n";

const text = defineMessages("paymentDue", {
  region: "Payment",
  purchaseOrder: "Purchase order: {number}",
  partPaid: "Part-paid: {amount} still due",
  awaiting: "Awaiting payment: {amount} due",
  paid: "Paid: {amount} received",
  record: "{amount} received on {date} (ref. {reference})",
  payBefore: "Pay by bank transfer or UPI quoting",
  payAfter: "; our bank details are on the proforma (View Invoice). We pack the order once the money is in our account.",
  qrAlt: "UPI QR code for this payment: scan it with any UPI app",
  upiApp: "Pay with a UPI app",
  // paymentMethodLabel of src/core/payment.
  methodBank: "Bank transfer (NEFT/RTGS/IMPS)",
  methodUpi: "UPI",
  methodCod: "Cash on delivery",
});

const METHODS = { "bank-transfer": text.methodBank, upi: text.methodUpi, cod: text.methodCod } as const;

/**
 * The money side of an order paid ahead (bank transfer or UPI against a proforma, issue 30): what is still due and
 * how to pay it — the UPI QR code any UPI app scans, and on a phone a link that opens the app with everything
 * filled in — or, once staff recorded it, what was received. Cash-on-delivery orders show nothing here.
 */
export function PaymentDue({ payment, orderNumber, poNumber }: { payment: OrderPayment; orderNumber: string; poNumber: string | null }) {
  const t = useT();
  const language = useLanguage();
  const longDate = useLongDate();
  if (payment.status === "on-delivery")
    return poNumber ? <p className="text-sm text-slate-700">{t(text.purchaseOrder, { number: poNumber })}</p> : null;
  const method = Object.hasOwn(METHODS, payment.method) ? t(METHODS[payment.method as keyof typeof METHODS]) : paymentMethodLabel(payment.method);
  // "2026-11-28" as the staff recorded it; "28 नवंबर 2026" on a Hindi page.
  const day = (date: string) => (language === "en" || !/^\d{4}-\d{2}-\d{2}$/.test(date) ? date : longDate(date));
  const waiting = payment.status === "awaiting" || payment.status === "part-paid";
  return (
    <section
      aria-label={t(text.region)}
      className={`rounded-lg border p-4 text-sm ${waiting ? "border-amber-300 bg-amber-50" : "border-emerald-300 bg-emerald-50"}`}
    >
      <p className="font-semibold text-slate-900">
        {payment.status === "part-paid"
          ? t(text.partPaid, { amount: rupees(payment.due) })
          : waiting
            ? t(text.awaiting, { amount: rupees(payment.due) })
            : t(text.paid, { amount: rupees(payment.received) })}
        <span className="font-normal text-slate-700"> · {method}</span>
      </p>
      {poNumber && <p className="mt-1 text-slate-700">{t(text.purchaseOrder, { number: poNumber })}</p>}
      {payment.records.length > 0 && (
        <ul className="mt-1 text-slate-700">
          {payment.records.map((record) => (
            <li key={`${record.reference}-${record.receivedOn}`}>
              {t(text.record, { amount: rupees(record.amount), date: day(record.receivedOn), reference: record.reference })}
            </li>
          ))}
        </ul>
      )}
      {waiting && (
        <>
          <p className="mt-2 text-slate-700">
            {t(text.payBefore)} <strong className="font-mono">{orderNumber}</strong>
            {t(text.payAfter)}
          </p>
          {payment.upiLink && <UpiPay link={payment.upiLink} />}
        </>
      )}
    </section>
  );
}

/** The QR code is drawn in the browser, by a library loaded only when an order is waiting for a UPI payment. */
function UpiPay({ link }: { link: string }) {
  const t = useT();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode").then(({ default: QRCode }) =>
      QRCode.toDataURL(link, { errorCorrectionLevel: "M", margin: 4, width: 200 }).then((url) => live && setImage(url)),
    );
    return () => {
      live = false;
    };
  }, [link]);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-4">
      {image ? (
        <img src={image} width={160} height={160} alt={t(text.qrAlt)} className="rounded border border-slate-200 bg-white" />
      ) : (
        <div className="h-40 w-40 animate-pulse rounded bg-slate-200" aria-hidden="true" />
      )}
      <a href={link} className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700">
        {t(text.upiApp)}
      </a>
    </div>
  );
}
