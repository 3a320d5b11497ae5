import sharp from "sharp";

/** multipart/form-data as a browser's form sends it: text fields, then images in `photos`. */
export function multipart(fields: Record<string, string>, photos: Buffer[], token: string) {
  const boundary = "----tinkerwala-form-boundary";
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  photos.forEach((bytes, index) => {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="p${index}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    );
    parts.push(bytes, Buffer.from("\r\n"));
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}`, token } };
}

/** A phone photo: a JPEG whose EXIF says where it was taken (which the shop must drop). */
export const phonePhoto = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 120, b: 60 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "TAKEN-AT-12.97N-77.59E" } })
    .toBuffer();
