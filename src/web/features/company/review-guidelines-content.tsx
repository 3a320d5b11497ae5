import { Link } from "~/src/web/lib/localized-router";
import { REVIEW_REASONS, type ReviewReason } from "~/src/core/reviews";
import { defineMessages, type Message } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { Prose } from "./prose";
import { RichText, type TagRenderers } from "./rich-text";

/** What each reason means, worded as src/core/reviews.ts (REVIEW_REASON_EXPLANATIONS) words it for the refusal mail. */
const EXPLANATIONS: Readonly<Record<ReviewReason, Message>> = defineMessages("company.reviewGuidelines.explanation", {
  abusive: "Insults, threats, or words that attack a person or a group. Say what went wrong with the part; leave the person out.",
  "personal-data": "Phone numbers, e-mail or postal addresses, order numbers or anyone's full name. Reviews are public.",
  "off-topic": "Text about something other than this product: delivery times, prices or another product. Tell us about those from the Contact page.",
  advertising: "Links, offers, or promotion of another shop, channel or product.",
  duplicate: "The same text posted again, on this product or on many products.",
});

const text = defineMessages("company.reviewGuidelines", {
  whoHeading: "Who can write a review",
  who: "Only customers who received the part can review it: you need a delivered order with it that you have not fully returned. Every review on the shop is marked <strong>Verified purchase</strong> for that reason. You can write one review for each part, from the part's page or from the link on your delivered order.",
  readHeading: "Every review is read before it appears",
  read: "Someone on our team reads each review before it is published, usually within a day. We publish negative reviews as readily as positive ones. We never remove or refuse a review because it is critical, no review is paid for, and none is written by us or for us.",
  reasonsHeading: "The only reasons we refuse or remove a review",
  reasons: "We refuse or remove a review only for one of these reasons, and we tell the writer by e-mail which one it was:",
  reasonsList: "Reasons we refuse or remove a review",
  reasonLabel: "{reason}:",
  reportHeading: "Reporting a review",
  report:
    "Anyone who is logged in can report a review for one of the same reasons with the <strong>Report</strong> button under it. A reported review stays visible until our team has decided.",
  repliesHeading: "Our replies",
  replies:
    "We may answer a review once, in public, under the heading <strong>Reply from Tinkerwala</strong>. A reply never changes or hides what the customer wrote.",
  ratingHeading: "How the rating is worked out",
  rating:
    "The rating shown for a part is the plain average of the stars of all its published reviews, shown with how many there are. Nothing is weighted, and a part with no reviews shows no rating at all.",
  nameHeading: "Your name and your review",
  name: "Reviews show the writer's first name, the initial of their last name and the city the part was delivered to, nothing more. You can edit or delete your review any time from <link>My reviews</link>. An edited review is checked again before it appears.",
  rulesHeading: "The rules we follow",
  rules:
    "These guidelines follow IS 19000:2022, the Bureau of Indian Standards' standard for online consumer reviews, and the Consumer Protection (E-Commerce) Rules, 2020. Questions about a review? Write to us from the <link>contact page</link>.",
});

const REVIEWS_LINK: TagRenderers = { link: (chunk) => <Link to="/reviews">{chunk}</Link> };
const CONTACT_LINK: TagRenderers = { link: (chunk) => <Link to="/contact">{chunk}</Link> };

/**
 * How reviews are collected and checked (issue 31), as IS 19000:2022 asks a shop to publish it. Keep it true to
 * what the code does: the reasons come from the same list staff pick from, named as the product pages name them
 * (reasonLabels).
 */
export function ReviewGuidelinesContent({ reasonLabels }: { reasonLabels: Readonly<Record<ReviewReason, Message>> }) {
  const t = useT();
  return (
    <Prose>
      <h2>{t(text.whoHeading)}</h2>
      <p>
        <RichText text={t(text.who)} />
      </p>

      <h2>{t(text.readHeading)}</h2>
      <p>{t(text.read)}</p>

      <h2>{t(text.reasonsHeading)}</h2>
      <p>{t(text.reasons)}</p>
      <ul aria-label={t(text.reasonsList)}>
        {REVIEW_REASONS.map((reason) => (
          <li key={reason}>
            <strong>{t(text.reasonLabel, { reason: t(reasonLabels[reason]) })}</strong> {t(EXPLANATIONS[reason])}
          </li>
        ))}
      </ul>

      <h2>{t(text.reportHeading)}</h2>
      <p>
        <RichText text={t(text.report)} />
      </p>

      <h2>{t(text.repliesHeading)}</h2>
      <p>
        <RichText text={t(text.replies)} />
      </p>

      <h2>{t(text.ratingHeading)}</h2>
      <p>{t(text.rating)}</p>

      <h2>{t(text.nameHeading)}</h2>
      <p>
        <RichText text={t(text.name)} tags={REVIEWS_LINK} />
      </p>

      <h2>{t(text.rulesHeading)}</h2>
      <p>
        <RichText text={t(text.rules)} tags={CONTACT_LINK} />
      </p>
    </Prose>
  );
}
