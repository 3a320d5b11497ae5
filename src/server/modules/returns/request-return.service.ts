import { and, eq, ne, sql } from "drizzle-orm";
import { UUID_PATTERN } from "~/src/core/ids";
import type { OrderKind } from "~/src/core/order-kinds";
import {
  checkRefundMethod,
  deliveredAt,
  isWithinReturnWindow,
  maskRefundMethod,
  refundFor,
  returnWindowClosesOn,
  RETURN_REASONS,
  RETURN_WINDOW_DAYS,
  unitsRefund,
  type ReturnReason,
} from "~/src/core/returns";
import type { Db, DbOrTx } from "~/src/server/db/client";
import { orderLines, orders } from "~/src/server/db/schema";
import { returnLines, returnPhotos, returns } from "~/src/server/db/schema-returns";
import type { MailConfig } from "~/src/server/mail/outbox";
import { defineMessages } from "~/src/core/i18n";
import { NOT_FOUND, refuse } from "~/src/server/refusal";
import { notifyReturnStep } from "./return-mails";
import type { ReturnRequestInput } from "./return-request-body";
import { storedReturn, type StoredReturn } from "./return-store";

const ORDER_NOT_FOUND = NOT_FOUND.order;

/** A calendar date ("2026-11-27") as a refusal's value: the refusal writes it in the page's language ("27 November 2026"). */
const dayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00+05:30`);

/** The kind's noun is part of each sentence, so each kind has its own (Hindi words the kinds differently). */
const text = defineMessages("refusal.return", {
  reason: "reason must be one of: {reasons}.",
  noLines: "Choose at least one item to return.",
  quantity: "The quantity of {product} must be a whole number, at least 1.",
  notDelivered: "Only a delivered order can be returned; this one is {status}.",
  kitNotDelivered: "Only a delivered kit order can be returned; this one is {status}.",
  windowClosed: "The {days}-day return window for this order closed on {date}.",
  kitWindowClosed: "The {days}-day return window for this kit order closed on {date}.",
  notInOrder: "{product} is not in this order.",
  notInKitOrder: "{product} is not in this kit order.",
  tooMany: 'You can return at most {most} of "{name}": {bought} bought, {returned} already in a return.',
});

/** Units of an order line already asked back by the customer's returns that were not rejected. */
async function unitsAskedBack(tx: DbOrTx, orderId: string): Promise<Map<number, number>> {
  const rows = await tx
    .select({ position: returnLines.position, units: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), ne(returns.status, "rejected")))
    .groupBy(returnLines.position);
  return new Map(rows.map((row) => [row.position, row.units]));
}

function checkReason(reason: string): ReturnReason {
  if (!(RETURN_REASONS as readonly string[]).includes(reason))
    throw refuse.invalid({ message: text.reason, values: { reasons: RETURN_REASONS.join(", ") } });
  return reason as ReturnReason;
}

/** Units asked for, product by product (a product named twice is added up). */
function askedUnits(lines: ReturnRequestInput["body"]["lines"]): Map<string, number> {
  if (lines.length === 0) throw refuse.invalid({ message: text.noLines });
  const asked = new Map<string, number>();
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) throw refuse.invalid({ message: text.quantity, values: { product: line.productId } });
    asked.set(line.productId, (asked.get(line.productId) ?? 0) + line.quantity);
  }
  return asked;
}

/**
 * A customer asks to return units of a delivered order, within 7 days of its delivery (§1). The order's row is
 * locked while the return is written, so two requests sent at once cannot between them ask back more units
 * than were bought. The refund is worked out here by the rule in src/core/returns.ts and kept with the return.
 */
export async function requestReturn(
  context: { db: Db; config: MailConfig },
  { kind, orderId, userId, input, now = new Date() }: { kind: OrderKind; orderId: string; userId: string; input: ReturnRequestInput; now?: Date },
): Promise<StoredReturn> {
  const { body, photos } = input;
  const asked = askedUnits(body.lines);
  const reason = checkReason(body.reason);
  const note = body.note?.trim() ?? "";
  const method = checkRefundMethod(body.refund);
  if (!method.ok) throw refuse.invalid(method.message);
  if (!UUID_PATTERN.test(orderId)) throw refuse.notFound(ORDER_NOT_FOUND);
  const kit = kind === "kit";

  const id = await context.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.kind, kind)))
      .for("update");
    if (!order) throw refuse.notFound(ORDER_NOT_FOUND);
    const delivered = order.status === "delivered" ? deliveredAt(order.history) : null;
    if (!delivered) throw refuse.conflict({ message: kit ? text.kitNotDelivered : text.notDelivered, values: { status: order.status } });
    if (!isWithinReturnWindow(delivered, now)) {
      const date = dayOf(returnWindowClosesOn(delivered));
      throw refuse.conflict({ message: kit ? text.kitWindowClosed : text.windowClosed, values: { days: RETURN_WINDOW_DAYS, date } });
    }

    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position);
    const already = await unitsAskedBack(tx, orderId);
    for (const productId of asked.keys()) {
      if (!lines.some((line) => line.productId === productId))
        throw refuse.invalid({ message: kit ? text.notInKitOrder : text.notInOrder, values: { product: productId } });
    }
    // Each product's units are taken from its lines in order (a product normally has one line).
    const left = new Map(asked);
    const returning = lines.map((line) => {
      const open = line.quantity - (already.get(line.position) ?? 0);
      const units = Math.min(open, left.get(line.productId) ?? 0);
      if (units > 0) left.set(line.productId, (left.get(line.productId) ?? 0) - units);
      return { line, alreadyReturned: already.get(line.position) ?? 0, returning: units };
    });
    for (const [productId, extra] of left) {
      if (extra <= 0) continue;
      const bought = lines.filter((line) => line.productId === productId);
      const quantity = bought.reduce((sum, line) => sum + line.quantity, 0);
      const returned = bought.reduce((sum, line) => sum + (already.get(line.position) ?? 0), 0);
      throw refuse.invalid({ message: text.tooMany, values: { most: quantity - returned, name: bought[0].name, bought: quantity, returned } });
    }

    const refund = refundFor({
      reason,
      deliveryFeePaise: order.deliveryFeePaise,
      lines: returning.map(({ line, alreadyReturned, returning: units }) => ({
        quantity: line.quantity,
        chargedPaise: line.chargedPaise,
        alreadyReturned,
        returning: units,
      })),
    });
    const [created] = await tx
      .insert(returns)
      .values({
        orderId,
        userId,
        reason,
        note,
        refundGoodsPaise: refund.goodsPaise,
        refundDeliveryPaise: refund.deliveryPaise,
        refundMethod: method.method,
        refundMethodMasked: maskRefundMethod(method.method),
        history: [{ status: "requested", at: now.toISOString() }],
        createdAt: now,
      })
      .returning({ id: returns.id });
    await tx.insert(returnLines).values(
      returning
        .filter((entry) => entry.returning > 0)
        .map(({ line, alreadyReturned, returning: units }) => ({
          returnId: created.id,
          position: line.position,
          productId: line.productId,
          quantity: units,
          refundPaise: unitsRefund({ quantity: line.quantity, chargedPaise: line.chargedPaise, alreadyReturned }, units),
        })),
    );
    if (photos.length > 0) {
      await tx.insert(returnPhotos).values(photos.map((photo, index) => ({ returnId: created.id, position: index + 1, ...photo })));
    }
    const stored = (await storedReturn(tx, created.id))!;
    await notifyReturnStep(tx, context.config, stored);
    return created.id;
  });
  return (await storedReturn(context.db, id))!;
}
