import type { DbOrTx } from "~/src/server/db/client";
import { buttonMail, formatDateTimeIST, type ComposedMail, type ShopDetails } from "~/src/server/mail/layout";
import { queueMail, shopDetails, type MailConfig } from "~/src/server/mail/outbox";

export function staffInvitationMail(shop: ShopDetails, { role, link, expiresAt }: { role: string; link: string; expiresAt: Date }): ComposedMail {
  return buttonMail(shop, `You are invited to run ${shop.displayName}`, {
    paragraphs: [
      "Hello,",
      `You have been invited to join ${shop.displayName} as ${role === "owner" ? "an owner" : "staff"}. Open the link to accept; it works once, until ${formatDateTimeIST(expiresAt)}.`,
    ],
    linkLine: link,
    button: { href: link, label: "Accept the invitation" },
  });
}

/** Queued with the invitation, so the invited person hears of it only if it was made. */
export async function notifyInvitation(tx: DbOrTx, config: MailConfig, invitation: { email: string; role: string; path: string; expiresAt: Date }) {
  const mail = staffInvitationMail(await shopDetails(tx, config), {
    role: invitation.role,
    link: `${config.publicUrl}${invitation.path}`,
    expiresAt: invitation.expiresAt,
  });
  await queueMail(tx, "staff-invitation", invitation.email, mail);
}
