import { describe, expect, it } from "vitest";
import { expandSearchWords, parseMeanings, SEARCH_SYNONYMS, searchKey, synonymsOf } from "./search-synonyms";

describe("the Hindi words people type for parts", () => {
  it("cover the common parts the issue names", () => {
    const expected: Record<string, string> = {
      मोटर: "motor",
      सेंसर: "sensor",
      बैटरी: "battery",
      तार: "wire",
      एलईडी: "led",
      रोबोट: "robot",
      किट: "kit",
      बोर्ड: "board",
      ड्राइवर: "driver",
      पंखा: "fan",
      पहिया: "wheel",
      बजर: "buzzer",
      आर्डुइनो: "arduino",
      अर्डुइनो: "arduino",
      ब्लूटूथ: "bluetooth",
      वाईफाई: "wifi",
    };
    for (const [word, meaning] of Object.entries(expected)) expect(synonymsOf(word), word).toContain(meaning);
    expect(synonymsOf("तार")).toEqual(expect.arrayContaining(["wire", "jumper"]));
  });

  it("keys are lower-case single words in one Unicode form, so every one of them can be typed and found", () => {
    for (const [word, meanings] of Object.entries(SEARCH_SYNONYMS)) {
      expect(word, word).toBe(searchKey(word));
      expect(word).not.toMatch(/\s/);
      expect(meanings.length, word).toBeGreaterThan(0);
      for (const meaning of meanings) expect(meaning, word).toBe(meaning.toLowerCase());
    }
  });

  it("expands a query's words, leaving ordinary words as they are", () => {
    expect(expandSearchWords(["मोटर", "150"])).toEqual([
      { word: "मोटर", meanings: ["motor"] },
      { word: "150", meanings: [] },
    ]);
    expect(expandSearchWords(["arduino"])).toEqual([{ word: "arduino", meanings: [] }]);
  });

  it("finds a word typed with different letter case, spaces or Unicode form", () => {
    expect(synonymsOf(" मोटर ")).toEqual(["motor"]);
    // ड़ typed as ड + nukta is the same letter as the one-code-point ड़.
    expect(searchKey("\u0921\u093c\u093e\u0932")).toBe(searchKey("\u095c\u093e\u0932"));
    expect(synonymsOf("\u095c\u093e\u0932", { [searchKey("\u0921\u093c\u093e\u0932")]: ["branch"] })).toEqual(["branch"]);
    expect(synonymsOf("Mic", { mic: ["microphone"] })).toEqual(["microphone"]);
  });

  it("adds staff's words to the built-in ones", () => {
    expect(synonymsOf("पंखा", { पंखा: ["blower", "fan"] })).toEqual(["fan", "propeller", "blower"]);
    expect(synonymsOf("छलनी", { छलनी: ["filter"] })).toEqual(["filter"]);
    expect(synonymsOf("छलनी")).toBeNull();
    // A word that would only stand for itself is no synonym.
    expect(synonymsOf("led", { led: ["led"] })).toBeNull();
  });

  it("reads a staff row's meanings separated by spaces or commas", () => {
    expect(parseMeanings("Fan, propeller  blower;fan")).toEqual(["fan", "propeller", "blower"]);
    expect(parseMeanings(" , ")).toEqual([]);
  });
});

describe("words that are names on every JavaScript object", () => {
  it("are no synonyms", () => {
    for (const word of ["constructor", "__proto__", "toString", "hasOwnProperty"]) expect(synonymsOf(word, { fan: ["fan"] })).toBeNull();
  });
});
