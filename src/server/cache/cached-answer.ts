import { createHash } from "node:crypto";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

type Encoding = "br" | "gzip";

/** An answer as it goes out, kept with its validator and its compressed copies (made once, when first asked for). */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

const COMPRESS_FROM_BYTES = 1024;

/**
 * Route options of a route that answers through `sendAnswer`: its answers go out already compressed
 * (the copy kept with the answer), so @fastify/compress's per-request hooks would only find them encoded.
 */
export const SENDS_KEPT_ANSWERS = { compress: false } as const;

export function makeAnswer(status: number, headers: Record<string, string | string[]>, body: Buffer): CachedAnswer {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { status, headers, body: ownBytes(body), etag, encoded: {} };
}

/**
 * The bytes in memory of their own. A small Buffer is often a view into a larger block: Buffer.from takes it from
 * Node's shared 8 KB pool, zlib's output from its 16 KB chunk. Kept for as long as the answer is, the view holds
 * the whole block: a product's 3 KB answer and 1 KB gzip copy held 24 KB, and 10,000 products cached within the
 * 32 MB bound held 206 MB (issue 30).
 */
export function ownBytes(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength) return buffer;
  const copy = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(copy);
  return copy;
}

/** Bytes an answer holds in memory (for the cache's bound). */
export const answerBytes = (answer: CachedAnswer) => answer.body.length + Object.values(answer.encoded).reduce((sum, copy) => sum + copy.length, 0);

/** The client's validator matches: RFC 9110 §13.1.2 (weak comparison, `*`, lists). */
function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** br before gzip, each only when the client accepts it (a q of 0 refuses). */
function pickEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers["accept-encoding"];
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.find((param) => param.trim().startsWith("q="));
    if (q && Number(q.trim().slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : zlib.gzipSync(body, { level: 6 });
}

/**
 * Sends a kept answer: 304 when the client's copy is current, else the body in the best encoding the
 * client takes. `onGrow` hears of a compressed copy made now, so the cache can count its bytes.
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  { cacheControl, onGrow }: { cacheControl: string; onGrow?: (bytes: number) => void },
) {
  reply.header("cache-control", cacheControl).header("vary", "accept-encoding");
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  if (answer.status === 200) {
    reply.header("etag", answer.etag);
    if (isFresh(request, answer.etag)) return reply.code(304).send();
  }
  reply.code(answer.status);
  const encoding = answer.body.length >= COMPRESS_FROM_BYTES ? pickEncoding(request) : undefined;
  if (!encoding) return reply.send(answer.body);
  let copy = answer.encoded[encoding];
  if (!copy) {
    copy = answer.encoded[encoding] = ownBytes(compress(answer.body, encoding));
    onGrow?.(copy.length);
  }
  return reply.header("content-encoding", encoding).send(copy);
}
