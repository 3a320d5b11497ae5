import { REVIEW_REASON_EXPLANATIONS, REVIEW_REASON_LABELS, type ReviewReason } from "~/src/core/reviews";
import type { DbOrTx } from "~/src/server/db/client";
import { buttonMail, compose, greeting } from "~/src/server/mail/layout";
import { queueMail, shopDetails, type MailConfig } from "~/src/server/mail/outbox";

/** Where a mail sends someone to write or edit a review: the product page opens its form (the storefront reads the hash). */
export const writeReviewLink = (config: MailConfig, productId: string) => `${config.publicUrl}/product/${encodeURIComponent(productId)}#write-review`;

/** The writer is told which published criterion their review did not meet (IS 19000: a refusal gives its reason). */
export async function mailReviewRejected(
  tx: DbOrTx,
  config: MailConfig,
  review: { productId: string; productName: string; userId: string; customer: { name: string; email: string } },
  reason: ReviewReason,
) {
  const shop = await shopDetails(tx, config);
  const link = writeReviewLink(config, review.productId);
  const mail = buttonMail(shop, `We could not publish your review of ${review.productName}`, {
    paragraphs: [
      greeting(review.customer.name),
      `Thank you for reviewing ${review.productName}. We read every review before it appears, and this one does not meet our review guidelines: ${REVIEW_REASON_LABELS[reason]}.`,
      REVIEW_REASON_EXPLANATIONS[reason],
      "You can edit the review and send it again; we never refuse a review because it is critical of a product.",
    ],
    linkLine: `Edit your review: ${link}`,
    button: { href: link, label: "Edit your review" },
    note: `Our review guidelines: ${config.publicUrl}/review-guidelines`,
  });
  await queueMail(tx, "review-rejected", review.customer.email, mail, review.userId);
}

export interface ReviewRequestLine {
  productId: string;
  name: string;
}

/** A few days after delivery: once per order, one link per product that can still be reviewed. */
export async function mailReviewRequest(
  tx: DbOrTx,
  config: MailConfig,
  customer: { id: string; name: string; email: string },
  orderLabel: string,
  lines: ReviewRequestLine[],
) {
  const shop = await shopDetails(tx, config);
  const subject = lines.length === 1 ? `How is your ${lines[0].name}?` : `How are the parts from your ${orderLabel}?`;
  const intro = [
    greeting(customer.name),
    `Your ${orderLabel} arrived a few days ago. Would you tell other makers and teachers how ${lines.length === 1 ? "it works" : "they work"}? A line or two and a star rating help them choose.`,
  ];
  const outro = "Reviews are checked by our team before they appear, and we publish critical ones as readily as happy ones.";
  const optOut = `You get this mail once per order. Turn off these mails on your profile: ${config.publicUrl}/profile`;
  const mail = compose(
    shop,
    subject,
    [...intro, ...lines.map((line) => `Review ${line.name}: ${writeReviewLink(config, line.productId)}`), outro, optOut],
    <>
      {intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <ul>
        {lines.map((line) => (
          <li key={line.productId} style={{ marginBottom: 8 }}>
            {line.name}: <a href={writeReviewLink(config, line.productId)}>Write a review</a>
          </li>
        ))}
      </ul>
      <p>{outro}</p>
      <p style={{ fontSize: 13, color: "#475569" }}>{optOut}</p>
    </>,
  );
  await queueMail(tx, "review-request", customer.email, mail, customer.id);
}
