import { lazy, Suspense, useId, useState } from "react";
import { useNavigate } from "~/src/web/lib/localized-router";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { useHelpfulVote } from "./reviews-api";

const text = defineMessages("product.reviewActions", {
  helpful: "Helpful ({count})",
  logInToVote: "Log in to vote",
  report: "Report",
  opening: "Opening…",
});

// The reasons and the form arrive only when a reader opens it: most readers never report anything.
const ReportForm = lazy(() => import("./report-form").then((module) => ({ default: module.ReportForm })));

const smallButton = "rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 transition hover:bg-slate-50";

interface HelpfulProps {
  reviewId: string;
  helpful: number;
  /** null until the browser has read the session; a visitor is sent to log in first. */
  signedIn: boolean | null;
  loginPath: string;
}

/** "Helpful (n)": one vote a reader, counted by the server, so the count shown is the server's. */
export function HelpfulButton({ reviewId, helpful, signedIn, loginPath }: HelpfulProps) {
  const t = useT();
  const vote = useHelpfulVote(reviewId);
  const navigate = useNavigate();
  const hintId = useId();
  const [count, setCount] = useState(helpful);
  const [voted, setVoted] = useState(false);
  const press = () => {
    if (signedIn === null || vote.isPending) return;
    if (!signedIn) return void navigate(loginPath);
    vote.mutate(undefined, {
      onSuccess: (data) => {
        setCount(data.helpful);
        setVoted(true);
      },
    });
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={press}
        aria-pressed={signedIn ? voted : undefined}
        aria-describedby={signedIn === false ? hintId : undefined}
        className={`${smallButton} ${voted ? "border-brand-300 bg-brand-50 text-brand-800" : ""}`}
      >
        {t(text.helpful, { count })}
      </button>
      {signedIn === false && (
        <span id={hintId} className="text-xs text-slate-500">
          {t(text.logInToVote)}
        </span>
      )}
      {vote.isError && (
        <span role="alert" className="text-xs text-red-700">
          {vote.error.message}
        </span>
      )}
    </span>
  );
}

/** "Report": opens the form naming one of the published reasons; the review stays shown until staff decide. */
export function ReportControl({ reviewId }: { reviewId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-sm font-medium text-slate-500 underline-offset-2 hover:text-slate-800 hover:underline"
      >
        {t(text.report)}
      </button>
    );
  }
  return (
    <Suspense fallback={<p className="text-sm text-slate-500">{t(text.opening)}</p>}>
      <ReportForm reviewId={reviewId} onCancel={() => setOpen(false)} />
    </Suspense>
  );
}
