import { afterEach, beforeEach, vi } from "vitest";

/** A file the page handed to the browser through `<a download>`: its name and contents. */
export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * For every test of the file (or describe block) it is called in: files saved through `<a download>` are
 * caught instead of followed (jsdom has no blob URLs and cannot navigate). Returns the list, emptied before
 * each test.
 */
export function capturedDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let click: { mockRestore(): void } | undefined;
  beforeEach(() => {
    saved.length = 0;
    blobs.clear();
    URL.createObjectURL = vi.fn((blob: Blob) => {
      const url = `blob:http://localhost/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = vi.fn();
    click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (this.download && blob) saved.push({ name: this.download, blob });
    });
  });
  afterEach(() => {
    click?.mockRestore();
    // jsdom defines neither: leave URL as it was.
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });
  return saved;
}

/** An answer carrying a file, as the invoice and GST-return calls send one. */
export function fileAnswer(body: string, { type = "application/pdf", disposition }: { type?: string; disposition?: string } = {}) {
  const headers: Record<string, string> = { "content-type": type };
  if (disposition) headers["content-disposition"] = disposition;
  return Promise.resolve(new Response(body, { status: 200, headers }));
}
