import { defineMessages } from "~/src/core/i18n";
import type { DbOrTx } from "~/src/server/db/client";
import { buttonMail, helloAnyone } from "~/src/server/mail/layout";
import { mailLocale, userLanguage, type MailLocale } from "~/src/server/mail/mail-language";
import { queueMail, shopDetails, type MailConfig } from "~/src/server/mail/outbox";

/** The alert's mails, in the language of the account if the address has one, else of the page the alert was asked on. */

const text = defineMessages("mail.stockAlerts", {
  confirmSubject: "Confirm your alert for {product}",
  confirmBody:
    "Someone (we hope you) asked us to mail this address when {product} is back in stock. Please confirm with the button; if it was not you, ignore this mail and we will never write about it.",
  confirmLink: "Confirm the alert: {link}",
  confirmButton: "Confirm the alert",
  confirmNote: "Changed your mind? Cancel the alert: {link}",
  backSubject: "{product} is back in stock",
  backBody: "{product} is back in stock at {shop}. Stock is limited and goes to whoever orders first.",
  backOnce: "This was your one alert for it: we will not mail you about it again.",
  backLink: "See the product: {link}",
  backButton: "See the product",
});

interface AlertProduct {
  name: string;
  /** Its Hindi name, blank until staff write one. */
  nameHi: string;
}

const productName = (locale: MailLocale, product: AlertProduct) => (locale.language === "hi" && product.nameHi.trim()) || product.name;

interface AlertAddress {
  email: string;
  userId: string | null;
  /** The language of the page the alert was asked for on. */
  language: string;
}

const localeOf = async (tx: DbOrTx, config: MailConfig, to: AlertAddress) => mailLocale(config, await userLanguage(tx, to.userId, to.language));

/** Double opt-in: nothing is mailed about the product until the address's owner follows this link. */
export async function mailConfirmAlert(tx: DbOrTx, config: MailConfig, to: AlertAddress, product: AlertProduct, token: string) {
  const shop = await shopDetails(tx, config);
  const locale = await localeOf(tx, config, to);
  const { t } = locale;
  const confirm = `${locale.shopUrl}/stock-alert/confirm?token=${token}`;
  const unsubscribe = `${locale.shopUrl}/stock-alert/unsubscribe?token=${token}`;
  const name = productName(locale, product);
  const mail = buttonMail(shop, t(text.confirmSubject, { product: name }), {
    paragraphs: [helloAnyone(t), t(text.confirmBody, { product: name })],
    linkLine: t(text.confirmLink, { link: confirm }),
    button: { href: confirm, label: t(text.confirmButton) },
    note: t(text.confirmNote, { link: unsubscribe }),
    language: locale.language,
  });
  await queueMail(tx, "stock-alert-confirm", to.email, mail, to.userId);
}

/** The one mail each confirmed alert sends, when the product is back; the alert ends with it. */
export async function mailBackInStock(tx: DbOrTx, config: MailConfig, recipients: readonly AlertAddress[], product: AlertProduct & { id: string }) {
  if (recipients.length === 0) return;
  const shop = await shopDetails(tx, config);
  for (const to of recipients) {
    const locale = await localeOf(tx, config, to);
    const { t } = locale;
    const link = `${locale.shopUrl}/product/${encodeURIComponent(product.id)}`;
    const name = productName(locale, product);
    const mail = buttonMail(shop, t(text.backSubject, { product: name }), {
      paragraphs: [helloAnyone(t), t(text.backBody, { product: name, shop: shop.displayName }), t(text.backOnce)],
      linkLine: t(text.backLink, { link }),
      button: { href: link, label: t(text.backButton) },
      language: locale.language,
    });
    await queueMail(tx, "stock-alert-back", to.email, mail, to.userId);
  }
}
