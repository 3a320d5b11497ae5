import type { Quote, QuoteRequestBody } from "~/src/core/shapes/quotes";
import { apiCall } from "~/src/web/lib/api";

/** The quotation calls (issue 30). A visitor follows a quotation by the key of the mailed link; a customer by login. */

const withKey = (path: string, key: string | null) => (key ? `${path}?key=${encodeURIComponent(key)}` : path);

export function requestQuote(body: QuoteRequestBody, token: string | null) {
  return apiCall<{ success: true; quote: Quote; key: string }>("/api/quotes", { method: "POST", body, token: token ?? undefined });
}

export function fetchQuote(id: string, key: string | null, token: string | null) {
  return apiCall<{ success: true; quote: Quote }>(withKey(`/api/quotes/${encodeURIComponent(id)}`, key), { token: token ?? undefined });
}

export function fetchMyQuotes(token: string) {
  return apiCall<{ success: true; quotes: Quote[] }>("/api/quotes", { token });
}

export function acceptQuote(id: string, key: string | null, token: string | null, body: { poNumber: string; paymentMethod: string }) {
  return apiCall<{ success: true; orderId: string }>(withKey(`/api/quotes/${encodeURIComponent(id)}/accept`, key), {
    method: "POST",
    body,
    token: token ?? undefined,
  });
}

export const quotePdfPath = (id: string, key: string | null) => withKey(`/api/quotes/${encodeURIComponent(id)}/pdf`, key);
