import { describe, expect, it } from "vitest";
import { averageStars, checkReviewInput, reviewAuthor } from "./reviews";

describe("reviewAuthor", () => {
  it("shows the first name and the initial of the last, nothing more", () => {
    expect(reviewAuthor("Priya Ramesh Sharma")).toBe("Priya S.");
    expect(reviewAuthor("  ravi  ")).toBe("ravi");
    expect(reviewAuthor("अनिल कुमार")).toBe("अनिल क.");
    expect(reviewAuthor("")).toBe("A customer");
  });
});

describe("averageStars", () => {
  it("averages the counted stars to one decimal, 0 when nobody rated", () => {
    expect(averageStars([0, 0, 0, 0, 0])).toBe(0);
    expect(averageStars([1, 0, 0, 0, 1])).toBe(3);
    expect(averageStars([0, 0, 1, 1, 1])).toBe(4);
    expect(averageStars([1, 0, 0, 1, 1])).toBe(3.3);
  });
});

describe("checkReviewInput", () => {
  it("takes whole stars 1–5, an optional title up to 80 and a text of 10–2000 characters, trimmed", () => {
    expect(checkReviewInput({ stars: 5, text: "  Works fine with 3.3 V.  " })).toEqual({
      ok: true,
      review: { stars: 5, title: "", text: "Works fine with 3.3 V." },
    });
    expect(checkReviewInput({ stars: 0, text: "Long enough text" })).toMatchObject({ ok: false, message: expect.stringMatching(/^stars/) });
    expect(checkReviewInput({ stars: 4.5, text: "Long enough text" })).toMatchObject({ ok: false });
    expect(checkReviewInput({ stars: 4, text: "short" })).toMatchObject({ ok: false, message: expect.stringMatching(/^text must be at least 10/) });
    expect(checkReviewInput({ stars: 4, text: "a".repeat(2001) })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^text must be at most/),
    });
    expect(checkReviewInput({ stars: 4, title: "t".repeat(81), text: "Long enough text" })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^title/),
    });
    expect(checkReviewInput({ stars: 4, text: "Line one\r\nLine two" })).toMatchObject({ ok: true, review: { text: "Line one\nLine two" } });
  });
});
