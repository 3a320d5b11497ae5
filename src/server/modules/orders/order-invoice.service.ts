import { istDate } from "~/src/core/financial-year";
import type { OrderKind } from "~/src/core/order-kinds";
import { orderNumber } from "~/src/core/order-rules";
import { isPrepaid, paidEnoughToPack, payToOf } from "~/src/core/payment";
import type { CreditNote, TaxInvoice } from "~/src/core/shapes/tax-document";
import { isStaff } from "~/src/core/staff";
import { buildTaxInvoice } from "~/src/core/tax-invoice";
import type { DbOrTx } from "~/src/server/db/client";
import { creditNoteByNumber } from "~/src/server/documents/credit-notes";
import { invoiceOfOrder } from "~/src/server/documents/invoices";
import type { MailConfig } from "~/src/server/mail/outbox";
import { defineMessages } from "~/src/core/i18n";
import { NOT_FOUND, refuse } from "~/src/server/refusal";
import type { SessionUser } from "~/src/server/shared/sessions";
import { getShopSettings } from "~/src/server/shared/shop-settings";
import { customerOrder, staffOrder } from "./order-store";

const text = defineMessages("refusal.invoice", {
  noInvoice: "This order was cancelled before it shipped, so it has no invoice.",
  noCreditNote: "This order has no credit note numbered {number}.",
});

/**
 * An order's invoice for its customer or for staff: the tax invoice as it was issued when the order shipped,
 * or before that a proforma drawn now from the order and the shop's settings (no number; not a tax invoice).
 * Another customer's order, another kind's, or an id that cannot be one: not found, as for the order itself.
 */
/** An order's credit note (a return received, a parcel back undelivered), for its customer or for staff. */
export async function orderCreditNote(db: DbOrTx, viewer: SessionUser, kind: OrderKind, id: string, number: string): Promise<CreditNote> {
  const order = isStaff(viewer.role) ? await staffOrder(db, kind, id) : await customerOrder(db, viewer.id, kind, id);
  if (!order) throw refuse.notFound(NOT_FOUND.order);
  const note = await creditNoteByNumber(db, number);
  if (!note || note.orderId !== order.id) throw refuse.notFound({ message: text.noCreditNote, values: { number } });
  return note.document;
}

export async function orderInvoice(db: DbOrTx, config: MailConfig, viewer: SessionUser, kind: OrderKind, id: string): Promise<TaxInvoice> {
  const order = isStaff(viewer.role) ? await staffOrder(db, kind, id) : await customerOrder(db, viewer.id, kind, id);
  if (!order) throw refuse.notFound(NOT_FOUND.order);
  const issued = await invoiceOfOrder(db, order.id);
  if (issued) return issued.document;
  if (order.status === "cancelled") throw refuse.notFound({ message: text.noInvoice });
  const shop = await getShopSettings(db, config);
  // A bank-transfer or UPI order still waiting for money: its proforma says where to pay what is still due.
  const received = (order.payments ?? []).reduce((sum, payment) => sum + payment.amountPaise, 0);
  const payTo =
    isPrepaid(order.paymentMethod) && !paidEnoughToPack(order.paymentStatus)
      ? payToOf({ reference: orderNumber(order.id), amountDuePaise: order.amountPaise - received }, shop)
      : undefined;
  const proforma = buildTaxInvoice({ type: "proforma", number: null, date: istDate(new Date()), order, shop, payTo });
  if (!proforma.ok) throw refuse.conflict(proforma.message);
  return proforma.invoice;
}
