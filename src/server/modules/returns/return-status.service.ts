import { and, asc, eq } from "drizzle-orm";
import { UUID_PATTERN } from "~/src/core/ids";
import { formatRupees, rupeesToPaise } from "~/src/core/money";
import { checkReturnMove, type ReturnStatus } from "~/src/core/returns";
import type { ReturnStatusBody } from "~/src/core/shapes/returns";
import type { Db, DbOrTx } from "~/src/server/db/client";
import { orderLines } from "~/src/server/db/schema";
import { returnLines, returns } from "~/src/server/db/schema-returns";
import { issueCreditNote } from "~/src/server/documents/credit-notes";
import { invoiceOfOrder } from "~/src/server/documents/invoices";
import type { MailConfig } from "~/src/server/mail/outbox";
import { refuse } from "~/src/server/refusal";
import { recordAudit, type Actor } from "~/src/server/shared/audit";
import { getShopSettings } from "~/src/server/shared/shop-settings";
import { announceRestocks, changeStock, putUnitsBack } from "~/src/server/shared/stock";
import { notifyReturnStep } from "./return-mails";
import { storedReturn, type ReturnLineRow, type ReturnRow, type StoredReturn } from "./return-store";

export const RETURN_CHANGED_MESSAGE = "This return was changed by someone else; reload it.";
/** A UTR is 12 to 22 letters and digits; UPI references are 12 digits. Some banks add - or /. */
const REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]{5,39}$/;

export interface ReturnChangeContext {
  db: Db;
  config: MailConfig;
  actor: Actor;
}

type Step = (tx: DbOrTx, context: ReturnChangeContext, current: ReturnRow, body: ReturnStatusBody) => Promise<Partial<ReturnRow> & { note?: string }>;

const requireNote = (body: ReturnStatusBody, message: string) => {
  const note = body.note?.trim();
  if (!note) throw refuse.invalid(message);
  return note;
};

/** How each line came back: `restock` units to the shelf, `damaged` written off; together all the line's units. */
function checkReceivedLines(lines: ReturnLineRow[], body: ReturnStatusBody) {
  const sent = body.lines ?? [];
  if (sent.length === 0) throw refuse.invalid("Receiving needs lines: for each item, how many go back to stock (restock) and how many are damaged.");
  return lines.map((line) => {
    const entry = sent.find((candidate) => candidate.productId === line.productId);
    if (!entry) throw refuse.invalid(`Say how the units of ${line.productId} came back (restock and damaged).`);
    const { restock, damaged } = entry;
    if (!Number.isInteger(restock) || !Number.isInteger(damaged) || restock < 0 || damaged < 0 || restock + damaged !== line.quantity) {
      throw refuse.invalid(`${line.productId}: restock and damaged must be whole numbers that add up to the ${line.quantity} units returned.`);
    }
    return { line, restock, damaged };
  });
}

/**
 * Received: units back through the stock ledger (restocked as "returned"; damaged ones come in as "returned"
 * and go out as "written-off", so the ledger shows both), and, when the order was invoiced, the credit note
 * for the returned goods in the same transaction (CGST Act s.34).
 */
