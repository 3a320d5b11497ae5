import { eq } from "drizzle-orm";
import { checkBooking, checkEnquiry, checkSubscription } from "~/src/core/inbox";
import { DEFAULT_LANGUAGE, type Language } from "~/src/core/language";
import { BOOKABLE_WORKSHOP_IDS } from "~/src/core/workshop";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { enquiries, subscriptions, workshopBookings } from "~/src/server/db/schema-staff";
import { notifyEnquiry } from "./enquiry-mails";
import type { MailConfig } from "~/src/server/mail/outbox";
import { defineMessages } from "~/src/core/i18n";
import { refuse } from "~/src/server/refusal";
import { getShopSettings } from "~/src/server/shared/shop-settings";

const text = defineMessages("refusal.inbox", {
  noWorkshop: "Workshop not found",
  /** The spec's answer to Book Now (§8), kept while the owner has bookings switched off. */
  bookingsOff: "This Feature Not Enabled Yet!",
});

/** The enquiry, the customer's receipt and the shop's notice: all three or none. */
export async function storeEnquiry(
  db: Db,
  config: MailConfig,
  input: Parameters<typeof checkEnquiry>[0],
  /** The language of the page the enquiry was sent from: the receipt is written in it. */
  language: Language = DEFAULT_LANGUAGE,
): Promise<void> {
  const checked = checkEnquiry(input);
  if (!checked.ok) throw refuse.invalid(checked.message);
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(enquiries)
      .values({ ...checked.value, language })
      .returning({ createdAt: enquiries.createdAt });
    await notifyEnquiry(tx, config, { ...checked.value, receivedAt: stored.createdAt }, language);
  });
}

/** Unknown workshop first, then the owner's switch, then the form: a switched-off shop answers the same to everyone. */
export async function storeBooking(db: Db, config: Config, workshopId: string, input: Parameters<typeof checkBooking>[0]): Promise<void> {
  if (!BOOKABLE_WORKSHOP_IDS.includes(workshopId)) throw refuse.notFound({ message: text.noWorkshop });
  const { workshopBookingsEnabled } = await getShopSettings(db, config);
  if (!workshopBookingsEnabled) throw refuse.conflict({ message: text.bookingsOff });
  const checked = checkBooking(input);
  if (!checked.ok) throw refuse.invalid(checked.message);
  const { date, ...booking } = checked.value;
  await db.insert(workshopBookings).values({ ...booking, workshopId, preferredDate: date });
}

/** Subscribing twice is not a mistake: the address is kept once (and switched back on). Returns whether it is new. */
export async function storeSubscription(db: Db, input: { email?: string }): Promise<boolean> {
  const checked = checkSubscription(input);
  if (!checked.ok) throw refuse.invalid(checked.message);
  const inserted = await db.insert(subscriptions).values({ email: checked.value.email }).onConflictDoNothing().returning({ id: subscriptions.id });
  if (inserted.length) return true;
  await db.update(subscriptions).set({ active: true }).where(eq(subscriptions.email, checked.value.email));
  return false;
}
