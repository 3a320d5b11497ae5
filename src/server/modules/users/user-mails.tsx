import { defineMessages } from "~/src/core/i18n";
import type { DbOrTx } from "~/src/server/db/client";
import { buttonMail, greeting, type ComposedMail, type ShopDetails } from "~/src/server/mail/layout";
import { mailLocale, type MailLocale } from "~/src/server/mail/mail-language";
import { queueMail, shopDetails, type MailConfig } from "~/src/server/mail/outbox";

/** The mails of a customer's account, each queued in the transaction of the change it tells about, in the account's language. */

const text = defineMessages("mail.account", {
  welcomeSubject: "Welcome to {shop}",
  welcomeBody: "Your {shop} account is ready. Browse components, build a kit for your lab and order with cash on delivery.",
  welcomeLink: "Shop: {link}",
  welcomeButton: "Start shopping",
  resetSubject: "Reset your {shop} password",
  resetBody: "Someone (we hope you) asked to reset the password of your account. Open this link within one hour to choose a new one; it works once:",
  resetButton: "Choose a new password",
  resetNote: "If you did not ask, ignore this mail: your password stays as it is.",
});

export function welcomeMail(shop: ShopDetails, locale: MailLocale, { name }: { name: string }): ComposedMail {
  const { t, shopUrl } = locale;
  const values = { shop: shop.displayName };
  return buttonMail(shop, t(text.welcomeSubject, values), {
    paragraphs: [greeting(name, t), t(text.welcomeBody, values)],
    linkLine: t(text.welcomeLink, { link: `${shopUrl}/collections` }),
    button: { href: `${shopUrl}/collections`, label: t(text.welcomeButton) },
    language: locale.language,
  });
}

export function passwordResetMail(shop: ShopDetails, locale: MailLocale, { name, link }: { name: string; link: string }): ComposedMail {
  const { t } = locale;
  return buttonMail(shop, t(text.resetSubject, { shop: shop.displayName }), {
    paragraphs: [greeting(name, t), t(text.resetBody)],
    linkLine: link,
    button: { href: link, label: t(text.resetButton) },
    note: t(text.resetNote),
    language: locale.language,
  });
}

type MailedUser = { id: string; name: string; email: string; /** The account's language, as stored. */ language: string };

export async function notifyWelcome(tx: DbOrTx, config: MailConfig, user: MailedUser) {
  const mail = welcomeMail(await shopDetails(tx, config), mailLocale(config, user.language), { name: user.name });
  await queueMail(tx, "welcome", user.email, mail, user.id);
}

export async function notifyPasswordReset(tx: DbOrTx, config: MailConfig, user: MailedUser, token: string) {
  const locale = mailLocale(config, user.language);
  const link = `${locale.shopUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await queueMail(tx, "password-reset", user.email, passwordResetMail(await shopDetails(tx, config), locale, { name: user.name, link }), user.id);
}
