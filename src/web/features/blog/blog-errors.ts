import { isRouteErrorResponse } from "react-router";

export const POSTS_FAILED = "Failed to load posts.";
export const POST_FAILED = "Failed to load post.";
export const BLOG_NETWORK_ERROR = "Network error.";

/** §8: the server's `error` field, else "Network error." when the request never arrived, else the fallback. */
export function blogErrorText(error: unknown, fallback: string): string {
  if (isRouteErrorResponse(error)) {
    const text = (error.data as { error?: unknown } | null)?.error;
    return typeof text === "string" && text ? text : fallback;
  }
  if (error instanceof TypeError || (typeof navigator !== "undefined" && navigator.onLine === false)) return BLOG_NETWORK_ERROR;
  return fallback;
}
