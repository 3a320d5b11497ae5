import { and, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { AdminOrderQuery } from "~/src/core/shapes/admin-orders";
import { orders, users } from "~/src/server/db/schema";
import { refuse } from "~/src/server/refusal";
import { escapeLike } from "~/src/server/db/like-pattern";

const IST_OFFSET = "+05:30";
const DAY_MS = 24 * 60 * 60 * 1000;

/** Staff think in shop days: a date filter covers that whole day in India. */
const istDayStart = (day: string) => new Date(`${day}T00:00:00${IST_OFFSET}`);

/** A phone number as typed ("+91 98765-43210") reduced to the digits stored numbers are compared on. */
function phoneDigits(text: string): string | null {
  if (!/^[+\d\s-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  const local = digits.length === 12 && digits.startsWith("91") ? digits.slice(2) : digits;
  return local.length >= 4 ? local : null;
}

/**
 * `q` finds an order by its number (the uuid or its first characters, as "#A1B2C3D4" reads), the
 * customer's account name or e-mail, or the name, e-mail, phone or PIN on the order's address copy.
 */
function searchCondition(text: string): SQL | undefined {
  const contains = `%${escapeLike(text)}%`;
  const address = (field: string) => sql`(${orders.address} ->> ${field})`;
  const conditions: Array<SQL | undefined> = [
    ilike(users.name, contains),
    ilike(users.email, contains),
    sql`${address("firstName")} || ' ' || ${address("lastName")} ilike ${contains}`,
    sql`${address("email")} ilike ${contains}`,
    sql`${address("zipcode")} like ${contains}`,
  ];
  const number = text.replace(/^#/, "").replace(/-/g, "");
  if (/^[0-9a-f]{4,32}$/i.test(number)) {
    conditions.push(sql`replace(${orders.id}::text, '-', '') ilike ${`${number}%`}`);
  }
  const digits = phoneDigits(text);
  if (digits) conditions.push(sql`regexp_replace(${address("phone")}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  return or(...conditions);
}

/** The WHERE of a staff order list (the query must join `users` for the customer). */
export function orderFilters(
  query: AdminOrderQuery,
  settings: { unpaidCancelDays: number } = { unpaidCancelDays: 7 },
  now = new Date(),
): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (query.payment) {
    conditions.push(sql`${orders.paymentStatus} in ('awaiting', 'part-paid') and ${orders.status} <> 'cancelled'`);
    if (query.payment === "overdue") conditions.push(lt(orders.createdAt, new Date(now.getTime() - settings.unpaidCancelDays * DAY_MS)));
  }
  if (query.status) conditions.push(sql`${orders.status} = ${query.status}`);
  const text = query.q?.trim();
  if (text) conditions.push(searchCondition(text));
  if (query.from && query.to && query.from > query.to) throw refuse.invalid("from must not be after to.");
  if (query.from) conditions.push(gte(orders.createdAt, istDayStart(query.from)));
  if (query.to) conditions.push(lt(orders.createdAt, new Date(istDayStart(query.to).getTime() + DAY_MS)));
  return and(...conditions);
}

/** Today in India, as the instants it starts and ends. */
export function istToday(now = new Date()): { start: Date; end: Date } {
  const day = new Date(now.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const start = istDayStart(day);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}
