import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffToken } from "~/tests/support/catalog";
import { addProducts, createTestApp, productFixture, type TestApp } from "~/tests/support/test-app";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await staffToken(t);
  await addProducts(t.db, [productFixture({ id: "doc-driver", name: "Doc Driver" })]);
}, 60_000);
afterAll(() => t?.close());

/** A real one-page PDF, as a manufacturer's datasheet is. */
function datasheet(text: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.text(text);
    doc.end();
  });
}

function form(bytes: Buffer, { filename = "l298n.pdf", name }: { filename?: string; name?: string } = {}) {
  const boundary = "----tinkerwala-doc-boundary";
  const parts = [
    ...(name === undefined ? [] : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`)]),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}`, token } };
}
const attach = (bytes: Buffer, options?: Parameters<typeof form>[1]) =>
  t.app.inject({ method: "POST", url: "/api/admin/products/doc-driver/documents", ...form(bytes, options) });

describe("datasheets", () => {
  it("attaches a PDF the product then lists for download, served from the file store", async () => {
    const pdf = await datasheet("L298N dual H-bridge driver");
    const response = await attach(pdf, { name: "L298N datasheet" });
    expect(response.statusCode).toBe(200);
    const [document] = response.json().product.documents;
    expect(document).toEqual({ name: "L298N datasheet", url: expect.stringMatching(/^\/uploads\/docs\/[0-9a-f]{32}\.pdf$/), bytes: pdf.length });

    const shown = (await t.app.inject("/api/products/doc-driver")).json().product.documents;
    expect(shown).toEqual([document]);
    const download = await t.app.inject(document.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(Buffer.compare(download.rawPayload, pdf)).toBe(0);
  });

  it("names a document after its file when staff type no name, and removes one by its place in the list", async () => {
    const response = await attach(await datasheet("User manual"), { filename: "Robot car manual.pdf" });
    expect(response.json().product.documents.map((doc: { name: string }) => doc.name)).toEqual(["L298N datasheet", "Robot car manual"]);
    const removed = await t.app.inject({ method: "DELETE", url: "/api/admin/products/doc-driver/documents/1", headers: { token } });
    expect(removed.json().product.documents.map((doc: { name: string }) => doc.name)).toEqual(["Robot car manual"]);
    expect((await t.app.inject({ method: "DELETE", url: "/api/admin/products/doc-driver/documents/5", headers: { token } })).statusCode).toBe(404);
  });

  it("refuses a renamed text file (415), a file over 20 MB (413), and a caller who is not logged in (401), changing nothing", async () => {
    const before = (await t.app.inject("/api/products/doc-driver")).json().product.documents;
    const text = await attach(Buffer.from("just some notes, not a PDF at all"), { filename: "datasheet.pdf" });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ success: false, message: "This file is not a PDF." });
    const huge = await attach(Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(21 * 1024 * 1024, 32)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe("The file is too large: a document must be at most 20 MB.");
    const customer = await t.app.inject({
      method: "POST",
      url: "/api/admin/products/doc-driver/documents",
      ...form(await datasheet("x")),
      headers: { ...form(await datasheet("x")).headers, token: "nobody" },
    });
    expect(customer.statusCode).toBe(401);
    expect((await t.app.inject("/api/products/doc-driver")).json().product.documents).toEqual(before);
  });
});
