import { and, desc, eq } from "drizzle-orm";
import type { SavedAddress } from "~/src/core/shapes/address";
import { ownerPins, parseDeliveryAddress } from "~/src/server/delivery/address-place";
import type { Db } from "~/src/server/db/client";
import { addresses } from "~/src/server/db/schema";
import { defineMessages } from "~/src/core/i18n";
import { refuse } from "~/src/server/refusal";
import { lockAddressBook, toSavedAddress } from "./users.service";

const text = defineMessages("refusal.addressBook", { notYours: "No such saved address." });
const NOT_YOURS = { message: text.notYours };
// Another user's address answers exactly like one that does not exist, so ids reveal nothing.
const ownAddress = (userId: string, id: string) => and(eq(addresses.id, id), eq(addresses.userId, userId));
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Replaces the nine fields of one of the user's addresses (the same rules as saving one); the default stays. */
export async function updateAddress(db: Db, userId: string, id: string, input: unknown): Promise<SavedAddress> {
  if (!isUuid(id)) throw refuse.notFound(NOT_YOURS);
  const address = parseDeliveryAddress(input, await ownerPins(db));
  const [row] = await db.update(addresses).set(address).where(ownAddress(userId, id)).returning();
  if (!row) throw refuse.notFound(NOT_YOURS);
  return toSavedAddress(row);
}

/** Deletes one of the user's addresses; when it was the default, the newest remaining one takes its place. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw refuse.notFound(NOT_YOURS);
  await db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const [deleted] = await tx.delete(addresses).where(ownAddress(userId, id)).returning({ isDefault: addresses.isDefault });
    if (!deleted) throw refuse.notFound(NOT_YOURS);
    if (!deleted.isDefault) return;
    const [newest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt))
      .limit(1);
    if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
  });
}

/** Makes one of the user's addresses the default (the one checkout preselects); the previous default stops being one. */
export async function makeDefaultAddress(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw refuse.notFound(NOT_YOURS);
  await db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const [target] = await tx.select({ id: addresses.id }).from(addresses).where(ownAddress(userId, id)).limit(1);
    if (!target) throw refuse.notFound(NOT_YOURS);
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id));
  });
}
