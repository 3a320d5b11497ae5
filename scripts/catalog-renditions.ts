/**
 * Makes the WebP copies of the demo catalog's SVG pictures that the storefront lists in `srcset`
 * (src/core/images.ts): a detailed vector drawing costs a cheap phone's main thread far more to paint
 * than a small raster picture does, and a product card never needs more than 400 pixels.
 *
 * Run after adding or changing an SVG in public/images/catalog: npx tsx scripts/catalog-renditions.ts
 * (a unit test fails while a picture has no copies). Existing copies are made again, byte for byte.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { UPLOAD_WIDTHS } from "~/src/core/images";

const catalogDir = path.resolve(import.meta.dirname, "../public/images/catalog");

for (const file of (await readdir(catalogDir)).filter((name) => name.endsWith(".svg")).sort()) {
  const svg = path.join(catalogDir, file);
  const { width = 0, height = 0, density = 72 } = await sharp(svg).metadata();
  for (const side of UPLOAD_WIDTHS) {
    // Rasterise at the size wanted (not scaled up from the drawing's own size), so lines stay sharp.
    const scale = side / Math.max(width, height, 1);
    await sharp(svg, { density: Math.min(density * scale, 2400) })
      .resize(side, side, { fit: "inside" })
      .webp({ quality: 82, effort: 6 })
      .toFile(path.join(catalogDir, file.replace(/\.svg$/, `-${side}.webp`)));
  }
}
console.log(`WebP copies made in ${path.relative(process.cwd(), catalogDir)}`);
