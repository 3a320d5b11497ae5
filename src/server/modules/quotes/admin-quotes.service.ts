import { randomUUID } from "node:crypto";
import { addDays } from "date-fns/addDays";
import { and, eq } from "drizzle-orm";
import { istDate } from "~/src/core/financial-year";
import { GST_RATES } from "~/src/core/gst-tax";
import { rupeesToPaise } from "~/src/core/money";
import { gstRateToBp, HSN_MESSAGE, HSN_PATTERN } from "~/src/core/product-tax";
import { buildQuotation, DEFAULT_QUOTE_TERMS, DEFAULT_QUOTE_VALIDITY_DAYS, type StoredQuoteLine } from "~/src/core/quotation";
import type { QuotePricingBody } from "~/src/core/shapes/quotes";
import type { Db, DbOrTx } from "~/src/server/db/client";
import { quotes } from "~/src/server/db/schema-quotes";
import { nextQuotationNumber } from "~/src/server/documents/quotations";
import type { MailConfig } from "~/src/server/mail/outbox";
import { refuse } from "~/src/server/refusal";
import { recordAudit, type Actor } from "~/src/server/shared/audit";
import { hashToken, newToken } from "~/src/server/shared/sessions";
import { getShopSettings } from "~/src/server/shared/shop-settings";
import { notifyQuoteSent } from "./quote-mails";
import { quoteById, quoteStatus, type QuoteRow } from "./quote-store";

/** Staff price a request, send it as a numbered quotation, revise it as a new version, or withdraw it. */

export interface StaffContext {
  db: Db;
  config: MailConfig;
  actor: Actor;
}

const NOT_FOUND = "Quotation not found.";
/** The longest validity staff may give: prices and stock move. */
const MAX_VALIDITY_DAYS = 180;

const wholePaise = (rupees: number, what: string) => {
  if (!Number.isFinite(rupees) || rupees < 0) throw refuse.invalid(`${what} must be 0 rupees or more.`);
  const paise = rupeesToPaise(rupees);
  if (Math.abs(rupees * 100 - paise) > 1e-6) throw refuse.invalid(`${what} can have at most 2 decimals.`);
  return paise;
};

function priceLines(lines: StoredQuoteLine[], changes: NonNullable<QuotePricingBody["lines"]>): StoredQuoteLine[] {
  const byPosition = new Map(lines.map((line) => [line.position, { ...line }]));
  const removed = new Set<number>();
  for (const change of changes) {
    const line = byPosition.get(change.position);
    if (!line) throw refuse.invalid(`There is no line ${change.position} in this quotation.`);
    const label = `"${line.name}"`;
    if (change.remove) {
      removed.add(change.position);
      continue;
    }
    if (change.unitPrice !== undefined && change.unitPrice !== null) line.unitPricePaise = wholePaise(change.unitPrice, `The unit price of ${label}`);
    if (change.discountPercent !== undefined && change.discountPercent !== null) {
      if (!Number.isInteger(change.discountPercent) || change.discountPercent < 0 || change.discountPercent > 100) {
        throw refuse.invalid(`The discount of ${label} must be a whole percent from 0 to 100.`);
      }
      line.discountPercent = change.discountPercent;
    }
    if (change.hsn) {
      if (!HSN_PATTERN.test(change.hsn)) throw refuse.invalid(`${label}: ${HSN_MESSAGE}`);
      line.hsn = change.hsn;
    }
    if (change.gstRate !== undefined && change.gstRate !== null) {
      if (!(GST_RATES as readonly number[]).includes(change.gstRate))
        throw refuse.invalid(`${label}: GST rate must be one of ${GST_RATES.join(", ")} (percent).`);
      line.gstRateBp = gstRateToBp(change.gstRate);
    }
  }
  const kept = [...byPosition.values()].filter((line) => !removed.has(line.position));
  if (kept.length === 0) throw refuse.invalid("A quotation needs at least one line: withdraw it instead of removing every line.");
  return kept;
}

function checkValidity(validUntil: string, today: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil) || Number.isNaN(Date.parse(validUntil)))
    throw refuse.invalid("validUntil must be a date (YYYY-MM-DD).");
  if (validUntil < today) throw refuse.invalid("validUntil cannot be in the past.");
  if (validUntil > istDate(addDays(new Date(), MAX_VALIDITY_DAYS)))
    throw refuse.invalid(`A quotation can be valid for at most ${MAX_VALIDITY_DAYS} days.`);
  return validUntil;
}

/** The pricing as the body changes it; fields left out keep their value. */
function repriced(row: QuoteRow, body: QuotePricingBody) {
  const today = istDate(new Date());
  return {
    lines: body.lines ? priceLines(row.lines, body.lines) : row.lines,
    deliveryChargePaise:
      body.deliveryCharge === undefined || body.deliveryCharge === null
        ? row.deliveryChargePaise
        : wholePaise(body.deliveryCharge, "The delivery charge"),
    validUntil: body.validUntil ? checkValidity(body.validUntil, today) : row.validUntil,
    terms: body.terms === undefined || body.terms === null ? row.terms : body.terms.trim(),
  };
}

