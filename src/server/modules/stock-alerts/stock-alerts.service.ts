import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type Language } from "~/src/core/language";
import type { Db, DbOrTx } from "~/src/server/db/client";
import { products } from "~/src/server/db/schema";
import { stockAlerts } from "~/src/server/db/schema-files";
import type { MailConfig } from "~/src/server/mail/outbox";
import { defineMessages, type Message, type MessageValues } from "~/src/core/i18n";
import { NOT_FOUND, refuse } from "~/src/server/refusal";
import { hashToken, newToken } from "~/src/server/shared/sessions";
import { mailBackInStock, mailConfirmAlert } from "./stock-alert-mails";

/** A second confirmation mail for the same waiting alert goes at most this often (a form pressed twice, a bot). */
const text = defineMessages("refusal.stockAlert", {
  inStock: "{name} is in stock: order it now.",
  linkDone: "This link no longer works: the alert was sent or cancelled, or a newer link was mailed to you.",
});

/** The answers a customer reads, said by the route in the request's language (issue 33). */
const answer = defineMessages("stockAlert.answer", {
  /** The one answer to every subscription, so it never tells whether an address was waiting already. */
  sent: "Check your inbox: we sent a link to confirm the alert. Once you confirm, we will mail you once when it is back in stock.",
  inStockAlready: "Confirmed. Good news: {name} is already back in stock.",
  confirmed: "Confirmed. We will mail you once when {name} is back in stock.",
  confirmedUnnamed: "Confirmed. We will mail you once when the product is back in stock.",
  cancelled: "The alert is cancelled: we will not mail you about this product.",
});

type Answer = { message: Message; values?: MessageValues };

const RESEND_AFTER_MS = 10 * 60 * 1000;

/**
 * "Notify me": a waiting, unconfirmed alert gets a fresh confirmation link (at most every 10 minutes); a confirmed
 * one is left as it is. The answer is the same in every case, so it never tells whether an address was waiting.
 */
export async function subscribe(
  db: Db,
  config: MailConfig,
  productId: string,
  email: string,
  userId: string | null,
  /** The language of the page the alert was asked for on: its mails are written in it. */
  language: Language = DEFAULT_LANGUAGE,
): Promise<Answer> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ name: products.name, nameHi: products.nameHi, stock: products.stock })
      .from(products)
      .where(and(eq(products.id, productId), isNull(products.archivedAt)))
      .for("share");
    if (!product) throw refuse.notFound(NOT_FOUND.product);
    if (product.stock > 0) throw refuse.invalid({ message: text.inStock, values: { name: product.name } });

    const token = newToken();
    const [waiting] = await tx
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.productId, productId), sql`lower(${stockAlerts.email}) = lower(${email})`, isNull(stockAlerts.notifiedAt)))
      .for("update");
    if (!waiting) {
      // Two presses at once: the unique index keeps one alert; the loser answers the same and mails nothing.
      const inserted = await tx
        .insert(stockAlerts)
        .values({ productId, email, userId, tokenHash: hashToken(token), language })
        .onConflictDoNothing()
        .returning({ id: stockAlerts.id });
      if (inserted.length > 0) await mailConfirmAlert(tx, config, { email, userId, language }, product, token);
    } else if (!waiting.confirmedAt && Date.now() - waiting.createdAt.getTime() > RESEND_AFTER_MS) {
      await tx
        .update(stockAlerts)
        .set({ tokenHash: hashToken(token), createdAt: new Date(), userId: waiting.userId ?? userId, language })
        .where(eq(stockAlerts.id, waiting.id));
      await mailConfirmAlert(tx, config, { email: waiting.email, userId: waiting.userId ?? userId, language }, product, token);
    }
    return { message: answer.sent };
  });
}

/** An unknown token: used up (sent or cancelled), or replaced by a newer confirmation mail. */
const LINK_DONE = { message: text.linkDone };

export async function confirm(db: DbOrTx, token: string): Promise<Answer> {
  const [alert] = await db
    .update(stockAlerts)
    .set({ confirmedAt: sql`coalesce(${stockAlerts.confirmedAt}, now())` })
    .where(and(eq(stockAlerts.tokenHash, hashToken(token)), isNull(stockAlerts.notifiedAt)))
    .returning({ productId: stockAlerts.productId });
  if (!alert) throw refuse.notFound(LINK_DONE);
  const [product] = await db.select({ name: products.name, stock: products.stock }).from(products).where(eq(products.id, alert.productId));
  if (!product) return { message: answer.confirmedUnnamed };
  return { message: product.stock > 0 ? answer.inStockAlready : answer.confirmed, values: { name: product.name } };
}

export async function unsubscribe(db: DbOrTx, token: string): Promise<Answer> {
  const removed = await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.tokenHash, hashToken(token)), isNull(stockAlerts.notifiedAt)))
    .returning({ id: stockAlerts.id });
  if (removed.length === 0) throw refuse.notFound(LINK_DONE);
  return { message: answer.cancelled };
}

/**
 * In the transaction that took the product from none to some: each confirmed alert is ended and mailed once.
 * Ending them with one UPDATE … RETURNING means two restocks at once cannot both mail the same subscriber.
 */
export async function mailWaitingSubscribers(tx: DbOrTx, config: MailConfig, productId: string) {
  const [product] = await tx
    .select({ id: products.id, name: products.name, nameHi: products.nameHi, archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.id, productId));
  // An archived product's page is gone: its alerts wait, in case staff bring it back.
  if (!product || product.archivedAt) return;
  const due = await tx
    .update(stockAlerts)
    .set({ notifiedAt: new Date() })
    .where(and(eq(stockAlerts.productId, productId), isNotNull(stockAlerts.confirmedAt), isNull(stockAlerts.notifiedAt)))
    .returning({ email: stockAlerts.email, userId: stockAlerts.userId, language: stockAlerts.language });
  await mailBackInStock(tx, config, due, product);
}
