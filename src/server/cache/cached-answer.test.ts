import { gunzipSync, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { makeAnswer, ownBytes, sendAnswer } from "./cached-answer";

/** Whether the Buffer is all of its memory, not a view into a larger block that it would keep alive. */
const ownsItsMemory = (buffer: Buffer) => buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length;

/** A reply that records what is sent; each setter returns the reply, as Fastify's do. */
function recordingReply() {
  const sent: { body?: Buffer; headers: Record<string, string> } = { headers: {} };
  const reply = {
    header: (name: string, value: string) => ((sent.headers[name] = value), reply),
    code: () => reply,
    send: (body: Buffer) => ((sent.body = body), reply),
  };
  return { reply: reply as unknown as FastifyReply, sent };
}

describe("kept answers hold only their own bytes", () => {
  const json = JSON.stringify({ success: true, product: { name: "Arduino Uno R3", description: "x".repeat(1500) } });

  it("copies a small body out of Node's shared pool and a compressed copy out of zlib's chunk", () => {
    const pooled = Buffer.from(json);
    const compressed = gzipSync(pooled);
    expect([ownsItsMemory(pooled), ownsItsMemory(compressed)]).toEqual([false, false]);
    for (const buffer of [pooled, compressed]) {
      const own = ownBytes(buffer);
      expect(ownsItsMemory(own)).toBe(true);
      expect(own.equals(buffer)).toBe(true);
    }
  });

  it("keeps a Buffer that owns its memory as it is", () => {
    const large = Buffer.from("y".repeat(64 * 1024));
    expect(ownsItsMemory(large)).toBe(true);
    expect(ownBytes(large)).toBe(large);
  });

  it("stores the body and the compressed copy it makes that way, and sends the same bytes", () => {
    const answer = makeAnswer(200, { "content-type": "application/json; charset=utf-8" }, Buffer.from(json));
    expect(ownsItsMemory(answer.body)).toBe(true);
    const request = { headers: { "accept-encoding": "gzip" } } as unknown as FastifyRequest;
    const { reply, sent } = recordingReply();
    sendAnswer(request, reply, answer, { cacheControl: "public, no-cache" });
    const kept = answer.encoded.gzip;
    expect(kept && ownsItsMemory(kept)).toBe(true);
    expect(sent.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(sent.body!).toString()).toBe(json);
  });
});
