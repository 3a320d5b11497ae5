/**
 * Uploaded product photos are stored as `/uploads/<hash>.webp` (fitted in 1200 px) with smaller WebP copies
 * (`-400`, `-800`) for phones and a JPEG (`.jpg`) for link previews, which not every app reads as WebP.
 * The demo catalog's pictures are SVG drawings with WebP copies of the same widths
 * (scripts/catalog-renditions.ts): painting a detailed drawing costs a cheap phone far more than a
 * small raster picture, so the copies serve the cards and the drawing only the largest screens.
 */
const UPLOADED_IMAGE = /^\/uploads\/([0-9a-f]{32})\.webp$/;
const CATALOG_DRAWING = /^\/images\/catalog\/([a-z0-9-]+)\.svg$/;

/** The widths of the smaller copies, for uploads and drawings alike; an upload's original is fitted in 1200 px. */
export const UPLOAD_WIDTHS = [400, 800] as const;
export const UPLOAD_FIT_SIDE = 1200;
/** A drawing scales to any size; it is listed as this wide so that only a very large box picks it. */
const DRAWING_WIDTH = 1600;

export function uploadedImageVariants(src: string): { srcSet: string; previewImage: string } | null {
  const hash = UPLOADED_IMAGE.exec(src)?.[1];
  if (!hash) return null;
  const copies = UPLOAD_WIDTHS.map((width) => `/uploads/${hash}-${width}.webp ${width}w`);
  return { srcSet: [...copies, `${src} ${UPLOAD_FIT_SIDE}w`].join(", "), previewImage: `/uploads/${hash}.jpg` };
}

/** The `srcset` for a product picture: its copies and itself, or nothing for a picture without copies. */
export function imageSrcSet(src: string): string | undefined {
  const uploaded = uploadedImageVariants(src);
  if (uploaded) return uploaded.srcSet;
  const name = CATALOG_DRAWING.exec(src)?.[1];
  if (!name) return undefined;
  return [...UPLOAD_WIDTHS.map((width) => `/images/catalog/${name}-${width}.webp ${width}w`), `${src} ${DRAWING_WIDTH}w`].join(", ");
}
