import { Link } from "~/src/web/lib/localized-router";
import { REVIEW_REASON_EXPLANATIONS, REVIEW_REASON_LABELS, REVIEW_REASONS } from "~/src/core/reviews";
import { Prose } from "./prose";

/**
 * How reviews are collected and checked (issue 31), as IS 19000:2022 asks a shop to publish it. Keep it true to
 * what the code does: the reasons come from the same list staff pick from.
 */
export function ReviewGuidelinesContent() {
  return (
    <Prose>
      <h2>Who can write a review</h2>
      <p>
        Only customers who received the part can review it: you need a delivered order with it that you have not fully returned. Every review on the
        shop is marked <strong>Verified purchase</strong> for that reason. You can write one review for each part, from the part&apos;s page or from
        the link on your delivered order.
      </p>

      <h2>Every review is read before it appears</h2>
      <p>
        Someone on our team reads each review before it is published, usually within a day. We publish negative reviews as readily as positive ones.
        We never remove or refuse a review because it is critical, no review is paid for, and none is written by us or for us.
      </p>

      <h2>The only reasons we refuse or remove a review</h2>
      <p>We refuse or remove a review only for one of these reasons, and we tell the writer by e-mail which one it was:</p>
      <ul aria-label="Reasons we refuse or remove a review">
        {REVIEW_REASONS.map((reason) => (
          <li key={reason}>
            <strong>{REVIEW_REASON_LABELS[reason]}:</strong> {REVIEW_REASON_EXPLANATIONS[reason]}
          </li>
        ))}
      </ul>

      <h2>Reporting a review</h2>
      <p>
        Anyone who is logged in can report a review for one of the same reasons with the <strong>Report</strong> button under it. A reported review
        stays visible until our team has decided.
      </p>

      <h2>Our replies</h2>
      <p>
        We may answer a review once, in public, under the heading <strong>Reply from Tinkerwala</strong>. A reply never changes or hides what the
        customer wrote.
      </p>

      <h2>How the rating is worked out</h2>
      <p>
        The rating shown for a part is the plain average of the stars of all its published reviews, shown with how many there are. Nothing is
        weighted, and a part with no reviews shows no rating at all.
      </p>

      <h2>Your name and your review</h2>
      <p>
        Reviews show the writer&apos;s first name, the initial of their last name and the city the part was delivered to, nothing more. You can edit
        or delete your review any time from <Link to="/reviews">My reviews</Link>. An edited review is checked again before it appears.
      </p>

      <h2>The rules we follow</h2>
      <p>
        These guidelines follow IS 19000:2022, the Bureau of Indian Standards&apos; standard for online consumer reviews, and the Consumer Protection
        (E-Commerce) Rules, 2020. Questions about a review? Write to us from the <Link to="/contact">contact page</Link>.
      </p>
    </Prose>
  );
}