/**
 * PUT /api/admin/quotes/{id}. A request not yet sent is priced in place. A sent quotation never changes: pricing it
 * again starts its next version (a new request row, the old one untouched until the new one is sent). Returns
 * the row that holds the new pricing.
 */
export async function priceQuote(context: StaffContext, id: string, body: QuotePricingBody): Promise<QuoteRow> {
  return context.db.transaction(async (tx) => {
    const row = await quoteById(tx, id, true);
    if (!row) throw refuse.notFound(NOT_FOUND);
    const status = quoteStatus(row);
    if (status === "requested") {
      const [updated] = await tx
        .update(quotes)
        .set({ ...repriced(row, body), updatedAt: new Date() })
        .where(eq(quotes.id, id))
        .returning();
      await recordAudit(tx, context.actor, "quote.price", `quote:${id}`, null, body);
      return updated;
    }
    if (status !== "sent" && status !== "expired") throw refuse.conflict(`A quotation that is ${status} cannot be revised.`);
    const [draft] = await tx
      .select({ id: quotes.id, version: quotes.version })
      .from(quotes)
      .where(and(eq(quotes.supersedes, id), eq(quotes.status, "requested")));
    if (draft) throw refuse.conflict(`Version ${draft.version} of this quotation is already being prepared: price that one.`);
    const { id: _id, number: _n, series: _s, financialYear: _f, serial: _l, document: _d, sentAt: _t, ...rest } = row;
    const [revision] = await tx
      .insert(quotes)
      .values({
        ...rest,
        id: randomUUID(),
        version: row.version + 1,
        status: "requested",
        supersedes: row.id,
        supersededBy: null,
        createdAt: new Date(),
        updatedAt: new Date(),
        ...repriced(row, body),
      })
      .returning();
    await recordAudit(tx, context.actor, "quote.revise", `quote:${revision.id}`, { revises: row.number }, body);
    return revision;
  });
}

/**
 * POST /api/admin/quotes/{id}/send: every line priced, the validity (default 15 days) and terms (default the
 * shop's) set, the quotation takes the next number of its series and its document is stored as sent, in one
 * transaction with the version it revises being marked superseded and the mail with its PDF being queued.
 */
export async function sendQuote(context: StaffContext, id: string): Promise<QuoteRow> {
  return context.db.transaction(async (tx) => {
    const row = await quoteById(tx, id, true);
    if (!row) throw refuse.notFound(NOT_FOUND);
    if (row.status !== "requested") throw refuse.conflict(`This quotation was already ${row.status === "sent" ? "sent" : row.status}.`);
    const revised = row.supersedes ? await quoteById(tx, row.supersedes, true) : null;
    if (revised && revised.status !== "sent") throw refuse.conflict(`The quotation this revises is ${revised.status} now: it cannot be replaced.`);
    const shop = await getShopSettings(tx, context.config);
    const now = new Date();
    const today = istDate(now);
    const validUntil = row.validUntil && row.validUntil >= today ? row.validUntil : istDate(addDays(now, DEFAULT_QUOTE_VALIDITY_DAYS));
    const terms = row.terms || DEFAULT_QUOTE_TERMS;
    const draft = buildQuotation({
      number: "X",
      date: today,
      version: row.version,
      revises: revised?.number ?? null,
      validUntil,
      neededBy: row.neededBy,
      terms,
      buyer: row,
      lines: row.lines,
      deliveryChargePaise: row.deliveryChargePaise,
      shop,
    });
    // Checked before a number is taken, so a refusal never reaches the counter.
    if (!draft.ok) throw refuse.conflict(draft.message);
    const numbered = await nextQuotationNumber(tx, shop.invoicePrefix, now);
    const key = newToken();
    const [sent] = await tx
      .update(quotes)
      .set({
        status: "sent",
        ...numbered,
        document: { ...draft.document, number: numbered.number },
        validUntil,
        terms,
        sentAt: now,
        mailedKeyHash: hashToken(key),
        updatedAt: now,
      })
      .where(eq(quotes.id, id))
      .returning();
    if (revised) await tx.update(quotes).set({ status: "superseded", supersededBy: id, updatedAt: now }).where(eq(quotes.id, revised.id));
    await notifyQuoteSent(tx, context.config, { ...sent, number: numbered.number }, key);
    await recordAudit(tx, context.actor, "quote.send", `quote:${id}`, null, { number: numbered.number, validUntil });
    return sent;
  });
}

/** POST /api/admin/quotes/{id}/withdraw: a request or a sent quotation the shop will not honour any more. */
export async function withdrawQuote(context: StaffContext, id: string): Promise<QuoteRow> {
  return context.db.transaction(async (tx: DbOrTx) => {
    const row = await quoteById(tx, id, true);
    if (!row) throw refuse.notFound(NOT_FOUND);
    const status = quoteStatus(row);
    if (status !== "requested" && status !== "sent" && status !== "expired")
      throw refuse.conflict(`A quotation that is ${status} cannot be withdrawn.`);
    const [withdrawn] = await tx.update(quotes).set({ status: "withdrawn", updatedAt: new Date() }).where(eq(quotes.id, id)).returning();
    await recordAudit(tx, context.actor, "quote.withdraw", `quote:${id}`, { status }, { status: "withdrawn" });
    return withdrawn;
  });
}
