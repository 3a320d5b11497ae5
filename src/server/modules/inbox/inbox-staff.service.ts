import { count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { BookingItem, EnquiryItem, SubscriptionItem } from "~/src/core/shapes/inbox";
import type { Db } from "~/src/server/db/client";
import { users } from "~/src/server/db/schema";
import { enquiries, subscriptions, workshopBookings } from "~/src/server/db/schema-staff";
import type { SessionUser } from "~/src/server/shared/sessions";
import { refuse } from "~/src/server/refusal";
import { UUID_PATTERN } from "~/src/core/ids";
import { recordAudit } from "~/src/server/shared/audit";

export interface InboxPage {
  status?: "new" | "answered";
  page: number;
  limit: number;
}

type EnquiryRow = typeof enquiries.$inferSelect;
type BookingRow = typeof workshopBookings.$inferSelect;

function answeredFields(row: EnquiryRow | BookingRow, staffName: string | null) {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    answered: row.answeredAt !== null,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy: row.answeredAt ? staffName : null,
    note: row.staffNote,
  };
}

const toEnquiry = (row: EnquiryRow, staffName: string | null): EnquiryItem => ({
  ...answeredFields(row, staffName),
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
});

const toBooking = (row: BookingRow, staffName: string | null): BookingItem => ({
  ...answeredFields(row, staffName),
  workshopId: row.workshopId,
  school: row.school,
  contact: row.contact,
  date: row.preferredDate,
  students: row.students,
});

function statusFilter(table: typeof enquiries | typeof workshopBookings, status: InboxPage["status"]): SQL | undefined {
  if (status === "new") return isNull(table.answeredAt);
  if (status === "answered") return isNotNull(table.answeredAt);
  return undefined;
}

export async function listEnquiries(db: Db, { status, page, limit }: InboxPage) {
  const where = statusFilter(enquiries, status);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: enquiries, staffName: users.name })
      .from(enquiries)
      .leftJoin(users, eq(users.id, enquiries.answeredBy))
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(enquiries).where(where),
  ]);
  return { items: rows.map(({ row, staffName }) => toEnquiry(row, staffName)), total };
}

export async function listBookings(db: Db, { status, page, limit }: InboxPage) {
  const where = statusFilter(workshopBookings, status);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: workshopBookings, staffName: users.name })
      .from(workshopBookings)
      .leftJoin(users, eq(users.id, workshopBookings.answeredBy))
      .where(where)
      .orderBy(desc(workshopBookings.createdAt), desc(workshopBookings.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(workshopBookings).where(where),
  ]);
  return { items: rows.map(({ row, staffName }) => toBooking(row, staffName)), total };
}

export async function listSubscriptions(db: Db, { page, limit }: InboxPage) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(subscriptions),
  ]);
  const items: SubscriptionItem[] = rows.map((row) => ({
    _id: row.id,
    email: row.email,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, total };
}

export interface InboxMark {
  answered: boolean;
  note?: string;
}

/** Marking answered again keeps the first answer's time and author; un-marking clears them. */
function markedColumns(row: EnquiryRow | BookingRow, actor: SessionUser, { answered, note }: InboxMark) {
  const keepAnswer = answered && row.answeredAt !== null;
  return {
    answeredAt: answered ? (keepAnswer ? row.answeredAt : new Date()) : null,
    answeredBy: answered ? (keepAnswer ? row.answeredBy : actor.id) : null,
    staffNote: note ?? row.staffNote,
  };
}

const auditView = (row: { answeredAt: Date | null; staffNote: string }) => ({ answered: row.answeredAt !== null, note: row.staffNote });

export async function markEnquiry(db: Db, actor: SessionUser, id: string, mark: InboxMark): Promise<EnquiryItem> {
  if (!UUID_PATTERN.test(id)) throw refuse.notFound("Enquiry not found.");
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for("update");
    if (!row) throw refuse.notFound("Enquiry not found.");
    const [updated] = await tx
      .update(enquiries)
      .set(markedColumns(row, actor, mark))
      .where(eq(enquiries.id, id))
      .returning();
    await recordAudit(tx, actor, "enquiry.update", `enquiry:${id}`, auditView(row), auditView(updated));
    return toEnquiry(updated, await staffName(tx, updated.answeredBy));
  });
}

export async function markBooking(db: Db, actor: SessionUser, id: string, mark: InboxMark): Promise<BookingItem> {
  if (!UUID_PATTERN.test(id)) throw refuse.notFound("Booking not found.");
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(workshopBookings).where(eq(workshopBookings.id, id)).for("update");
    if (!row) throw refuse.notFound("Booking not found.");
    const [updated] = await tx
      .update(workshopBookings)
      .set(markedColumns(row, actor, mark))
      .where(eq(workshopBookings.id, id))
      .returning();
    await recordAudit(tx, actor, "booking.update", `booking:${id}`, auditView(row), auditView(updated));
    return toBooking(updated, await staffName(tx, updated.answeredBy));
  });
}

async function staffName(db: Pick<Db, "select">, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.name ?? null;
}
