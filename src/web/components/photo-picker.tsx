import { useEffect, useId, useState, type ChangeEvent } from "react";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("photoPicker", {
  refused: "{name} cannot be sent: photos must be JPEG, PNG or WebP pictures of at most 8 MB.",
  tooMany: "At most {max} photos; the first {max} are kept.",
  legendOptional: "Photos (optional)",
  legend: "Photos",
  optional: "(optional)",
  chosen: "Chosen photos",
  remove: "Remove",
  add: "Add photos",
});

/** What the server takes with a return or a review (docs/api.md): up to 3 pictures, JPEG, PNG or WebP, 8 MB each. */
const MAX_PHOTOS = 3;
const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"];

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

interface PhotoPickerProps {
  photos: File[];
  onChange(photos: File[]): void;
  /** What the photos are for, under the legend. */
  hint: string;
  /** "section": a form section's heading (returns); "field": a field among others (reviews). */
  size?: "section" | "field";
}

/** Up to three photos, refused here before a long upload on a phone when they are not pictures the server takes. */
export function PhotoPicker({ photos, onChange, hint, size = "section" }: PhotoPickerProps) {
  const previews = usePreviews(photos);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const problemId = useId();
  const t = useT();

  function add(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = ""; // the same file may be chosen again after removing it
    const refused = chosen.find((file) => !PHOTO_TYPES.includes(file.type) || file.size > MAX_PHOTO_BYTES);
    const fitting = chosen.filter((file) => PHOTO_TYPES.includes(file.type) && file.size <= MAX_PHOTO_BYTES);
    const next = [...photos, ...fitting].slice(0, MAX_PHOTOS);
    if (refused) setProblem(t(text.refused, { name: refused.name }));
    else if (photos.length + fitting.length > MAX_PHOTOS) setProblem(t(text.tooMany, { max: MAX_PHOTOS }));
    else setProblem(null);
    onChange(next);
  }

  return (
    <fieldset>
      {size === "section" ? (
        <legend className="text-base font-bold text-slate-900">{t(text.legendOptional)}</legend>
      ) : (
        <legend className="text-sm font-medium text-slate-700">
          {t(text.legend)} <span className="text-slate-500">{t(text.optional)}</span>
        </legend>
      )}
      <p id={hintId} className={size === "section" ? "mt-1 text-sm text-slate-600" : "mt-0.5 text-xs text-slate-500"}>
        {hint}
      </p>
      {photos.length > 0 && (
        <ul
          className={size === "section" ? "mt-3 grid grid-cols-3 gap-2" : "mt-2 grid w-64 max-w-full grid-cols-3 gap-2"}
          aria-label={t(text.chosen)}
        >
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${index}`} className="relative">
              {previews[index] ? (
                <img src={previews[index]} alt={photo.name} className="aspect-square w-full rounded-lg border border-slate-200 object-cover" />
              ) : (
                <span className="block aspect-square w-full rounded-lg bg-slate-100" />
              )}
              <button
                type="button"
                onClick={() => onChange(photos.filter((_, other) => other !== index))}
                className="absolute right-1 top-1 rounded-full bg-white/90 px-2 py-1 text-xs font-semibold text-red-700 shadow"
              >
                {t(text.remove)}
                <span className="sr-only"> {photo.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < MAX_PHOTOS && (
        <label className="mt-3 flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-dashed border-slate-400 bg-white px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
          {t(text.add)}
          <input
            type="file"
            accept={PHOTO_TYPES.join(",")}
            multiple
            onChange={add}
            aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
            className="sr-only"
          />
        </label>
      )}
      {problem && (
        <p id={problemId} className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
