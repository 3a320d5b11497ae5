import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { OrderKind } from "~/src/core/order-kinds";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { orderLines, orders, products, users } from "~/src/server/db/schema";
import { returnLines, returns } from "~/src/server/db/schema-returns";
import { reviews } from "~/src/server/db/schema-reviews";
import { getShopSettings } from "~/src/server/shared/shop-settings";
import { mailReviewRequest } from "./review-mails";

const DAY_MS = 24 * 60 * 60 * 1000;
/** An order delivered longer ago than the delay and this many days is not asked about any more (say the requests were off). */
const LATE_LIMIT_DAYS = 14;
const BATCH = 50;

const deliveredAt = sql<Date>`(select max((event->>'at')::timestamptz) from jsonb_array_elements(${orders.history}) as event where event->>'status' = 'delivered')`;

/**
 * Asks for reviews of delivered orders once the owner's delay has passed: once per order, through the outbox, in
 * the transaction that marks the order asked, so several instances sweeping at once never ask twice (rows are
 * taken with SKIP LOCKED). An order whose customer turned non-essential mails off, whose every line was returned
 * or already reviewed, or which is long past the delay, is marked without a mail. Answers how many mails went.
 */
export async function sendDueReviewRequests(db: Db, config: Config, now = new Date()): Promise<number> {
  const { reviewRequestDays } = await getShopSettings(db, config);
  if (reviewRequestDays === 0) return 0;
  const dueBefore = new Date(now.getTime() - reviewRequestDays * DAY_MS);
  const tooLateBefore = new Date(dueBefore.getTime() - LATE_LIMIT_DAYS * DAY_MS);
  let sent = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id, kind: orders.kind, userId: orders.userId, deliveredAt })
        .from(orders)
        .where(
          and(eq(orders.status, "delivered"), isNull(orders.reviewRequestDoneAt), sql`${deliveredAt} <= ${dueBefore.toISOString()}::timestamptz`),
        )
        .limit(BATCH)
        .for("update", { skipLocked: true });
      for (const order of due) {
        if (new Date(order.deliveredAt) >= tooLateBefore && (await askForReviews(tx, config, order))) sent += 1;
      }
      if (due.length > 0) {
        await tx
          .update(orders)
          .set({ reviewRequestDoneAt: now })
          .where(
            inArray(
              orders.id,
              due.map((order) => order.id),
            ),
          );
      }
      return due.length;
    });
    if (batch < BATCH) return sent;
  }
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function askForReviews(tx: Tx, config: Config, order: { id: string; kind: OrderKind; userId: string }): Promise<boolean> {
  const [customer] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      mailUpdates: users.mailUpdates,
      deletedAt: users.deletedAt,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!customer || customer.deletedAt || !customer.mailUpdates) return false;
  const returned = sql<number>`coalesce((select sum(${returnLines.quantity}) from ${returnLines}
    join ${returns} on ${returns.id} = ${returnLines.returnId}
    where ${returns.orderId} = ${orderLines.orderId} and ${returnLines.position} = ${orderLines.position} and ${returns.status} <> 'rejected'), 0)`;
  const reviewed = sql`exists (select 1 from ${reviews} where ${reviews.productId} = ${orderLines.productId} and ${reviews.userId} = ${order.userId})`;
  // Lines of products still in the catalog (a quotation's free-text line has no product page), kept, not yet reviewed.
  const lines = await tx
    .selectDistinctOn([orderLines.productId], { productId: orderLines.productId, name: products.name, nameHi: products.nameHi })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, order.id), isNull(products.archivedAt), sql`${orderLines.quantity} > ${returned}`, sql`not ${reviewed}`))
    .orderBy(orderLines.productId);
  if (lines.length === 0) return false;
  await mailReviewRequest(tx, config, customer, order, lines);
  return true;
}

const FIRST_SWEEP_MS = 60_000;
const SWEEP_EVERY_MS = 15 * 60_000;

/** Sweeps a minute after start, then every quarter of an hour; stopped with the server. */
export function scheduleReviewRequests(db: Db, config: Config, log: { warn: (message: string) => void; info: (message: string) => void }) {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = sendDueReviewRequests(db, config)
      .then((sent) => {
        if (sent > 0) log.info(`reviews: asked for reviews of ${sent} delivered orders`);
      })
      .catch((error: Error) => log.warn(`reviews: the review-request sweep failed: ${error.message}`));
  };
  const first = setTimeout(sweep, FIRST_SWEEP_MS).unref();
  const every = setInterval(sweep, SWEEP_EVERY_MS).unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
