import { and, count, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import { istDate } from "~/src/core/financial-year";
import { UUID_PATTERN } from "~/src/core/ids";
import { paiseToRupees } from "~/src/core/money";
import { bpToGstRate } from "~/src/core/product-tax";
import { quotationFigures, quoteLineAmount } from "~/src/core/quotation";
import type { Quote, QuoteStatus } from "~/src/core/shapes/quotes";
import type { DbOrTx } from "~/src/server/db/client";
import { quotes } from "~/src/server/db/schema-quotes";
import { hashToken } from "~/src/server/shared/sessions";

/** Quotations as stored, and as every call shows them. */

export type QuoteRow = typeof quotes.$inferSelect;

/** A sent quotation past its last day is expired: worked out on reading, by the date in India. */
export function quoteStatus(row: Pick<QuoteRow, "status" | "validUntil">, today = istDate(new Date())): QuoteStatus {
  if (row.status === "sent" && row.validUntil !== null && row.validUntil < today) return "expired";
  return row.status as QuoteStatus;
}

/** The quotation as the calls answer it. `shopStateCode` prices the GST of one not yet sent (a sent one reads its document). */
export function quoteView(row: QuoteRow, shopStateCode: string | null): Quote {
  const figures = row.document
    ? { totals: row.document.totals, subtotal: paiseToRupees(Math.round(row.document.totals.total * 100) - row.deliveryChargePaise) }
    : shopStateCode
      ? (() => {
          const result = quotationFigures(
            { lines: row.lines, deliveryChargePaise: row.deliveryChargePaise, deliveryState: row.deliveryAddress.state },
            { code: shopStateCode },
          );
          return result.ok ? { totals: result.figures.totals, subtotal: paiseToRupees(result.figures.subtotalPaise) } : null;
        })()
      : null;
  return {
    _id: row.id,
    number: row.number,
    version: row.version,
    status: quoteStatus(row),
    institution: row.institution,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    gstin: row.gstin,
    billingAddress: row.billingAddress,
    deliveryAddress: row.deliveryAddress,
    neededBy: row.neededBy,
    note: row.note,
    lines: row.lines.map((line) => {
      const amount = quoteLineAmount(line);
      return {
        position: line.position,
        productId: line.productId,
        name: line.name,
        hsn: line.hsn,
        gstRate: bpToGstRate(line.gstRateBp),
        quantity: line.quantity,
        catalogPrice: line.catalogPricePaise === null ? null : paiseToRupees(line.catalogPricePaise),
        unitPrice: line.unitPricePaise === null ? null : paiseToRupees(line.unitPricePaise),
        discountPercent: line.discountPercent,
        amount: amount === null ? null : paiseToRupees(amount),
      };
    }),
    deliveryCharge: paiseToRupees(row.deliveryChargePaise),
    totals: figures
      ? {
          subtotal: figures.subtotal,
          deliveryCharge: paiseToRupees(row.deliveryChargePaise),
          total: figures.totals.total,
          taxableValue: figures.totals.taxableValue,
          cgst: figures.totals.cgst,
          sgst: figures.totals.sgst,
          igst: figures.totals.igst,
        }
      : null,
    validUntil: row.validUntil,
    terms: row.terms,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    orderId: row.orderId,
    poNumber: row.poNumber,
    supersedes: row.supersedes,
    supersededBy: row.supersededBy,
    ...(row.number ? { pdf: `/api/quotes/${row.id}/pdf` } : {}),
  };
}

export async function quoteById(db: DbOrTx, id: string, lock = false): Promise<QuoteRow | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const query = db.select().from(quotes).where(eq(quotes.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/**
 * Who may read a quotation: staff, the account it belongs to, or whoever holds its mailed link's key. Anyone
 * else is told it does not exist, so ids cannot be probed.
 */
export async function mayRead(db: DbOrTx, row: QuoteRow, viewer: { id: string; staff: boolean } | null, key: string | undefined): Promise<boolean> {
  if (viewer?.staff) return true;
  if (viewer && row.userId === viewer.id) return true;
  if (typeof key !== "string" || key.length === 0 || key.length > 200) return false;
  // Each sent version's mail carries its own key; any of them opens every version of the request.
  const [match] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.requestId, row.requestId), or(eq(quotes.accessKeyHash, hashToken(key)), eq(quotes.mailedKeyHash, hashToken(key)))))
    .limit(1);
  return match !== undefined;
}

/** A customer's quotations, newest first: every version, so a superseded one stays readable. */
export async function customerQuotes(db: DbOrTx, userId: string): Promise<QuoteRow[]> {
  return db.select().from(quotes).where(eq(quotes.userId, userId)).orderBy(desc(quotes.createdAt), desc(quotes.version));
}

function statusFilter(status: QuoteStatus | undefined, today: string): SQL | undefined {
  if (!status) return undefined;
  if (status === "expired") return and(eq(quotes.status, "sent"), lt(quotes.validUntil, today));
  if (status === "sent") return and(eq(quotes.status, "sent"), or(gte(quotes.validUntil, today), sql`${quotes.validUntil} is null`));
  return eq(quotes.status, status);
}

export async function staffQuotePage(
  db: DbOrTx,
  query: { status?: QuoteStatus; page: number; limit: number },
): Promise<{ rows: QuoteRow[]; total: number }> {
  const where = statusFilter(query.status, istDate(new Date()));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(quotes).where(where),
    db
      .select()
      .from(quotes)
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.version))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return { rows, total };
}
