import { defineMessages, type Translate } from "~/src/core/i18n";
import { compiledTranslator } from "~/src/web/lib/compiled-message";
import { languageHeaders } from "~/src/web/lib/i18n";

/**
 * The storefront's one way to call the API: JSON in and out (or a FormData body in), the session token in the `token`
 * header (§6), and `{ success: false, message }` turned into an ApiError carrying that message. A call from a Hindi
 * page asks for Hindi messages (`x-shop-language: hi`, issue 33); the few messages written here follow the page too.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const text = defineMessages("api", {
  network: "Network error. Please check your connection.",
  noData: "The server answered {status} without data. Please try again.",
  failed: "Request failed ({status}).",
});

let translate: Translate = compiledTranslator("en");

/** The page's translator for this module's own messages (the SessionProvider, on every page, keeps it current). */
export function setApiTranslator(t: Translate): void {
  translate = t;
}

export const TOKEN_STORAGE_KEY = "token";
/** Fired on window when the server refuses a token (expired, logged out elsewhere): the session ends. */
export const SESSION_EXPIRED_EVENT = "tinkerwala:session-expired";

export function readStoredToken(): string | null {
  if (typeof window === "undefined") return null;
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

interface CallOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
  /** E.g. `Idempotency-Key` on calls that create an order. */
  headers?: Record<string, string>;
}

export async function apiCall<T>(path: string, { method = "GET", body, token, signal, headers: extra }: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", ...languageHeaders(), ...extra };
  // A FormData body (a return with photos) sets its own multipart content type and boundary.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers["content-type"] = "application/json";
  if (token) headers.token = token;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: form ? body : body === undefined ? undefined : JSON.stringify(body), signal });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(translate(text.network), 0);
  }
  let data: (T & { success?: boolean; message?: string; error?: string }) | undefined;
  try {
    data = await response.json();
  } catch {
    throw new ApiError(translate(text.noData, { status: response.status }), response.status);
  }
  if (response.status === 401 && token && typeof window !== "undefined") {
    window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { detail: { token } }));
  }
  if (!response.ok || data?.success === false) {
    throw new ApiError(data?.error ?? data?.message ?? translate(text.failed, { status: response.status }), response.status);
  }
  return data as T;
}
