import { ApiError } from "~/src/web/lib/api";

/** A refusal with the whole answer kept, for calls whose refusals carry more than a message (CSV rows). */
export class RawCallError extends ApiError {
  constructor(
    message: string,
    status: number,
    readonly body: unknown,
  ) {
    super(message, status);
  }
}

/**
 * Calls whose body is not JSON (a file, a CSV text). Refusals become an ApiError with the server's
 * message, as `apiCall` does for JSON calls, so screens show them the same way.
 */
export async function sendRaw<T>(
  path: string,
  body: FormData | string,
  { token, contentType }: { token: string | null; contentType?: string },
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (contentType) headers["content-type"] = contentType;
  if (token) headers.token = token;
  let response: Response;
  try {
    response = await fetch(path, { method: "POST", headers, body });
  } catch {
    throw new ApiError("Network error. Please check your connection.", 0);
  }
  let data: (T & { success?: boolean; message?: string }) | undefined;
  try {
    data = await response.json();
  } catch {
    // A proxy refusing a big upload answers with HTML, not our JSON.
    const reason = response.status === 413 ? "The file is too large." : `The server answered ${response.status} without data.`;
    throw new ApiError(`${reason} Please try again.`, response.status);
  }
  if (!response.ok || data?.success === false) throw new RawCallError(data?.message ?? `Request failed (${response.status}).`, response.status, data);
  return data as T;
}
