import { eq, sql } from "drizzle-orm";
import { istDate } from "~/src/core/financial-year";
import { isPrepaid, paymentStatusAtOrder, prepaidDetailsMissing } from "~/src/core/payment";
import { PAYMENT_METHOD_COD } from "~/src/core/constants";
import { quotedUnitPrice } from "~/src/core/quotation";
import { QUOTE_PAYMENT_METHODS, type QuotePaymentMethod } from "~/src/core/shapes/quotes";
import type { Address } from "~/src/core/shapes/address";
import type { Db, DbOrTx } from "~/src/server/db/client";
import { users } from "~/src/server/db/schema";
import { quotes } from "~/src/server/db/schema-quotes";
import { checkServed, parseDeliveryAddress } from "~/src/server/delivery/address-place";
import { deliveryContext, quoteDelivery } from "~/src/server/delivery/delivery-quote";
import type { MailConfig } from "~/src/server/mail/outbox";
import { defineMessages } from "~/src/core/i18n";
import { NOT_FOUND, refuse, type RefusalText } from "~/src/server/refusal";
import { lockProductsWithStock, resolveAddress, writeOrder } from "~/src/server/shared/order-taking";
import { hashPassword } from "~/src/server/shared/passwords";
import { newToken } from "~/src/server/shared/sessions";
import { getShopSettings } from "~/src/server/shared/shop-settings";
import { notifyQuoteAccepted } from "./quote-mails";
import { quoteById, quoteStatus, type QuoteRow } from "./quote-store";

export interface AcceptBody {
  poNumber?: string | null;
  paymentMethod: string;
  address?: unknown;
}

const PO_PATTERN = /^[\p{L}\p{N} ./\-_#()&,:]{1,60}$/u;

function paymentMethodOf(text: string): QuotePaymentMethod {
  const method = text.trim().toLowerCase() as QuotePaymentMethod;
  if (!QUOTE_PAYMENT_METHODS.includes(method)) throw refuse.invalid({ message: refusalText.paymentMethod });
  return method;
}

const refusalText = defineMessages("refusal.quoteAccept", {
  paymentMethod: "paymentMethod must be cod, bank-transfer or upi.",
  expired: "This quotation expired on {date}: ask us for a fresh one.",
  superseded: "This quotation was revised: accept the newest version instead.",
  accepted: "This quotation was already accepted.",
  withdrawn: "This quotation was withdrawn.",
  notSent: "This quotation has not been sent yet: we are still pricing it.",
  poNumber: "The purchase-order number may have letters, digits, spaces and . / - _ # ( ) & , : (at most 60).",
});

function refusalOfState(row: QuoteRow, today: string): RefusalText | null {
  const status = quoteStatus(row, today);
  if (status === "sent") return null;
  if (status === "expired") return { message: refusalText.expired, values: { date: row.validUntil } };
  if (status === "superseded") return { message: refusalText.superseded };
  if (status === "accepted") return { message: refusalText.accepted };
  if (status === "withdrawn") return { message: refusalText.withdrawn };
  return { message: refusalText.notSent };
}

/** The account the order belongs to: the quotation's, the logged-in customer's, or one found or made for its e-mail. */
async function buyerAccount(db: DbOrTx, row: QuoteRow, viewer: { id: string; staff: boolean } | null): Promise<string> {
  if (row.userId) return row.userId;
  if (viewer && !viewer.staff) return viewer.id;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, row.email));
  if (existing) return existing.id;
  // A school that asked without an account gets one under its e-mail, as guest checkouts do elsewhere; a random
  // password nobody knows, so it is reached by "Forgot password" or the mailed links only.
  const [created] = await db
    .insert(users)
    .values({ name: row.contactName, email: row.email, passwordHash: await hashPassword(newToken()) })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return created.id;
  const [raced] = await db.select({ id: users.id }).from(users).where(eq(users.email, row.email));
  return raced.id;
}

function quoteAddress(row: QuoteRow): unknown {
  const [firstName, ...rest] = row.contactName.split(/\s+/);
  return {
    firstName,
    lastName: rest.join(" ") || row.institution,
    email: row.email,
    street: `${row.institution}, ${row.deliveryAddress.street}`,
    city: row.deliveryAddress.city,
    state: row.deliveryAddress.state,
    zipcode: row.deliveryAddress.zipcode,
    country: "India",
    phone: row.phone,
  };
}

