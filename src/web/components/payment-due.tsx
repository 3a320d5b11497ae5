import { useEffect, useState } from "react";
import { paymentMethodLabel } from "~/src/core/payment";
import type { OrderPayment } from "~/src/core/shapes/quotes";
import { rupees } from "~/src/web/lib/format";

/**
 * The money side of an order paid ahead (bank transfer or UPI against a proforma, issue 30): what is still due and
 * how to pay it — the UPI QR code any UPI app scans, and on a phone a link that opens the app with everything
 * filled in — or, once staff recorded it, what was received. Cash-on-delivery orders show nothing here.
 */
export function PaymentDue({ payment, orderNumber, poNumber }: { payment: OrderPayment; orderNumber: string; poNumber: string | null }) {
  if (payment.status === "on-delivery") return poNumber ? <p className="text-sm text-slate-700">Purchase order: {poNumber}</p> : null;
  const waiting = payment.status === "awaiting" || payment.status === "part-paid";
  return (
    <section
      aria-label="Payment"
      className={`rounded-lg border p-4 text-sm ${waiting ? "border-amber-300 bg-amber-50" : "border-emerald-300 bg-emerald-50"}`}
    >
      <p className="font-semibold text-slate-900">
        {payment.status === "part-paid"
          ? `Part-paid: ${rupees(payment.due)} still due`
          : waiting
            ? `Awaiting payment: ${rupees(payment.due)} due`
            : `Paid: ${rupees(payment.received)} received`}
        <span className="font-normal text-slate-700"> · {paymentMethodLabel(payment.method)}</span>
      </p>
      {poNumber && <p className="mt-1 text-slate-700">Purchase order: {poNumber}</p>}
      {payment.records.length > 0 && (
        <ul className="mt-1 text-slate-700">
          {payment.records.map((record) => (
            <li key={`${record.reference}-${record.receivedOn}`}>
              {rupees(record.amount)} received on {record.receivedOn} (ref. {record.reference})
            </li>
          ))}
        </ul>
      )}
      {waiting && (
        <>
          <p className="mt-2 text-slate-700">
            Pay by bank transfer or UPI quoting <strong className="font-mono">{orderNumber}</strong>; our bank details are on the proforma (View
            Invoice). We pack the order once the money is in our account.
          </p>
          {payment.upiLink && <UpiPay link={payment.upiLink} />}
        </>
      )}
    </section>
  );
}

/** The QR code is drawn in the browser, by a library loaded only when an order is waiting for a UPI payment. */
function UpiPay({ link }: { link: string }) {
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
        <img
          src={image}
          width={160}
          height={160}
          alt="UPI QR code for this payment: scan it with any UPI app"
          className="rounded border border-slate-200 bg-white"
        />
      ) : (
        <div className="h-40 w-40 animate-pulse rounded bg-slate-200" aria-hidden="true" />
      )}
      <a href={link} className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700">
        Pay with a UPI app
      </a>
    </div>
  );
}
