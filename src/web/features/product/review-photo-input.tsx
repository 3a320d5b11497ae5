import { useEffect, useId, useState, type ChangeEvent } from "react";
import { REVIEW_PHOTOS_MAX } from "~/src/core/reviews";

const ACCEPT = "image/jpeg,image/png,image/webp";

/** Preview addresses of the chosen files, freed when the choice changes or the form goes. */
function usePreviews(files: File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((file) => URL.createObjectURL(file));
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

/** Up to three photos of the part in use; the server checks their type and size and says what it refused. */
export function ReviewPhotoInput({ photos, onChange }: { photos: File[]; onChange(photos: File[]): void }) {
  const previews = usePreviews(photos);
  const hintId = useId();
  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = ""; // the same file may be chosen again after removing it
    onChange([...photos, ...chosen].slice(0, REVIEW_PHOTOS_MAX));
  };
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">
        Photos <span className="text-slate-500">(optional)</span>
      </legend>
      <p id={hintId} className="mt-0.5 text-xs text-slate-500">
        Up to {REVIEW_PHOTOS_MAX} JPEG, PNG or WebP pictures of the part. They are shown with your review.
      </p>
      {photos.length > 0 && (
        <ul aria-label="Chosen photos" className="mt-2 flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${index}`} className="relative w-20">
              {previews[index] ? (
                <img src={previews[index]} alt={photo.name} className="aspect-square w-full rounded-lg border border-slate-200 object-cover" />
              ) : (
                <span className="block aspect-square w-full rounded-lg bg-slate-100" />
              )}
              <button
                type="button"
                onClick={() => onChange(photos.filter((_, other) => other !== index))}
                className="absolute right-1 top-1 rounded-full bg-white/90 px-1.5 py-0.5 text-xs font-semibold text-red-700 shadow"
              >
                Remove<span className="sr-only"> {photo.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < REVIEW_PHOTOS_MAX && (
        <label className="mt-2 inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-dashed border-slate-400 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
          Add photos
          <input type="file" accept={ACCEPT} multiple onChange={add} aria-describedby={hintId} className="sr-only" />
        </label>
      )}
    </fieldset>
  );
}
