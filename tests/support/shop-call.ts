/**
 * One call to the running test shop, as the browser tests set up what a page then shows (an order placed, a
 * status moved by staff): JSON in and out, the session's `token` header, and an error naming the call when the
 * shop refuses it.
 */
export async function shopCall<T>(
  baseUrl: string,
  route: string,
  { token, body, method = "POST" }: { token?: string; body?: unknown; method?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = body === undefined ? {} : { "content-type": "application/json" };
  if (token) headers.token = token;
  const response = await fetch(`${baseUrl}${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = (await response.json()) as T & { success?: boolean; message?: string };
  if (!response.ok || data.success === false) throw new Error(`${method} ${route}: ${response.status} ${data.message}`);
  return data;
}