/**
 * POST /api/quotes/{id}/accept: the quotation, still valid, becomes an order at the quoted prices. In one
 * transaction the quotation's row is locked (two clicks make one order), the products' rows are locked and their
 * stock checked (a shortfall is named and nothing is taken), the order is written with its lines as quoted and
 * its units leave stock through the ledger, the quotation is marked accepted with the PO number, and the mail
 * goes, with the proforma and the UPI QR code when the order is paid ahead.
 */
export async function acceptQuote(
  context: { db: Db; config: MailConfig; viewer: { id: string; staff: boolean } | null },
  id: string,
  body: AcceptBody,
): Promise<string> {
  const { db, config } = context;
  const method = paymentMethodOf(body.paymentMethod);
  const poNumber = body.poNumber?.trim() || null;
  if (poNumber && !PO_PATTERN.test(poNumber)) throw refuse.invalid({ message: refusalText.poNumber });
  const first = await quoteById(db, id);
  if (!first) throw refuse.notFound(NOT_FOUND.quotation);
  const refusal = refusalOfState(first, istDate(new Date()));
  if (refusal) throw refuse.conflict(refusal);
  if (isPrepaid(method)) {
    const missing = prepaidDetailsMissing(method, await getShopSettings(db, config));
    if (missing) throw refuse.invalid(missing);
  }
  const userId = await buyerAccount(db, first, context.viewer);
  const delivery = await deliveryContext(db, config);
  const address: Address = body.address
    ? await resolveAddress(db, userId, body.address, delivery.rules.pins)
    : parseDeliveryAddress(quoteAddress(first), delivery.rules.pins);
  checkServed(address.zipcode, delivery.rules);

  return db.transaction(async (tx) => {
    const row = await quoteById(tx, id, true);
    if (!row) throw refuse.notFound(NOT_FOUND.quotation);
    const late = refusalOfState(row, istDate(new Date()));
    if (late) throw refuse.conflict(late);
    const wanted = new Map<string, number>();
    for (const line of row.lines) if (line.productId) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
    const locked = wanted.size ? await lockProductsWithStock(tx, wanted) : new Map();
    const lines = row.lines.map((line) => {
      const salePricePaise = quotedUnitPrice(line)!;
      const product = line.productId ? locked.get(line.productId) : undefined;
      return {
        // A free-text line has no product: a name of its own that no product can have, and no stock to take.
        productId: line.productId ?? `quote-line-${line.position + 1}`,
        name: line.name,
        images: product?.images ?? [],
        listPricePaise: line.unitPricePaise!,
        discountPercent: line.discountPercent,
        salePricePaise,
        quantity: line.quantity,
        orderDiscountPaise: 0,
        chargedPaise: salePricePaise * line.quantity,
        hsn: line.hsn,
        gstRateBp: line.gstRateBp,
        takesStock: line.productId !== null,
      };
    });
    const subtotalPaise = lines.reduce((sum, line) => sum + line.chargedPaise, 0);
    const placedAt = new Date();
    const paymentMethod = method === "cod" ? PAYMENT_METHOD_COD : method;
    const order = await writeOrder(tx, {
      userId,
      kind: "component",
      paymentMethod,
      paymentStatus: paymentStatusAtOrder(paymentMethod),
      address,
      charge: { subtotalPaise, discountPaise: 0, deliveryFeePaise: row.deliveryChargePaise, amountPaise: subtotalPaise + row.deliveryChargePaise },
      lines,
      business: row.gstin ? { gstin: row.gstin, businessName: row.institution } : null,
      poNumber,
      estimatedDelivery: quoteDelivery(address.zipcode, delivery, placedAt)!.estimatedDelivery,
      stockReason: "order",
      placedAt,
    });
    const [accepted] = await tx
      .update(quotes)
      .set({ status: "accepted", acceptedAt: placedAt, orderId: order.id, poNumber, userId, updatedAt: placedAt })
      .where(eq(quotes.id, id))
      .returning();
    // Later versions being prepared for an accepted request are no longer wanted.
    await tx.execute(
      sql`update ${quotes} set status = 'withdrawn', updated_at = now() where ${quotes.supersedes} = ${id} and ${quotes.status} = 'requested'`,
    );
    await notifyQuoteAccepted(tx, config, {
      row: { ...accepted, number: accepted.number! },
      orderId: order.id,
      lines: order.lines.map((line) => ({ name: line.name, quantity: line.quantity, amountPaise: line.chargedPaise })),
      deliveryChargePaise: order.deliveryFeePaise,
      amountPaise: order.amountPaise,
      prepaidOrder: order,
      userId,
    });
    return order.id;
  });
}
