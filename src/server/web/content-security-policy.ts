import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The page's inline scripts by their SHA-256 (CSP Level 2 hashes) rather than a per-response nonce:
 * a page then has the same bytes for every visitor, so it can be kept in memory, revalidated with its
 * ETag and held by a CDN, while a script injected into it still matches no hash and does not run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    // Carousels and toasts position themselves with inline styles.
    "style-src 'self' 'unsafe-inline'",
    // blob: is the page's own: previews of the photos a customer picks for a return, and the return photos,
    // which are private and fetched with the session's token, then shown from memory.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
