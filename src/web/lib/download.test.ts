import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { capturedDownloads, fileAnswer } from "~/tests/support/downloads";
import { json, stubFetch } from "~/tests/support/admin";
import { ApiError, SESSION_EXPIRED_EVENT } from "./api";
import { downloadFile, fileNameFrom, orderInvoiceDownload } from "./download";

describe("fileNameFrom (Content-Disposition)", () => {
  it("prefers the UTF-8 name and turns an invoice number's slashes into hyphens", () => {
    expect(fileNameFrom(`inline; filename="TW-26-27-00042.pdf"; filename*=UTF-8''TW%2F26-27%2F00042.pdf`)).toBe("TW-26-27-00042.pdf");
    expect(fileNameFrom(`attachment; filename*=UTF-8''Rechnung%20%E2%82%B9.pdf`)).toBe("Rechnung ₹.pdf");
  });

  it("reads a plain name, quoted or not, and gives null when there is none", () => {
    expect(fileNameFrom(`attachment; filename="GSTR-1-2026-11.zip"`)).toBe("GSTR-1-2026-11.zip");
    expect(fileNameFrom("attachment; filename=proforma-1A2B3C4D.pdf")).toBe("proforma-1A2B3C4D.pdf");
    expect(fileNameFrom("inline")).toBeNull();
    expect(fileNameFrom(null)).toBeNull();
  });

  it("falls back to the plain name when the UTF-8 one is malformed", () => {
    expect(fileNameFrom(`inline; filename="a.pdf"; filename*=UTF-8''%E2%ZZ.pdf`)).toBe("a.pdf");
  });
});

describe("downloadFile", () => {
  const saved = capturedDownloads();
  let fetchMock: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    fetchMock = stubFetch();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("fetches with the token and saves the file under the server's name", async () => {
    fetchMock.mockImplementation(() =>
      fileAnswer("%PDF-1.7", { disposition: `inline; filename="TW-26-27-00042.pdf"; filename*=UTF-8''TW%2F26-27%2F00042.pdf` }),
    );
    const name = await downloadFile(orderInvoiceDownload("component", "3f9c2a1e-0000-4000-8000-000000000001", "tok-1"));
    expect(fetchMock).toHaveBeenCalledWith("/api/orders/3f9c2a1e-0000-4000-8000-000000000001/invoice", { headers: { token: "tok-1" } });
    expect(name).toBe("TW-26-27-00042.pdf");
    expect(saved.map((file) => file.name)).toEqual(["TW-26-27-00042.pdf"]);
    expect(await saved[0].blob.text()).toBe("%PDF-1.7");
  });

  it("names an unnamed invoice after the order", async () => {
    fetchMock.mockImplementation(() => fileAnswer("%PDF-1.7"));
    await downloadFile(orderInvoiceDownload("kit", "abcdef12-0000-4000-8000-000000000001", "tok-1"));
    expect(fetchMock.mock.calls[0][0]).toBe("/api/kit-orders/abcdef12-0000-4000-8000-000000000001/invoice");
    expect(saved[0].name).toBe("invoice-ABCDEF12.pdf");
  });

  it("turns a refusal into an ApiError with the server's message and saves nothing", async () => {
    const message = "This order was cancelled before it shipped, so it has no invoice.";
    fetchMock.mockImplementation(() => json({ success: false, message }, 404));
    const failure = downloadFile({ path: "/api/orders/x/invoice", token: "tok-1", fallbackName: "x.pdf" });
    await expect(failure).rejects.toEqual(new ApiError(message, 404));
    await expect(failure).rejects.toMatchObject({ status: 404 });
    expect(saved).toHaveLength(0);
  });

  it("saves a JSON file sent as an attachment, and still reads a JSON answer without one as a refusal", async () => {
    fetchMock.mockImplementationOnce(() =>
      fileAnswer('{"fp":"112026"}', { type: "application/json", disposition: 'attachment; filename="GSTR-1-2026-11.json"' }),
    );
    expect(await downloadFile({ path: "/api/admin/gst/returns?month=2026-11&format=portal", token: "tok", fallbackName: "x.json" })).toBe(
      "GSTR-1-2026-11.json",
    );
    expect(await saved[0].blob.text()).toBe('{"fp":"112026"}');
    fetchMock.mockImplementationOnce(() => json({ success: false, message: "Not yet." }, 200));
    await expect(downloadFile({ path: "/api/orders/x/invoice", token: "tok", fallbackName: "x.pdf" })).rejects.toThrow("Not yet.");
    expect(saved).toHaveLength(1);
  });

  it("ends the session when the server refuses the token, and says when the network failed", async () => {
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    fetchMock.mockImplementationOnce(() => json({ success: false, message: "Please log in again." }, 401));
    await expect(downloadFile({ path: "/api/orders/x/invoice", token: "old", fallbackName: "x.pdf" })).rejects.toThrow("Please log in again.");
    expect(expired).toHaveBeenCalledTimes(1);
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);

    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(downloadFile({ path: "/api/orders/x/invoice", token: "tok", fallbackName: "x.pdf" })).rejects.toThrow(
      "Network error. Please check your connection.",
    );
  });
});
