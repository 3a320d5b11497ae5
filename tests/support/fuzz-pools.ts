const POOL_SIZE = 40;
/** Answer fields worth reusing in later requests: ids, e-mails, tokens, links, file and image names. */
const HARVESTED_KEY = /(^|_)id$|Id$|^email$|token|^link$|^file$|^image$/;

/**
 * Values fuzzed requests reuse, by name: `_id`, `email`, and `resource|field` for the ids a collection's
 * calls return (see resourceOf), so a parameter gets an id of its own kind. Each pool keeps its most recent
 * POOL_SIZE values, so the pools follow what fuzzed calls create and delete.
 */
export class Pools {
  private readonly byKey = new Map<string, string[]>();

  remember(key: string, value: string) {
    const pool = this.byKey.get(key) ?? [];
    if (pool.includes(value)) return;
    pool.push(value);
    if (pool.length > POOL_SIZE) pool.shift();
    this.byKey.set(key, pool);
  }

  /**
   * Ids, e-mails, tokens and links from an answer of a call in `resource`, remembered under their field name
   * and under `resource|field`; a link's query values are remembered under their own names.
   */
  harvest(value: unknown, resource = "", key = "", depth = 0): void {
    if (depth > 6) return;
    if (typeof value === "string") {
      if (!HARVESTED_KEY.test(key) || value.length > 300) return;
      this.remember(key, value);
      if (resource) this.remember(`${resource}|${key}`, value);
      if (key === "link") {
        const url = new URL(value, "http://localhost");
        for (const [name, item] of url.searchParams) this.remember(name, item);
      }
    } else if (Array.isArray(value)) {
      for (const item of value.slice(0, 10)) this.harvest(item, resource, key, depth + 1);
    } else if (value && typeof value === "object") {
      for (const [name, item] of Object.entries(value)) this.harvest(item, resource, name, depth + 1);
    }
  }

  /** Every value remembered under any of these keys. */
  values(...keys: string[]): string[] {
    return keys.flatMap((key) => this.byKey.get(key) ?? []);
  }
}