const receive: Step = async (tx, context, current, body) => {
  const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, current.id)).orderBy(asc(returnLines.position));
  const received = checkReceivedLines(lines, body);
  const entry = { orderId: current.orderId, actorId: context.actor.id, note: `return ${current.id.slice(0, 8).toUpperCase()}` };
  const units = new Map<string, number>();
  for (const { line } of received) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  // Waiting customers hear of the units that stay on the shelf, not of damaged ones passing through the ledger.
  const back = await putUnitsBack(tx, units, { ...entry, reason: "returned", announce: false });
  const kept = new Map<string, number>();
  for (const { line, restock, damaged } of [...received].sort((a, b) => (a.line.productId < b.line.productId ? -1 : 1))) {
    if (!back.has(line.productId)) continue;
    kept.set(line.productId, (kept.get(line.productId) ?? 0) + restock);
    if (damaged > 0) await changeStock(tx, { ...entry, productId: line.productId, change: -damaged, reason: "written-off" });
  }
  await announceRestocks(tx, kept);
  for (const { line, restock, damaged } of received) {
    await tx
      .update(returnLines)
      .set({ restocked: restock, damaged })
      .where(and(eq(returnLines.returnId, current.id), eq(returnLines.position, line.position)));
  }
  const invoice = await invoiceOfOrder(tx, current.orderId);
  if (invoice) {
    // The invoice's lines are the order's lines in their order (then the delivery charge).
    const positions = (await tx.select({ position: orderLines.position }).from(orderLines).where(eq(orderLines.orderId, current.orderId)))
      .map((row) => row.position)
      .sort((a, b) => a - b);
    const { invoicePrefix } = await getShopSettings(tx, context.config);
    await issueCreditNote(tx, {
      invoice,
      invoicePrefix,
      reason: "Goods returned",
      returnId: current.id,
      requests: lines.map((line) => ({ invoiceLine: positions.indexOf(line.position), quantity: line.quantity, totalPaise: line.refundPaise })),
    });
  }
  return {};
};

const STEPS: Record<Exclude<ReturnStatus, "requested">, Step> = {
  approved: async (_tx, _context, _current, body) => ({ note: requireNote(body, "Approving needs the pickup instructions the customer will read.") }),
  rejected: async (_tx, _context, _current, body) => ({ note: requireNote(body, "Rejecting needs a reason the customer will read.") }),
  received: receive,
  refunded: async (_tx, _context, current, body) => {
    const due = current.refundGoodsPaise + current.refundDeliveryPaise;
    if (!body.refund) throw refuse.invalid(`Refunding needs the amount paid (${formatRupees(due)}) and its reference (UTR).`);
    if (rupeesToPaise(body.refund.amount) !== due) {
      throw refuse.invalid(`The refund of this return is ${formatRupees(due)}; the amount paid must be exactly that.`);
    }
    const reference = body.refund.reference.trim();
    if (!REFERENCE_PATTERN.test(reference))
      throw refuse.invalid("The refund reference (UTR) must be 6 to 40 letters or digits, as the bank shows it.");
    // Paid: the bank details have done their work and are deleted (the masked copy says where the money went).
    return { refundReference: reference, refundMethod: null };
  },
};

/**
 * Moves a return on, in one transaction with everything the move does (stock, credit note, mail, audit). The
 * return's row is locked and read once, so of two staff acting at once the second sees the first's result and
 * is refused (409) rather than both winning. Null when there is no such return.
 */
export async function changeReturnStatus(context: ReturnChangeContext, id: string, body: ReturnStatusBody): Promise<StoredReturn | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const found = await context.db.transaction(async (tx) => {
    const [current] = await tx.select().from(returns).where(eq(returns.id, id)).for("update");
    if (!current) return false;
    if (body.version !== undefined && body.version !== current.version) throw refuse.conflict(RETURN_CHANGED_MESSAGE);
    const status = body.status.trim().toLowerCase();
    const verdict = checkReturnMove(current.status, status);
    if (!verdict.ok) throw refuse.conflict(verdict.message);
    const to = status as Exclude<ReturnStatus, "requested">;
    const { note, ...changes } = await STEPS[to](tx, context, current, body);
    await tx
      .update(returns)
      .set({
        ...changes,
        status: to,
        history: [...current.history, { status: to, at: new Date().toISOString(), ...(note ? { note } : {}) }],
        version: current.version + 1,
      })
      .where(eq(returns.id, id));
    const stored = (await storedReturn(tx, id))!;
    await notifyReturnStep(tx, context.config, stored, note);
    // Never the refund details: only what staff decided.
    await recordAudit(
      tx,
      context.actor,
      "return.status",
      `return:${id}`,
      { status: current.status },
      {
        status: to,
        ...(note ? { note } : {}),
        ...(body.lines && to === "received" ? { lines: body.lines } : {}),
        ...(changes.refundReference ? { reference: changes.refundReference } : {}),
      },
    );
    return true;
  });
  return found ? storedReturn(context.db, id) : null;
}
