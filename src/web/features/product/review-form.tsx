import { useId, useState, type FormEvent } from "react";
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_TITLE_MAX } from "~/src/core/reviews";
import type { OwnReview } from "~/src/core/shapes/reviews";
import { Button } from "~/src/web/components/ui/button";
import { PhotoPicker } from "~/src/web/components/photo-picker";
import { useWriteReview } from "./reviews-api";
import { StarPicker } from "./star-picker";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const formText = defineMessages("product.reviewForm", {
  editLabel: "Edit your review",
  writeLabel: "Write a review",
  editNote: "Saving your changes sends the review back to our team: it is checked again before it appears.",
  title: "Title",
  optional: "(optional)",
  titleCount: "{length} / {max} characters",
  review: "Your review",
  required: "(required)",
  textCount: "{length} / {max} characters (at least {min}). How did the part work in your project?",
  photosHint: "Up to 3 JPEG, PNG or WebP pictures of the part. They are shown with your review.",
  removePhotos: "Remove the {count, plural, =1 {photo} other {{count} photos}} you added before",
  photosReplace: "New photos take the place of the earlier ones.",
  sending: "Sending…",
  sendChanges: "Send my changes",
  sendReview: "Send my review",
  cancel: "Cancel",
  shownWith:
    "Your first name, the initial of your last name and your city are shown with the review. Please leave out phone numbers, addresses and links.",
});

const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-[15px] text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30";

interface ReviewFormProps {
  productId: string;
  /** The customer's review when this is an edit: the form starts with it. */
  existing: OwnReview | null;
  onDone(review: OwnReview): void;
  onCancel(): void;
}

/**
 * Writing or editing a review. The lengths are shown as counters but the server alone decides: its refusal
 * (naming the field, or a photo it cannot take) is shown above the buttons.
 */
export function ReviewForm({ productId, existing, onDone, onCancel }: ReviewFormProps) {
  const t = useT();
  const write = useWriteReview(productId);
  const [stars, setStars] = useState<number | null>(existing?.stars ?? null);
  const [title, setTitle] = useState(existing?.title ?? "");
  const [text, setText] = useState(existing?.text ?? "");
  const [photos, setPhotos] = useState<File[]>([]);
  const [removePhotos, setRemovePhotos] = useState(false);
  const ids = { title: useId(), titleCount: useId(), text: useId(), textCount: useId() };
  const textLength = text.trim().length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (write.isPending) return;
    write.mutate({ stars, title, text, photos, removePhotos }, { onSuccess: (data) => onDone(data.review) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={existing ? t(formText.editLabel) : t(formText.writeLabel)} className="space-y-4">
      {existing && <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">{t(formText.editNote)}</p>}
      <StarPicker value={stars} onChange={setStars} />
      <div>
        <label htmlFor={ids.title} className="text-sm font-medium text-slate-700">
          {t(formText.title)} <span className="text-slate-500">{t(formText.optional)}</span>
        </label>
        <input
          id={ids.title}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          aria-describedby={ids.titleCount}
          className={fieldClass}
        />
        <p id={ids.titleCount} className={`mt-1 text-xs ${title.trim().length > REVIEW_TITLE_MAX ? "text-red-700" : "text-slate-500"}`}>
          {t(formText.titleCount, { length: title.trim().length, max: REVIEW_TITLE_MAX })}
        </p>
      </div>
      <div>
        <label htmlFor={ids.text} className="text-sm font-medium text-slate-700">
          {t(formText.review)} <span className="text-slate-500">{t(formText.required)}</span>
        </label>
        <textarea
          id={ids.text}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={6}
          aria-describedby={ids.textCount}
          className={fieldClass}
        />
        <p id={ids.textCount} className={`mt-1 text-xs ${textLength > REVIEW_TEXT_MAX ? "text-red-700" : "text-slate-500"}`}>
          {t(formText.textCount, { length: textLength, max: REVIEW_TEXT_MAX, min: REVIEW_TEXT_MIN })}
        </p>
      </div>
      <PhotoPicker photos={photos} onChange={setPhotos} size="field" hint={t(formText.photosHint)} />
      {existing && existing.photos.length > 0 && (
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={removePhotos} onChange={(event) => setRemovePhotos(event.target.checked)} className="mt-1" />
            {t(formText.removePhotos, { count: existing.photos.length })}
          </label>
          <p className="mt-0.5 text-xs text-slate-500">{t(formText.photosReplace)}</p>
        </div>
      )}
      {write.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {write.error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={write.isPending} aria-busy={write.isPending || undefined}>
          {write.isPending ? t(formText.sending) : existing ? t(formText.sendChanges) : t(formText.sendReview)}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t(formText.cancel)}
        </Button>
      </div>
      <p className="text-xs leading-5 text-slate-500">{t(formText.shownWith)}</p>
    </form>
  );
}
