import { ONLY_COD_MESSAGE, PAYMENT_METHOD_COD } from "~/src/core/constants";
import { isPrepaid } from "~/src/core/payment";
import { defineMessages } from "~/src/core/i18n";
import { refuse } from "~/src/server/refusal";

/** The steps of taking an order that do not depend on its kind. */

const text = defineMessages("refusal.checkout", {
  pricesChanged: "Prices have changed since you opened this page. Please review the updated total and place the order again.",
});

export const PRICES_CHANGED = { message: text.pricesChanged };

/**
 * Absent means cash on delivery; anything but COD is refused (§8), except bank transfer and UPI, which the order's
 * amount and the owner's settings decide once the order is priced (src/core/payment.ts prepaidRefusal).
 */
export function resolvePaymentMethod(method: unknown): string {
  if (method === undefined || method === null || method === "") return PAYMENT_METHOD_COD;
  const name = typeof method === "string" ? method.trim().toLowerCase() : "";
  if (name === "cod") return PAYMENT_METHOD_COD;
  if (isPrepaid(name)) return name;
  throw refuse.invalid(ONLY_COD_MESSAGE);
}
