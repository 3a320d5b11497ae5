import { useId, useState, type FormEvent } from "react";
import { REVIEW_REASON_LABELS, REVIEW_REASONS, type ReviewReason } from "~/src/core/reviews";
import { Button } from "~/src/web/components/ui/button";
import { useReportReview } from "./reviews-api";

/** A reader's report, for one of the published reasons; the review stays shown until staff decide. */
export function ReportForm({ reviewId, onCancel }: { reviewId: string; onCancel(): void }) {
  const report = useReportReview(reviewId);
  const selectId = useId();
  const [reason, setReason] = useState<ReviewReason | "">("");
  const [missing, setMissing] = useState(false);

  if (report.isSuccess) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Thanks — our team will look at it.
      </p>
    );
  }
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setMissing(true);
    report.mutate(reason);
  };
  return (
    <form onSubmit={send} aria-label="Report this review" className="w-full space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
        Why should our team look at this review?
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
        <option value="">Choose a reason</option>
        {REVIEW_REASONS.map((value) => (
          <option key={value} value={value}>
            {REVIEW_REASON_LABELS[value]}
          </option>
        ))}
      </select>
      {(missing || report.isError) && (
        <p role="alert" className="text-sm text-red-700">
          {missing ? "Choose a reason first." : report.error?.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={report.isPending}>
          {report.isPending ? "Sending…" : "Send report"}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
