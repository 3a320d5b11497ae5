import { beforeEach, describe, expect, it } from "vitest";
import { addRecentlyViewed, parseRecentlyViewed, readRecentlyViewed, recordRecentlyViewed, RECENTLY_VIEWED_KEY } from "./recently-viewed";

describe("recently viewed (§3, §9)", () => {
  beforeEach(() => window.localStorage.clear());

  it("puts the newest first and keeps each id once", () => {
    expect(addRecentlyViewed(["a", "b", "c"], "d")).toEqual(["d", "a", "b", "c"]);
    expect(addRecentlyViewed(["a", "b", "c"], "b")).toEqual(["b", "a", "c"]);
  });

  it("keeps at most 10 ids, dropping the oldest", () => {
    const ten = Array.from({ length: 10 }, (_, index) => `p${index}`);
    const next = addRecentlyViewed(ten, "new");
    expect(next).toHaveLength(10);
    expect(next[0]).toBe("new");
    expect(next).not.toContain("p9");
  });

  it("stores the list in localStorage under recentProducts", () => {
    recordRecentlyViewed("a");
    recordRecentlyViewed("b");
    recordRecentlyViewed("a");
    expect(JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY)!)).toEqual(["a", "b"]);
    expect(readRecentlyViewed()).toEqual(["a", "b"]);
  });

  it("reads damaged storage as an empty list", () => {
    expect(parseRecentlyViewed("{not json")).toEqual([]);
    expect(parseRecentlyViewed('{"a":1}')).toEqual([]);
    expect(parseRecentlyViewed('["a", 3, "a", "b"]')).toEqual(["a", "b"]);
    expect(parseRecentlyViewed(null)).toEqual([]);
  });
});
