import { useState, type ChangeEvent } from "react";
import { Button } from "~/src/web/components/ui/button";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";
import { sendRaw } from "~/src/web/admin/common/send-raw";
import type { UploadResponse } from "./catalog-types";

const MAX_IMAGES = 10;

/** POST /api/admin/uploads: the server checks the bytes, resizes and answers the stored image's URL. */
function uploadImage(file: File, token: string | null): Promise<UploadResponse> {
  const form = new FormData();
  form.append("file", file);
  return sendRaw<UploadResponse>("/api/admin/uploads", form, { token });
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => resolve("");
    reader.readAsDataURL(file);
  });
}

interface ImagePickerProps {
  images: string[];
  onChange: (images: string[]) => void;
  /** One picture only (a blog cover): a new upload replaces the old one. */
  single?: boolean;
}

/** Pictures of a product: upload from the phone's camera or the desktop, preview, reorder, remove. */
export function ImagePicker({ images, onChange, single = false }: ImagePickerProps) {
  const token = useAdminToken();
  const [uploading, setUploading] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setRefusal(null);
    setUploading("");
    // A data: URL, because the pages' Content-Security-Policy allows images from 'self' and data: only.
    readAsDataUrl(file).then((preview) => setUploading((current) => (current === null ? null : preview)));
    try {
      const uploaded = await uploadImage(file, token);
      onChange(single ? [uploaded.image] : [...images, uploaded.image]);
    } catch (error) {
      setRefusal(`${file.name}: ${(error as Error).message}`);
    } finally {
      setUploading(null);
      // The same file may be picked again after a refusal.
      input.value = "";
    }
  };

  const move = (from: number, to: number) => {
    const next = [...images];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    onChange(next);
  };

  const full = !single && images.length >= MAX_IMAGES;
  return (
    <div className="space-y-3">
      {images.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((src, index) => (
            <li key={`${src}-${index}`} className="rounded-xl border border-slate-200 bg-white p-2">
              <img src={src} alt={`Picture ${index + 1}`} className="aspect-square w-full rounded-lg object-contain" />
              {!single && index === 0 && <p className="mt-1 text-center text-xs font-semibold text-brand-700">Main picture</p>}
              <div className="mt-2 flex justify-center gap-1">
                {!single && (
                  <>
                    <Button
                      size="xs"
                      variant="secondary"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={`Move picture ${index + 1} earlier`}
                    >
                      ←
                    </Button>
                    <Button
                      size="xs"
                      variant="secondary"
                      disabled={index === images.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={`Move picture ${index + 1} later`}
                    >
                      →
                    </Button>
                  </>
                )}
                <Button
                  size="xs"
                  variant="danger"
                  onClick={() => onChange(images.filter((_, i) => i !== index))}
                  aria-label={`Remove picture ${index + 1}`}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {uploading !== null && (
        <div className="flex items-center gap-3 text-sm text-slate-600" aria-live="polite">
          {uploading ? (
            <img src={uploading} alt="" className="h-16 w-16 rounded-lg object-cover opacity-60" />
          ) : (
            <span className="h-16 w-16 animate-pulse rounded-lg bg-slate-200" />
          )}
          Uploading…
        </div>
      )}
      {refusal && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {refusal}
        </p>
      )}
      {!full && (
        <div className="grid gap-2 sm:grid-cols-2">
          {/* capture opens the camera straight away on a phone; the other input keeps the gallery reachable. */}
          <FileButton label="Take a photo" capture onFile={onFile} disabled={uploading !== null} className="md:hidden" />
          <FileButton label={single && images.length ? "Replace the picture" : "Choose a picture"} onFile={onFile} disabled={uploading !== null} />
        </div>
      )}
      <p className="text-xs text-slate-500">JPEG, PNG or WebP. {single ? "" : `Up to ${MAX_IMAGES} pictures; the first is the main one.`}</p>
    </div>
  );
}

interface FileButtonProps {
  label: string;
  capture?: boolean;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled: boolean;
  className?: string;
}

function FileButton({ label, capture, onFile, disabled, className = "" }: FileButtonProps) {
  return (
    <label
      className={`flex min-h-12 cursor-pointer items-center justify-center rounded-xl border-2 border-dashed border-slate-300 px-4 text-center text-sm font-semibold text-brand-700 hover:border-brand-400 hover:bg-brand-50 ${className}`}
    >
      {label}
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture={capture ? "environment" : undefined}
        className="sr-only"
        onChange={onFile}
        disabled={disabled}
      />
    </label>
  );
}
