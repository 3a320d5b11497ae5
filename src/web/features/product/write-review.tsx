import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "~/src/web/lib/localized-router";
import type { MyProductReview } from "~/src/core/shapes/reviews";
import { Button, buttonClasses } from "~/src/web/components/ui/button";
import { Skeleton } from "~/src/web/components/ui/skeleton";
import { useSession } from "~/src/web/shop/session";
import { OwnReview } from "./own-review";
import { REVIEW_STATUS_STYLES, reviewStatusText } from "./review-status";
import { loginReturningTo, writeReviewPath } from "./review-text";
import type { useMyProductReview } from "./reviews-api";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

interface WriteReviewProps {
  productId: string;
  mine: ReturnType<typeof useMyProductReview>;
  /** Grows each time the page asks for the form (#write-review): it opens once the customer's answer is in. */
  formRequest: number;
}

// Loaded when a customer opens it, so readers of the page do not download the form.
const ReviewForm = lazy(() => import("./review-form").then((module) => ({ default: module.ReviewForm })));

const text = defineMessages("product.writeReview", {
  thanks: "Thanks! Your review will appear here once our team has checked it (usually within a day).",
  logIn: "Log in to write a review",
  checkFailed: "We could not check whether you can review this part: {reason}",
  tryAgain: "Try again",
  loadingForm: "Loading the review form",
  now: "Now:",
  edit: "Edit your review",
  write: "Write a review",
  notYet: "You can review this part once you have received it.",
  yours: "Your review",
  reviewThis: "Review this part",
});

/** The customer's side of the reviews: log in, not yet received, write one, or see and edit the one written. */
export function WriteReview({ productId, mine, formRequest }: WriteReviewProps) {
  const t = useT();
  const { token, ready } = useSession();
  const [editing, setEditing] = useState(false);
  const [thanked, setThanked] = useState(false);
  const [handled, setHandled] = useState(0);
  const sectionRef = useRef<HTMLElement>(null);
  const answer: MyProductReview | undefined = mine.data;

  useEffect(() => {
    if (formRequest === handled || !ready || (token && mine.isPending)) return;
    setHandled(formRequest);
    if (answer && (answer.canReview || answer.review)) setEditing(true);
    sectionRef.current?.scrollIntoView?.({ behavior: "smooth", block: "start" });
  }, [formRequest, handled, ready, token, mine.isPending, answer]);

  let body;
  if (!ready || (token && mine.isPending)) {
    body = <Skeleton className="h-11 w-48 rounded-lg" />;
  } else if (!token) {
    body = (
      <Link to={loginReturningTo(writeReviewPath(productId))} className={buttonClasses({ variant: "secondary" })}>
        {t(text.logIn)}
      </Link>
    );
  } else if (mine.isError) {
    body = (
      <p role="alert" className="text-sm text-red-700">
        {t(text.checkFailed, { reason: mine.error.message })}{" "}
        <button type="button" onClick={() => void mine.refetch()} className="font-semibold underline">
          {t(text.tryAgain)}
        </button>
      </p>
    );
  } else if (editing && answer) {
    body = (
      <Suspense fallback={<Skeleton label={t(text.loadingForm)} className="h-96 rounded-xl" />}>
        {/* A customer sent here by the refusal mail sees why before changing anything. */}
        {answer.review && (
          <p className="mb-3 text-sm text-slate-600">
            {t(text.now)}{" "}
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${REVIEW_STATUS_STYLES[answer.review.status]}`}>
              {reviewStatusText(answer.review, t)}
            </span>
          </p>
        )}
        <ReviewForm
          productId={productId}
          existing={answer.review}
          onDone={() => {
            setEditing(false);
            setThanked(true);
          }}
          onCancel={() => setEditing(false)}
        />
      </Suspense>
    );
  } else if (answer?.review) {
    body = (
      <OwnReview review={answer.review} token={token}>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setThanked(false);
            setEditing(true);
          }}
        >
          {t(text.edit)}
        </Button>
      </OwnReview>
    );
  } else if (answer?.canReview) {
    body = <Button onClick={() => setEditing(true)}>{t(text.write)}</Button>;
  } else {
    body = <p className="text-sm text-slate-600">{t(text.notYet)}</p>;
  }

  return (
    <section ref={sectionRef} id="write-review" aria-labelledby="write-review-heading" className="scroll-mt-24 space-y-3">
      <h2 id="write-review-heading" className="text-base font-bold text-slate-900">
        {answer?.review ? t(text.yours) : t(text.reviewThis)}
      </h2>
      {thanked && (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900 ring-1 ring-green-200">
          {t(text.thanks)}
        </p>
      )}
      {body}
    </section>
  );
}
