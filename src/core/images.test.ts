import { describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import path from "node:path";
import { UPLOAD_WIDTHS, imageSrcSet, uploadedImageVariants } from "./images";

describe("uploadedImageVariants", () => {
  it("lists the 400, 800 and 1200 px copies of an upload and its JPEG for previews", () => {
    const hash = "0123456789abcdef0123456789abcdef";
    expect(uploadedImageVariants(`/uploads/${hash}.webp`)).toEqual({
      srcSet: `/uploads/${hash}-400.webp 400w, /uploads/${hash}-800.webp 800w, /uploads/${hash}.webp 1200w`,
      previewImage: `/uploads/${hash}.jpg`,
    });
  });

  it("has nothing for pictures that are not uploads", () => {
    expect(uploadedImageVariants("/images/catalog/arduino-uno-r3.svg")).toBeNull();
    expect(uploadedImageVariants("/uploads/../secret.webp")).toBeNull();
  });
});

describe("imageSrcSet", () => {
  it("lists a catalog drawing's WebP copies, and the drawing itself only for a very large box", () => {
    expect(imageSrcSet("/images/catalog/arduino-uno-r3.svg")).toBe(
      "/images/catalog/arduino-uno-r3-400.webp 400w, /images/catalog/arduino-uno-r3-800.webp 800w, /images/catalog/arduino-uno-r3.svg 1600w",
    );
  });

  it("lists an upload's copies, and nothing for any other picture", () => {
    const hash = "0123456789abcdef0123456789abcdef";
    expect(imageSrcSet(`/uploads/${hash}.webp`)).toBe(uploadedImageVariants(`/uploads/${hash}.webp`)!.srcSet);
    expect(imageSrcSet("https://example.com/board.svg")).toBeUndefined();
    expect(imageSrcSet("/images/catalog/../secret.svg")).toBeUndefined();
  });

  it("every drawing in the catalog folder has its copies (scripts/catalog-renditions.ts makes them)", () => {
    const folder = path.resolve(import.meta.dirname, "../../public/images/catalog");
    const files = new Set(readdirSync(folder));
    const drawings = [...files].filter((file) => file.endsWith(".svg"));
    expect(drawings.length).toBeGreaterThan(60);
    for (const drawing of drawings) {
      for (const width of UPLOAD_WIDTHS) expect(files, drawing).toContain(drawing.replace(/\.svg$/, `-${width}.webp`));
    }
  });
});
