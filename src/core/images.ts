/**
 * Uploaded product photos are stored as `/uploads/<hash>.webp` (fitted in 1200 px) with smaller WebP copies
 * (`-400`, `-800`) for phones and a JPEG (`.jpg`) for link previews, which not every app reads as WebP.
 * Catalog pictures that are not uploads (the demo's SVGs) have no variants.
 */
const UPLOADED_IMAGE = /^\/uploads\/([0-9a-f]{32})\.webp$/;

/** The widths stored for each upload: the two copies and the fitted original. */
export const UPLOAD_WIDTHS = [400, 800] as const;
export const UPLOAD_FIT_SIDE = 1200;

export function uploadedImageVariants(src: string): { srcSet: string; previewImage: string } | null {
  const hash = UPLOADED_IMAGE.exec(src)?.[1];
  if (!hash) return null;
  const copies = UPLOAD_WIDTHS.map((width) => `/uploads/${hash}-${width}.webp ${width}w`);
  return { srcSet: [...copies, `${src} ${UPLOAD_FIT_SIDE}w`].join(", "), previewImage: `/uploads/${hash}.jpg` };
}
