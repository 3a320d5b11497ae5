import { eq } from "drizzle-orm";
import type { Translate } from "~/src/core/i18n";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/src/core/language";
import type { DbOrTx } from "~/src/server/db/client";
import { users } from "~/src/server/db/schema";
import { translatorFor } from "~/src/server/shared/i18n";
import type { MailConfig } from "./outbox";

/**
 * The language a customer's mail is written in (issue 33), decided when it is queued: an account's own
 * language, else the language of the page a guest used (stored with the quote or alert). Staff mails stay English.
 */
export async function userLanguage(tx: DbOrTx, userId: string | null | undefined, fallback: string = DEFAULT_LANGUAGE): Promise<Language> {
  if (userId) {
    const [user] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId));
    if (user && isLanguage(user.language)) return user.language;
  }
  return isLanguage(fallback) ? fallback : DEFAULT_LANGUAGE;
}

/** What writing one mail in one language needs: its translator, and the storefront's address in it (Hindi pages live under /hi). */
export interface MailLocale {
  language: Language;
  t: Translate;
  shopUrl: string;
}

/** A stored language ("en", "hi"; anything else reads as English). */
export function mailLocale(config: MailConfig, stored?: string | null): MailLocale {
  const language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  return { language, t: translatorFor(language), shopUrl: language === "hi" ? `${config.publicUrl}/hi` : config.publicUrl };
}
