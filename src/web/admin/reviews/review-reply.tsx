import { format } from "date-fns";
import { useState, type FormEvent } from "react";
import { isShownReview, REVIEW_REPLY_MAX } from "~/src/core/reviews";
import type { StaffReview } from "~/src/core/shapes/reviews";
import { Button } from "~/src/web/components/ui/button";
import { Field, FormAlert, inputClasses } from "~/src/web/admin/common/form-field";
import { useReviewReply } from "./reviews-api";

const REPLY_TITLE = "Reply from Tinkerwala";

/** The shop's one public answer under a review: written, edited or taken down (an empty text) here. */
export function ReviewReply({ review }: { review: Pick<StaffReview, "_id" | "status" | "reply"> }) {
  const save = useReviewReply(review._id);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState("");

  const open = () => {
    save.reset();
    setText(review.reply?.text ?? "");
    setEditing(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(text.trim(), { onSuccess: () => setEditing(false) });
  };

  if (editing) {
    return (
      <form onSubmit={submit} aria-label="Reply to the review" className="space-y-2">
        <FormAlert message={save.error?.message ?? null} />
        <Field
          label={REPLY_TITLE}
          hint={`Readers see it under the review${isShownReview(review.status) ? "" : " once the review is published"}, with the shop's name.`}
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={REVIEW_REPLY_MAX}
              className={inputClasses}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
        <p className="text-right text-xs text-slate-500">
          {text.length} / {REVIEW_REPLY_MAX}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!text.trim() || save.isPending}>
            {save.isPending ? "Saving…" : "Save reply"}
          </Button>
          <Button variant="secondary" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="space-y-2">
      <FormAlert message={save.error?.message ?? null} />
      {review.reply ? (
        <section aria-label={REPLY_TITLE} className="rounded-lg border-l-4 border-brand-200 bg-slate-50 p-3">
          <h3 className="text-sm font-semibold text-slate-900">{REPLY_TITLE}</h3>
          <p className="text-xs text-slate-500">{format(new Date(review.reply.at), "d MMM yyyy, HH:mm")}</p>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{review.reply.text}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={open}>
              Edit reply
            </Button>
            <Button variant="danger" size="sm" disabled={save.isPending} onClick={() => save.mutate("")}>
              {save.isPending ? "Removing…" : "Remove reply"}
            </Button>
          </div>
        </section>
      ) : (
        <Button variant="secondary" size="sm" onClick={open}>
          Reply publicly
        </Button>
      )}
    </div>
  );
}
