import { describe, expect, it } from "vitest";
import { uploadedImageVariants } from "./images";

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
