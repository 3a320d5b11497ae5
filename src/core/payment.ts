import { ONLY_COD_MESSAGE, PAYMENT_METHOD_COD } from "./constants";
import type { Paise } from "./money";
import type { PaymentStatus, QuotePaymentMethod } from "~/src/core/shapes/quotes";
import type { PayTo } from "~/src/core/shapes/tax-document";

/**
 * How an order is paid (issue 30). Cash on delivery is paid at the door. A bank transfer or UPI payment is made
 * by the buyer outside the shop (no gateway): the order waits, its spec status staying `pending`, until staff
 * record what their bank statement shows, with its UTR.
 */

/** Stored in `orders.payment_method`: the spec's "COD", and our two prepaid ways by their contract names. */
export const PREPAID_METHODS = ["bank-transfer", "upi"] as const;
export type PrepaidMethod = (typeof PREPAID_METHODS)[number];

export const isPrepaid = (method: string): method is PrepaidMethod => (PREPAID_METHODS as readonly string[]).includes(method);

/** A payment method as the contract names it ("cod", "bank-transfer", "upi"), from what an order stores. */
export const paymentMethodName = (stored: string): QuotePaymentMethod => (isPrepaid(stored) ? stored : "cod");

/** As printed on documents and pages. */
export function paymentMethodLabel(stored: string): string {
  if (stored === "bank-transfer") return "Bank transfer (NEFT/RTGS/IMPS)";
  if (stored === "upi") return "UPI";
  return stored === PAYMENT_METHOD_COD ? "Cash on delivery" : stored;
}

export const paymentStatusAtOrder = (method: string): PaymentStatus => (isPrepaid(method) ? "awaiting" : "on-delivery");

/** After a payment is recorded: all of it in, some of it, or none yet. */
export function paymentStatusOf(duePaise: Paise, receivedPaise: Paise): PaymentStatus {
  if (receivedPaise >= duePaise) return "received";
  return receivedPaise > 0 ? "part-paid" : "awaiting";
}

/**
 * Whether the shop's own checkout may offer a prepaid way for an order of this amount: the owner turned it on,
 * the order reaches the owner's amount, and the shop has the details the buyer pays to. Null when it may.
 */
export function prepaidRefusal(
  method: PrepaidMethod,
  amountPaise: Paise,
  settings: { prepaidCheckoutEnabled: boolean; prepaidCheckoutMinimum: number; upiId: string; bankAccountNumber: string; bankIfsc: string },
): string | null {
  // Until the owner turns it on, the shop's checkout answers as the spec's does.
  if (!settings.prepaidCheckoutEnabled) return ONLY_COD_MESSAGE;
  const minimumPaise = Math.round(settings.prepaidCheckoutMinimum * 100);
  if (amountPaise < minimumPaise) {
    return `Bank transfer and UPI are offered on orders of ₹${settings.prepaidCheckoutMinimum.toLocaleString("en-IN")} or more; please choose cash on delivery.`;
  }
  return prepaidDetailsMissing(method, settings);
}

/** Why the shop cannot take this prepaid way yet (its bank details or UPI ID are not set), or null. */
export function prepaidDetailsMissing(
  method: PrepaidMethod,
  settings: { upiId: string; bankAccountNumber: string; bankIfsc: string },
): string | null {
  if (method === "upi" && !settings.upiId) return "The shop does not take UPI payments yet; please choose another way to pay.";
  if (method === "bank-transfer" && (!settings.bankAccountNumber || !settings.bankIfsc)) {
    return "The shop does not take bank transfers yet; please choose another way to pay.";
  }
  return null;
}

/** Whether staff may start packing: cash on delivery, or the money is in. */
export const paidEnoughToPack = (status: PaymentStatus) => status === "on-delivery" || status === "received";

/** NPCI's note (`tn`) is shown to the payer and should stay short (≤ 50 characters). */
const NOTE_MAX = 50;

/**
 * The UPI payment address every UPI app opens or scans (NPCI "UPI Linking Specifications" v1.6): the payee's VPA
 * (`pa`) and name (`pn`), the exact amount as a decimal string (`am`), `cu=INR`, and the order's reference in
 * the note (`tn`) and as the transaction reference (`tr`), so staff find the order from their bank statement.
 */
export function upiPaymentLink(input: { upiId: string; payeeName: string; amountPaise: Paise; reference: string }): string {
  const amount = (input.amountPaise / 100).toFixed(2);
  const params = [
    ["pa", input.upiId],
    ["pn", input.payeeName],
    ["am", amount],
    ["cu", "INR"],
    ["tn", `Order ${input.reference}`.slice(0, NOTE_MAX)],
    ["tr", input.reference],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&")}`;
}

/** Where a prepaid order is paid, as its proforma prints it; the UPI link only when the shop has a UPI ID. */
export function payToOf(
  order: { reference: string; amountDuePaise: Paise },
  settings: { legalName: string; bankAccountName: string; bankAccountNumber: string; bankIfsc: string; bankName: string; upiId: string },
): PayTo {
  return {
    amountDue: order.amountDuePaise / 100,
    accountName: settings.bankAccountName || settings.legalName,
    accountNumber: settings.bankAccountNumber,
    ifsc: settings.bankIfsc,
    bankName: settings.bankName,
    upiId: settings.upiId,
    ...(settings.upiId
      ? {
          upiLink: upiPaymentLink({
            upiId: settings.upiId,
            payeeName: settings.legalName,
            amountPaise: order.amountDuePaise,
            reference: order.reference,
          }),
        }
      : {}),
    reference: order.reference,
  };
}
