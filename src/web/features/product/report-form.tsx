import { useId, useState, type FormEvent } from "react";
import { defineMessages } from "~/src/core/i18n";
import { REVIEW_REASONS, type ReviewReason } from "~/src/core/reviews";
import { Button } from "~/src/web/components/ui/button";
import { useT } from "~/src/web/lib/i18n";
import { REVIEW_REASON_TEXT } from "./review-status";
import { useReportReview } from "./reviews-api";

const text = defineMessages("product.reportForm", {
  thanks: "Thanks — our team will look at it.",
  label: "Report this review",
  why: "Why should our team look at this review?",
  choose: "Choose a reason",
  chooseFirst: "Choose a reason first.",
  sending: "Sending…",
  send: "Send report",
  cancel: "Cancel",
});

/** A reader's report, for one of the published reasons; the review stays shown until staff decide. */
export function ReportForm({ reviewId, onCancel }: { reviewId: string; onCancel(): void }) {
  const t = useT();
  const report = useReportReview(reviewId);
  const selectId = useId();
  const [reason, setReason] = useState<ReviewReason | "">("");
  const [missing, setMissing] = useState(false);

  if (report.isSuccess) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t(text.thanks)}
      </p>
    );
  }
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setMissing(true);
    report.mutate(reason);
  };
  return (
    <form onSubmit={send} aria-label={t(text.label)} className="w-full space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
        {t(text.why)}
      </label>
      <select
        id={selectId}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value as ReviewReason | "");
          setMissing(false);
        }}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm sm:w-auto"
      >
        <option value="">{t(text.choose)}</option>
        {REVIEW_REASONS.map((value) => (
          <option key={value} value={value}>
            {t(REVIEW_REASON_TEXT[value])}
          </option>
        ))}
      </select>
      {(missing || report.isError) && (
        <p role="alert" className="text-sm text-red-700">
          {missing ? t(text.chooseFirst) : report.error?.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={report.isPending}>
          {report.isPending ? t(text.sending) : t(text.send)}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {t(text.cancel)}
        </Button>
      </div>
    </form>
  );
}
