import { useRef, useState } from "react";
import { ORDER_KINDS, type OrderKind } from "~/src/core/order-kinds";
import { orderNumber } from "~/src/core/order-rules";
import { ApiError, SESSION_EXPIRED_EVENT } from "./api";
import { languageHeaders } from "./i18n";
import { toast } from "./toast";

/**
 * Files the API sends only with the session token (invoices, GST returns): a plain link cannot carry the
 * `token` header, so the file is fetched as a blob and saved through an `<a download>`.
 *
 * Usage:
 *   const invoice = useDownload();
 *   <button onClick={() => invoice.start({ path, token, fallbackName: "invoice-1A2B3C4D.pdf" })}>
 *     {invoice.pending ? "Preparing…" : "View Invoice"}
 *   </button>
 * A refusal (404 "Order not found.", a cancelled order's message) is shown in a toast with the server's words.
 */
export interface DownloadRequest {
  path: string;
  token: string | null;
  /** The file name when the answer names none. */
  fallbackName: string;
}

/**
 * The file name of a Content-Disposition header: `filename*` (RFC 6266/5987, UTF-8) first, then `filename`.
 * Path separators become "-" (an invoice number such as TW/26-27/00042 has slashes, which no file name may
 * hold; browsers would replace them with something of their own).
 */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ""));
    } catch {
      name = null; // a malformed escape: the plain filename below still names it
    }
  }
  if (!name) {
    const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(disposition);
    if (plain) name = plain[1] !== undefined ? plain[1].replace(/\\(.)/g, "$1") : plain[2].trim();
  }
  // No path separators and no control characters in a file name.
  const safe = [...(name ?? "").replace(/[/\\]/g, "-")]
    .filter((char) => char.charCodeAt(0) > 31 && char.charCodeAt(0) !== 127)
    .join("")
    .trim();
  return safe || null;
}

/**
 * An order's invoice (GET /api/{orders|kit-orders}/{id}/invoice): the tax invoice once shipped, a proforma
 * before; the server names the file. Customers ask for their own orders, staff for any.
 */
export function orderInvoiceDownload(kind: OrderKind, orderId: string, token: string | null): DownloadRequest {
  return {
    path: `/api/${ORDER_KINDS[kind].segment}/${encodeURIComponent(orderId)}/invoice`,
    token,
    fallbackName: `invoice-${orderNumber(orderId)}.pdf`,
  };
}

async function refusal(response: Response, token: string | null): Promise<ApiError> {
  if (response.status === 401 && token && typeof window !== "undefined") {
    window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { detail: { token } }));
  }
  const data = (await response.json().catch(() => null)) as { message?: string; error?: string } | null;
  return new ApiError(data?.error ?? data?.message ?? `The file could not be prepared (${response.status}). Please try again.`, response.status);
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: free it a little later, not at once.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Fetches `path` with the token and saves the file; resolves to the name it was saved under. Throws ApiError. */
export async function downloadFile({ path, token, fallbackName }: DownloadRequest): Promise<string> {
  let response: Response;
  try {
    // A refusal is toasted as the server words it: in Hindi for a Hindi page.
    response = await fetch(path, { headers: token ? { token, ...languageHeaders() } : languageHeaders() });
  } catch {
    throw new ApiError("Network error. Please check your connection.", 0);
  }
  // Refusals come as JSON (404, 401; a 200 with success false on the spec's calls), files as anything else or,
  // when the file is JSON itself (GSTR-1 for the GST portal), as an attachment.
  const disposition = response.headers.get("content-disposition");
  const attachment = /^\s*attachment/i.test(disposition ?? "");
  const json = (response.headers.get("content-type") ?? "").includes("application/json");
  if (!response.ok || (json && !attachment)) throw await refusal(response, token);
  const name = fileNameFrom(disposition) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}

/**
 * One download at a time per hook: `pending` is the key of the file being prepared (a list passes each row's
 * key; a single button can leave it out), so its button can say "Preparing…". Refusals are toasted.
 */
export function useDownload() {
  const [pending, setPending] = useState<string | null>(null);
  const busy = useRef(false);

  async function start(request: DownloadRequest, key = request.path): Promise<boolean> {
    if (busy.current) return false;
    busy.current = true;
    setPending(key);
    try {
      await downloadFile(request);
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : "The file could not be saved. Please try again.");
      return false;
    } finally {
      busy.current = false;
      setPending(null);
    }
  }

  return { start, pending, isPending: (key: string) => pending === key };
}
