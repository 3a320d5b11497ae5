import { defineMessages } from "~/src/core/i18n";
import type { OrderKind } from "~/src/core/order-kinds";
import { orderNumber } from "~/src/core/order-rules";
import type { ReviewReason } from "~/src/core/reviews";
import type { DbOrTx } from "~/src/server/db/client";
import { buttonMail, compose, greeting } from "~/src/server/mail/layout";
import { mailLocale, userLanguage, type MailLocale } from "~/src/server/mail/mail-language";
import { orderWords } from "~/src/server/mail/order-words";
import { queueMail, shopDetails, type MailConfig } from "~/src/server/mail/outbox";

/** The review mails, in the language of the writer's account. */

const text = defineMessages("mail.reviews", {
  reasonAbusive: "Abusive or hateful language",
  reasonPersonalData: "Personal data (a phone number, an address, an e-mail)",
  reasonOffTopic: "Not about the product",
  reasonAdvertising: "Advertising or links",
  reasonDuplicate: "The same text posted again",
  explainAbusive: "Insults, threats, or words that attack a person or a group. Say what went wrong with the part; leave the person out.",
  explainPersonalData: "Phone numbers, e-mail or postal addresses, order numbers or anyone's full name. Reviews are public.",
  explainOffTopic:
    "Text about something other than this product: delivery times, prices or another product. Tell us about those from the Contact page.",
  explainAdvertising: "Links, offers, or promotion of another shop, channel or product.",
  explainDuplicate: "The same text posted again, on this product or on many products.",
  rejectedSubject: "We could not publish your review of {product}",
  rejectedBody:
    "Thank you for reviewing {product}. We read every review before it appears, and this one does not meet our review guidelines: {reason}.",
  rejectedEdit: "You can edit the review and send it again; we never refuse a review because it is critical of a product.",
  editLink: "Edit your review: {link}",
  editButton: "Edit your review",
  guidelines: "Our review guidelines: {link}",
  requestSubjectOne: "How is your {product}?",
  requestSubjectMany: "How are the parts from your {order}?",
  requestOne:
    "Your {order} arrived a few days ago. Would you tell other makers and teachers how it works? A line or two and a star rating help them choose.",
  requestMany:
    "Your {order} arrived a few days ago. Would you tell other makers and teachers how they work? A line or two and a star rating help them choose.",
  requestOutro: "Reviews are checked by our team before they appear, and we publish critical ones as readily as happy ones.",
  requestOptOut: "You get this mail once per order. Turn off these mails on your profile: {link}",
  reviewLine: "Review {product}: {link}",
  writeReview: "Write a review",
});

const REASONS: Record<ReviewReason, [keyof typeof text, keyof typeof text]> = {
  abusive: ["reasonAbusive", "explainAbusive"],
  "personal-data": ["reasonPersonalData", "explainPersonalData"],
  "off-topic": ["reasonOffTopic", "explainOffTopic"],
  advertising: ["reasonAdvertising", "explainAdvertising"],
  duplicate: ["reasonDuplicate", "explainDuplicate"],
};

/** Where a mail sends someone to write or edit a review: the product page opens its form (the storefront reads the hash). */
const writeReviewLink = (locale: MailLocale, productId: string) => `${locale.shopUrl}/product/${encodeURIComponent(productId)}#write-review`;

/** The writer is told which published criterion their review did not meet (IS 19000: a refusal gives its reason). */
export async function mailReviewRejected(
  tx: DbOrTx,
  config: MailConfig,
  review: { productId: string; productName: string; userId: string; customer: { name: string; email: string } },
  reason: ReviewReason,
) {
  const shop = await shopDetails(tx, config);
  const locale = mailLocale(config, await userLanguage(tx, review.userId));
  const { t } = locale;
  const link = writeReviewLink(locale, review.productId);
  const [label, explanation] = REASONS[reason];
  const mail = buttonMail(shop, t(text.rejectedSubject, { product: review.productName }), {
    paragraphs: [
      greeting(review.customer.name, t),
      t(text.rejectedBody, { product: review.productName, reason: t(text[label]) }),
      t(text[explanation]),
      t(text.rejectedEdit),
    ],
    linkLine: t(text.editLink, { link }),
    button: { href: link, label: t(text.editButton) },
    note: t(text.guidelines, { link: `${locale.shopUrl}/review-guidelines` }),
    language: locale.language,
  });
  await queueMail(tx, "review-rejected", review.customer.email, mail, review.userId);
}

export interface ReviewRequestLine {
  productId: string;
  name: string;
  /** Its Hindi name, blank until staff write one. */
  nameHi: string;
}

/** A few days after delivery: once per order, one link per product that can still be reviewed. */
export async function mailReviewRequest(
  tx: DbOrTx,
  config: MailConfig,
  customer: { id: string; name: string; email: string; language: string },
  placed: { id: string; kind: OrderKind },
  products: ReviewRequestLine[],
) {
  const shop = await shopDetails(tx, config);
  const locale = mailLocale(config, customer.language);
  const { t } = locale;
  const order = `${orderWords(t, placed.kind).what} #${orderNumber(placed.id)}`;
  const lines = products.map((line) => ({ ...line, name: (locale.language === "hi" && line.nameHi.trim()) || line.name }));
  const one = lines.length === 1;
  const subject = one ? t(text.requestSubjectOne, { product: lines[0].name }) : t(text.requestSubjectMany, { order });
  const intro = [greeting(customer.name, t), t(one ? text.requestOne : text.requestMany, { order })];
  const outro = t(text.requestOutro);
  const optOut = t(text.requestOptOut, { link: `${locale.shopUrl}/profile` });
  const mail = compose(
    shop,
    subject,
    [...intro, ...lines.map((line) => t(text.reviewLine, { product: line.name, link: writeReviewLink(locale, line.productId) })), outro, optOut],
    <>
      {intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <ul>
        {lines.map((line) => (
          <li key={line.productId} style={{ marginBottom: 8 }}>
            {line.name}: <a href={writeReviewLink(locale, line.productId)}>{t(text.writeReview)}</a>
          </li>
        ))}
      </ul>
      <p>{outro}</p>
      <p style={{ fontSize: 13, color: "#475569" }}>{optOut}</p>
    </>,
    locale.language,
  );
  await queueMail(tx, "review-request", customer.email, mail, customer.id);
}
