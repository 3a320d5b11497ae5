import type { DbOrTx } from "~/src/server/db/client";
import { buttonMail } from "~/src/server/mail/layout";
import { queueMail, shopDetails, type MailConfig } from "~/src/server/mail/outbox";

const productLink = (config: MailConfig, productId: string) => `${config.publicUrl}/product/${encodeURIComponent(productId)}`;

/** Double opt-in: nothing is mailed about the product until the address's owner follows this link. */
export async function mailConfirmAlert(
  tx: DbOrTx,
  config: MailConfig,
  to: { email: string; userId: string | null },
  product: { name: string },
  token: string,
) {
  const shop = await shopDetails(tx, config);
  const confirm = `${config.publicUrl}/stock-alert/confirm?token=${token}`;
  const unsubscribe = `${config.publicUrl}/stock-alert/unsubscribe?token=${token}`;
  const mail = buttonMail(shop, `Confirm your alert for ${product.name}`, {
    paragraphs: [
      "Hello,",
      `Someone (we hope you) asked us to mail this address when ${product.name} is back in stock. Please confirm with the button; if it was not you, ignore this mail and we will never write about it.`,
    ],
    linkLine: `Confirm the alert: ${confirm}`,
    button: { href: confirm, label: "Confirm the alert" },
    note: `Changed your mind? Cancel the alert: ${unsubscribe}`,
  });
  await queueMail(tx, "stock-alert-confirm", to.email, mail, to.userId);
}

/** The one mail each confirmed alert sends, when the product is back; the alert ends with it. */
export async function mailBackInStock(
  tx: DbOrTx,
  config: MailConfig,
  recipients: ReadonlyArray<{ email: string; userId: string | null }>,
  product: { id: string; name: string },
) {
  if (recipients.length === 0) return;
  const shop = await shopDetails(tx, config);
  const link = productLink(config, product.id);
  const mail = buttonMail(shop, `${product.name} is back in stock`, {
    paragraphs: [
      "Hello,",
      `${product.name} is back in stock at ${shop.displayName}. Stock is limited and goes to whoever orders first.`,
      "This was your one alert for it: we will not mail you about it again.",
    ],
    linkLine: `See the product: ${link}`,
    button: { href: link, label: "See the product" },
  });
  for (const to of recipients) await queueMail(tx, "stock-alert-back", to.email, mail, to.userId);
}
