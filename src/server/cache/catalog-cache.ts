import type { CatalogChange, ChangeListener } from "./change-feed";

export interface CatalogCacheOptions {
  /** How long shown stock may lag behind orders: stock-only changes drop the cache at most this often. */
  stockLagMs?: number;
  /** Upper bound of the bytes held (answers count their body and compressed copies). */
  maxBytes?: number;
}

interface Entry<T> {
  generation: number;
  value: T;
  bytes: number;
  /** The cache's clock at the last read: eviction drops the least recently read first. */
  readAt: number;
}

/**
 * What the shop shows of its catalog (answers, pages), kept in memory until something it shows
 * changes. Correct by construction: every entry is tagged with the generation current when its load
 * *started*, and the generation moves on every change heard, so an answer read before a commit can
 * never outlive the notification of that commit. While the change feed is down nothing is served from
 * memory (a change could go unheard).
 */
export class CatalogCache implements ChangeListener {
  private generation = 0;
  private live = false;
  private bytes = 0;
  private clock = 0;
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly loading = new Map<string, { generation: number; promise: Promise<unknown> }>();
  private stockTimer: NodeJS.Timeout | undefined;
  private readonly stockLagMs: number;
  private readonly maxBytes: number;

  constructor({ stockLagMs = 1000, maxBytes = 32 * 1024 * 1024 }: CatalogCacheOptions = {}) {
    this.stockLagMs = stockLagMs;
    this.maxBytes = maxBytes;
  }

  /**
   * The current value kept for `key`, if any, without waiting: a hit is the busiest path of the shop, and
   * answering it synchronously spares every cached answer a promise and a trip through the microtask queue.
   */
  peek<T>(key: string): T | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(key) as Entry<T> | undefined;
    if (!entry || entry.generation !== this.generation) return undefined;
    entry.readAt = ++this.clock;
    return entry.value;
  }

  /** The cached value for `key`, or `load()`'s (stored when `sizeOf` says it may be). */
  async get<T>(key: string, load: () => Promise<T>, sizeOf: (value: T) => number | undefined): Promise<T> {
    if (!this.live) return load();
    const kept = this.peek<T>(key);
    if (kept !== undefined) return kept;
    const generation = this.generation;
    const pending = this.loading.get(key);
    if (pending && pending.generation === generation) return pending.promise as Promise<T>;
    const promise = load();
    this.loading.set(key, { generation, promise });
    try {
      const value = await promise;
      const bytes = sizeOf(value);
      if (bytes !== undefined && this.live && generation === this.generation) this.store(key, { generation, value, bytes, readAt: ++this.clock });
      return value;
    } finally {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    }
  }

  /** Bytes added to a stored value later (a compressed copy made on first request). */
  grew(key: string, value: unknown, bytes: number) {
    const entry = this.entries.get(key);
    if (!entry || entry.value !== value) return;
    entry.bytes += bytes;
    this.bytes += bytes;
    this.evict();
  }

  onChange(change: CatalogChange) {
    if (change === "content") return this.invalidate();
    if (this.stockTimer) return;
    this.stockTimer = setTimeout(() => this.invalidate(), this.stockLagMs);
    this.stockTimer.unref();
  }

  onLive() {
    this.live = true;
    this.invalidate();
  }

  onLost() {
    this.live = false;
    this.invalidate();
  }

  /** Forget everything: the next read of every key goes to the database. */
  invalidate() {
    clearTimeout(this.stockTimer);
    this.stockTimer = undefined;
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  get stats() {
    return { live: this.live, generation: this.generation, entries: this.entries.size, bytes: this.bytes };
  }

  close() {
    this.live = false;
    this.invalidate();
  }

  private store(key: string, entry: Entry<unknown>) {
    const previous = this.entries.get(key);
    if (previous) this.bytes -= previous.bytes;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
  }

  /**
   * Over the bound, the least recently read entries go until an eighth of it is free, so that a full
   * cache sorts its entries once in many stores rather than on each.
   */
  private evict() {
    if (this.bytes <= this.maxBytes) return;
    const target = this.maxBytes - this.maxBytes / 8;
    const leastRecentFirst = [...this.entries].sort(([, a], [, b]) => a.readAt - b.readAt);
    for (const [key, entry] of leastRecentFirst) {
      if (this.bytes <= target) break;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}
