import { REVIEW_REQUEST_DAYS_MAX } from "~/src/core/reviews";
import type { ShopSettings } from "~/src/core/shapes/shop";
import { Field, inputClasses } from "~/src/web/admin/common/form-field";
import { numberOrText } from "./payment-settings";

/** The day count as typed, so a half-typed one is not lost. */
export interface ReviewValues {
  reviewRequestDays: string;
}

export const reviewValues = (settings: ShopSettings): ReviewValues => ({ reviewRequestDays: String(settings.reviewRequestDays) });
export const reviewSettings = (values: ReviewValues) => ({ reviewRequestDays: numberOrText(values.reviewRequestDays) });

interface ReviewSettingsProps {
  values: ReviewValues;
  error?: string;
  onChange: (patch: ReviewValues) => void;
}

/** When the shop mails a customer asking for a review of what was delivered (issue 31). */
export function ReviewSettings({ values, error, onChange }: ReviewSettingsProps) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-800">Reviews</legend>
      <Field
        label="Ask for a review, days after delivery"
        hint={`0 to ${REVIEW_REQUEST_DAYS_MAX}. 0 turns the review request mail off. Customers who turned off non-essential mails are never asked.`}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            className={inputClasses}
            value={values.reviewRequestDays}
            onChange={(event) => onChange({ reviewRequestDays: event.target.value })}
          />
        )}
      </Field>
    </fieldset>
  );
}
