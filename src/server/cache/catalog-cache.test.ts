import { describe, expect, it } from "vitest";
import { CatalogCache } from "./catalog-cache";

const kb = (n: number) => n * 1024;

function liveCache(maxBytes = kb(100)) {
  const cache = new CatalogCache({ maxBytes });
  cache.onLive();
  return cache;
}

/** Stores `value` under `key`, counting `bytes` for it. */
async function keep(cache: CatalogCache, key: string, value: string, bytes = kb(10)) {
  return cache.get(
    key,
    async () => value,
    () => bytes,
  );
}

describe("CatalogCache", () => {
  it("gives a kept value at once, and nothing once something changed or while changes cannot be heard", async () => {
    const cache = liveCache();
    expect(cache.peek("a")).toBeUndefined();
    await keep(cache, "a", "first");
    expect(cache.peek("a")).toBe("first");
    expect(
      await cache.get(
        "a",
        async () => "reloaded",
        () => 1,
      ),
    ).toBe("first");

    cache.onChange("content");
    expect(cache.peek("a")).toBeUndefined();
    await keep(cache, "a", "second");
    expect(cache.peek("a")).toBe("second");

    cache.onLost();
    expect(cache.peek("a")).toBeUndefined();
    expect(await keep(cache, "a", "from the database")).toBe("from the database");
    expect(cache.peek("a")).toBeUndefined();
  });

  it("over its bound, forgets the entries read least recently, and frees an eighth of the bound at once", async () => {
    const cache = liveCache(kb(100));
    for (const key of ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]) await keep(cache, key, key);
    expect(cache.stats).toMatchObject({ entries: 10, bytes: kb(100) });

    // Reading "a" and "b" makes "c" and "d" the least recently read.
    cache.peek("a");
    await cache.get(
      "b",
      async () => "unused",
      () => 1,
    );
    await keep(cache, "k", "k");

    // 110 KB is over the bound: entries go, least recently read first, until at most 87.5 KB remain.
    expect(cache.stats).toMatchObject({ entries: 8, bytes: kb(80) });
    expect(["a", "b", "c", "d", "e", "f", "k"].map((key) => cache.peek(key) ?? null)).toEqual(["a", "b", null, null, null, "f", "k"]);
  });

  it("counts a compressed copy added later against the bound", async () => {
    const cache = liveCache(kb(100));
    for (const key of ["a", "b", "c", "d", "e"]) await keep(cache, key, key, kb(20));
    cache.peek("a");
    cache.grew("a", "a", kb(30));
    // 130 KB: the least recently read ("b", "c", "d") go until at most 87.5 KB remain.
    expect(cache.stats).toMatchObject({ entries: 2, bytes: kb(70) });
    expect(["a", "b", "c", "d", "e"].map((key) => cache.peek(key) ?? null)).toEqual(["a", null, null, null, "e"]);
  });
});
