import { defineMessages, type Translate } from "~/src/core/i18n";
import type { OrderKind } from "~/src/core/order-kinds";

const text = defineMessages("mail.orderWords", {
  nounOrder: "order",
  nounKit: "kit order",
  titleOrder: "Order",
  titleKit: "Kit order",
});

/** "order" / "kit order" and "Order" / "Kit order" (ORDER_KINDS' noun and title), as the customer knows them, in a mail's language. */
export function orderWords(t: Translate, kind: OrderKind): { what: string; title: string } {
  return kind === "kit" ? { what: t(text.nounKit), title: t(text.titleKit) } : { what: t(text.nounOrder), title: t(text.titleOrder) };
}
