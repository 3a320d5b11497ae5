import type { DbOrTx } from "~/src/server/db/client";
import { buttonMail, greeting, type ComposedMail, type ShopDetails } from "~/src/server/mail/layout";
import { queueMail, shopDetails, type MailConfig } from "~/src/server/mail/outbox";

/** The mails of a customer's account, each queued in the transaction of the change it tells about. */

export function welcomeMail(shop: ShopDetails, { name, shopUrl }: { name: string; shopUrl: string }): ComposedMail {
  return buttonMail(shop, `Welcome to ${shop.displayName}`, {
    paragraphs: [
      greeting(name),
      `Your ${shop.displayName} account is ready. Browse components, build a kit for your lab and order with cash on delivery.`,
    ],
    linkLine: `Shop: ${shopUrl}/collections`,
    button: { href: `${shopUrl}/collections`, label: "Start shopping" },
  });
}

export function passwordResetMail(shop: ShopDetails, { name, link }: { name: string; link: string }): ComposedMail {
  return buttonMail(shop, `Reset your ${shop.displayName} password`, {
    paragraphs: [
      greeting(name),
      "Someone (we hope you) asked to reset the password of your account. Open this link within one hour to choose a new one; it works once:",
    ],
    linkLine: link,
    button: { href: link, label: "Choose a new password" },
    note: "If you did not ask, ignore this mail: your password stays as it is.",
  });
}

export async function notifyWelcome(tx: DbOrTx, config: MailConfig, user: { id: string; name: string; email: string }) {
  const mail = welcomeMail(await shopDetails(tx, config), { name: user.name, shopUrl: config.publicUrl });
  await queueMail(tx, "welcome", user.email, mail, user.id);
}

export async function notifyPasswordReset(tx: DbOrTx, config: MailConfig, user: { id: string; name: string; email: string }, token: string) {
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await queueMail(tx, "password-reset", user.email, passwordResetMail(await shopDetails(tx, config), { name: user.name, link }), user.id);
}
