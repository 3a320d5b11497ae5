/**
 * A small JSON client for storing payloads in a running shop: it counts requests, fails loudly on a 5xx or
 * an unexpected refusal, and keeps track of which payload went into which kind of field.
 */
import type { XssPayload } from "./xss-corpus";

/** Valid values for the fields whose rules refuse markup. */
export const PHONE = "9876543210";
export const PIN = "411001";

export interface Answer {
  status: number;
  body: { success?: boolean; message?: string; [key: string]: unknown };
}

export class ShopClient {
  requests = 0;
  /** Payloads written into a field, counting each field of each entity once. */
  placements = 0;
  /** 5xx answers: a crash caused by a stored text, always a failure. */
  readonly crashes: string[] = [];
  /** Kind of field → indexes of the payloads stored in it. */
  readonly coverage = new Map<string, Set<number>>();
  /** Kind of field → how its payloads were refused (validated fields such as phone or PIN). */
  readonly refusals = new Map<string, Set<string>>();

  constructor(readonly baseUrl: string) {}

  async send(method: string, path: string, { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    this.requests += 1;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(token ? { token } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let parsed: Answer["body"];
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { message: text.slice(0, 200) };
    }
    if (response.status >= 500) this.crashes.push(`${method} ${path} → ${response.status} ${parsed.message ?? ""}`);
    return { status: response.status, body: parsed } satisfies Answer;
  }

  /** A call that must succeed; anything else stops the test with the shop's own message. */
  async ok<T = Answer["body"]>(method: string, path: string, options: Parameters<ShopClient["send"]>[2] = {}): Promise<T> {
    const answer = await this.send(method, path, options);
    if (answer.status >= 300 || answer.body.success === false) {
      throw new Error(`${method} ${path}: ${answer.status} ${answer.body.message ?? ""}\nbody: ${JSON.stringify(options.body)?.slice(0, 400)}`);
    }
    return answer.body as T;
  }

  stored(kind: string, ...indexes: number[]) {
    const set = this.coverage.get(kind) ?? new Set<number>();
    this.placements += indexes.length;
    for (const index of indexes) set.add(index);
    this.coverage.set(kind, set);
  }

  refused(kind: string, message: string) {
    const set = this.refusals.get(kind) ?? new Set<string>();
    set.add(message);
    this.refusals.set(kind, set);
  }
}

/** Runs `work` over `items` with at most `width` at a time (the machine has two cores, shared). */
export async function inBatches<T, R>(items: readonly T[], width: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/** A kind of field and the payloads that fit it, handed out in turn from an offset. */
export function fieldSlots(corpus: XssPayload[], limits: Record<string, number>, client: ShopClient) {
  return (kind: string, limit: number) => {
    limits[kind] = limit;
    const fitting = corpus.filter((payload) => payload.text.length <= limit);
    return (turn: number) => {
      const payload = fitting[turn % fitting.length];
      client.stored(kind, payload.index);
      return payload.text;
    };
  };
}

/** Hands out the payloads of one kind of field: `field(kind, limit)(turn)`. */
export type Field = ReturnType<typeof fieldSlots>;
/** An e-mail address made of a payload, for `kind`. */
export type Email = (kind: string, turn: number) => string;

/** A call whose rules must refuse the payload it carries: the refusal (never a 5xx) is noted. */
export async function probeRefusal(client: ShopClient, kind: string, method: string, path: string, options: Parameters<ShopClient["send"]>[2]) {
  const answer = await client.send(method, path, options);
  if (answer.status < 300 && answer.body.success !== false) throw new Error(`${kind}: a payload was accepted where the rules should refuse it`);
  client.refused(kind, `${answer.status} ${answer.body.message}`);
}
