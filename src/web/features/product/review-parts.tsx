import type { ReactNode } from "react";
import { defineMessages } from "~/src/core/i18n";
import type { PublicReview } from "~/src/core/shapes/reviews";
import { useT } from "~/src/web/lib/i18n";
import { useReviewWords } from "./review-text";

const text = defineMessages("product.reviewParts", {
  verified: "Verified purchase",
  reply: "Reply from Tinkerwala",
  photos: "Photos",
  photoAlt: "Photo {number} from {author}'s review",
});

/*
 * Pieces a published review and the writer's own share. What a customer wrote is always rendered as text:
 * line breaks kept by CSS, never HTML, and addresses are not turned into links.
 */

export function ReviewText({ text, className = "" }: { text: string; className?: string }) {
  return <p className={`whitespace-pre-line break-words text-[15px] leading-7 text-slate-700 ${className}`}>{text}</p>;
}

export function ReviewDate({ at }: { at: string }) {
  const words = useReviewWords();
  return <time dateTime={at}>{words.date(at)}</time>;
}

export function VerifiedBadge() {
  const t = useT();
  return (
    <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-inset ring-green-200">
      {t(text.verified)}
    </span>
  );
}

/** The shop's one public answer, set apart from the customer's words. */
export function ReviewReply({ reply }: { reply: NonNullable<PublicReview["reply"]> }) {
  const t = useT();
  return (
    <div className="ml-3 mt-3 rounded-xl border-l-4 border-brand-300 bg-slate-50 px-4 py-3 sm:ml-6">
      <p className="text-sm font-semibold text-slate-900">
        {t(text.reply)}{" "}
        <span className="font-normal text-slate-500">
          · <ReviewDate at={reply.at} />
        </span>
      </p>
      <ReviewText text={reply.text} className="mt-1 text-sm leading-6" />
    </div>
  );
}

/** Photos as small thumbnails, each a link to the full picture. */
export function ReviewPhotos({ photos, author, render }: { photos: string[]; author: string; render?: (src: string, alt: string) => ReactNode }) {
  const t = useT();
  if (photos.length === 0) return null;
  return (
    <ul aria-label={t(text.photos)} className="mt-3 flex flex-wrap gap-2">
      {photos.map((src, index) => {
        const alt = t(text.photoAlt, { number: index + 1, author });
        return (
          <li key={src} className="w-20">
            {render ? (
              render(src, alt)
            ) : (
              <a
                href={src}
                target="_blank"
                rel="noopener noreferrer"
                className="block overflow-hidden rounded-lg border border-slate-200 hover:border-brand-300"
              >
                <img src={src} alt={alt} width={80} height={80} loading="lazy" className="aspect-square w-full object-cover" />
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
