import fc from "fast-check";
import sharp from "sharp";
import type { FuzzWorld } from "./fuzz-world";
import { anyText, headerText } from "./fuzz-values";

/** Multipart uploads and CSV imports, right and wrong in the ways a browser, a script or an attacker gets them. */

type Body = { kind: string; contentType?: string; payload: string | Buffer };

const images: Record<string, Buffer> = {};

/** Real images for the upload call (made once: a PNG and a JPEG the shop accepts, one too small, a 1×1 GIF). */
export async function prepareImages() {
  const square = (size: number) => sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  images.png = await square(160).png().toBuffer();
  images.jpeg = await square(120).jpeg().toBuffer();
  images.tiny = await square(10).png().toBuffer();
  images.gif = Buffer.from("R0lGODlhAQABAAAAACw=", "base64");
}

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

function multipart(boundary: string, parts: Part[], ending: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.data), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(ending.replace("BOUNDARY", boundary)));
  return Buffer.concat(chunks);
}

const imageData = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("png", "jpeg", "tiny", "gif").map((name) => images[name]) },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.constantFrom("png", "jpeg"), fc.nat(), fc.integer({ min: 0, max: 255 })).map(([name, at, byte]) => {
      // One flipped byte: still "an image" by its name and type, not by its bytes.
      const copy = Buffer.from(images[name]);
      copy[at % copy.length] = byte;
      return copy;
    }),
  },
  { weight: 1, arbitrary: fc.constantFrom("png", "jpeg").map((name) => images[name].subarray(0, 40)) },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)) },
  { weight: 1, arbitrary: anyText },
  { weight: 1, arbitrary: fc.constant("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>") },
);

const part: fc.Arbitrary<Part> = fc.record({
  name: fc.oneof({ weight: 4, arbitrary: fc.constant("file") }, { weight: 1, arbitrary: fc.constantFrom("image", "", "file[]", '"', "fïle") }),
  filename: fc.option(fc.oneof(fc.constantFrom("a.png", "a.jpg", "../../etc/passwd", "a.svg", "", "x.php"), fc.string({ maxLength: 20 })), {
    nil: undefined,
    freq: 5,
  }),
  type: fc.option(fc.constantFrom("image/png", "image/jpeg", "text/html", "application/octet-stream", "image/svg+xml"), { nil: undefined }),
  data: imageData,
});

/** A multipart body: the image in `file`, in another field, several parts, no parts, a bad or missing boundary, cut short. */
export function multipartBody(): fc.Arbitrary<Body> {
  const usualBoundary = "----fuzzBoundary7MA4YWxk";
  // Past the 8 MB upload limit (made rarely: every one is 8 MB to allocate and send).
  const oversized = fc.constant(null).map(() => ({
    kind: "multipart",
    contentType: `multipart/form-data; boundary=${usualBoundary}`,
    payload: multipart(
      usualBoundary,
      [{ name: "file", filename: "big.png", type: "image/png", data: Buffer.alloc(8 * 1024 * 1024 + 10, 1) }],
      "--BOUNDARY--\r\n",
    ),
  }));
  const crafted = fc
    .record({
      boundary: fc.oneof(fc.constant(usualBoundary), fc.stringMatching(/^[A-Za-z0-9'()+_,-./:=?]{1,70}$/)),
      parts: fc.array(part, { minLength: 0, maxLength: 8 }),
      ending: fc.constantFrom("--BOUNDARY--\r\n", "--BOUNDARY--", "--BOUNDARY", "", "--wrong--\r\n"),
      contentType: fc.constantFrom(
        "multipart/form-data; boundary=BOUNDARY",
        "multipart/form-data",
        "multipart/form-data; boundary=",
        "multipart/form-data; boundary=other",
        "multipart/mixed; boundary=BOUNDARY",
      ),
    })
    .map(({ boundary, parts, ending, contentType }) => ({
      kind: "multipart",
      contentType: contentType.replace("BOUNDARY", boundary),
      payload: multipart(boundary, parts, ending),
    }));
  return fc.oneof({ weight: 30, arbitrary: crafted }, { weight: 1, arbitrary: oversized });
}

const HEADER = "id,name,category,price,discount,stock,bestSeller,lowStockThreshold,archived,images,description";

/** A CSV cell, quoted when it must be (or when it must not). */
const cell = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("", "0", "1", "10.5", "true", "false", "Sensors", "resistor.svg", "-1", "1e3", "abc") },
  { weight: 2, arbitrary: anyText.map((text) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text)) },
  { weight: 1, arbitrary: headerText.map((text) => `"${text}`) },
);

function productRow(world: FuzzWorld): fc.Arbitrary<string> {
  return fc
    .record({
      id: fc.oneof(
        fc.constant(""),
        fc.stringMatching(/^fuzz-[a-z0-9]{1,8}$/),
        fc.nat().map((index) => world.productIds()[index % Math.max(1, world.productIds().length)] ?? ""),
      ),
      name: fc.stringMatching(/^[A-Z][a-z]{2,12}$/),
      price: fc.constantFrom("10", "99.5", "0", "-3", "1000001", "abc"),
      stock: fc.constantFrom("0", "5", "1000", "-1", "x"),
      archived: fc.constantFrom("", "false", "true", "maybe"),
    })
    .map(
      ({ id, name, price, stock, archived }) =>
        `${id},${name},Sensors,${price},0,${stock},false,5,${archived},resistor.svg,A product from the fuzz test.`,
    );
}

/** CSV imports: well-formed rows of real and new products, broken rows, wrong headers, and files past the 2 MB limit. */
export function csvBody(world: FuzzWorld): fc.Arbitrary<Body> {
  const rows = fc.array(
    fc.oneof(
      { weight: 3, arbitrary: productRow(world) },
      { weight: 1, arbitrary: fc.array(cell, { maxLength: 14 }).map((cells) => cells.join(",")) },
    ),
    {
      maxLength: 6,
    },
  );
  const text = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.constantFrom(HEADER, `\ufeff${HEADER}`, HEADER.toUpperCase(), "id,name", ""), rows, fc.constantFrom("\n", "\r\n", "\r"))
        .map(([header, lines, eol]) => [header, ...lines].join(eol)),
    },
    { weight: 1, arbitrary: anyText },
    { weight: 1, arbitrary: fc.constant(null).map(() => `${HEADER}\n${"x,".repeat(1_100_000)}`) },
  );
  return fc
    .tuple(text, fc.constantFrom("text/csv", "text/csv; charset=utf-8", "TEXT/CSV"))
    .map(([payload, contentType]) => ({ kind: "csv", contentType, payload }));
}
