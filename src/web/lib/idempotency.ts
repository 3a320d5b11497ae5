import { useRef } from "react";

/** 128 random bits as hex; `crypto.getRandomValues` works on plain-http pages too (randomUUID does not). */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * One Idempotency-Key per checkout attempt: a double click or a retry after a timeout sends the same key
 * with the same body, so the server makes one order; a changed order (another address, other items) or
 * the next order after a success gets a new key.
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (attempt.current?.body !== text) attempt.current = { body: text, key: newKey() };
      return attempt.current.key;
    },
    /** The order was placed: whatever comes next is a new order. */
    done() {
      attempt.current = null;
    },
  };
}
