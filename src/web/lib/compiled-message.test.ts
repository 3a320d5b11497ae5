import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { createTranslator } from "~/src/core/i18n";
import english from "~/src/i18n/en.json";
import hindi from "~/src/i18n/hi.json";
import { compiledTranslator } from "./compiled-message";

/** Values for any placeholder a message may name: numbers that pick each plural form, and plain text. */
const sampleValues = (count: number) =>
  new Proxy(
    {},
    {
      get: (_target, name) =>
        typeof name === "string" && /count|number|quantity|total|days|n$|^n|items|parts|kits|orders|hours/i.test(name) ? count : `«${String(name)}»`,
    },
  );

describe("the pages' message formatter", () => {
  // The pages format with compiled-message.ts, the server with @lingui/core: on every message of both catalogs,
  // with each plural form, they must write the same text, or a page and a mail would say different things.
  for (const [language, catalog] of [
    ["en", english],
    ["hi", hindi],
  ] as const) {
    it(`agrees with Lingui's runtime on every ${language} message`, () => {
      const compiled = Object.fromEntries(Object.entries(catalog as Record<string, string>).map(([id, text]) => [id, compileMessage(text)]));
      const lingui = createTranslator(language, compiled).t;
      const ours = compiledTranslator(language, compiled);
      const ids = Object.keys(compiled);
      expect(ids.length).toBeGreaterThan(50);
      for (const id of ids) {
        for (const count of [0, 1, 2, 5, 1234]) {
          const message = { id, message: "" };
          expect(ours(message, sampleValues(count)), id).toBe(lingui(message, sampleValues(count)));
        }
      }
    });
  }

  it("writes English plurals and Indian grouping, and falls back to the English text", () => {
    const t = compiledTranslator("en");
    const items = { id: "x.items", message: compileMessage("{count, plural, one {# item} other {# items}}") };
    expect(t(items, { count: 1 })).toBe("1 item");
    expect(t(items, { count: 124999 })).toBe("1,24,999 items");
    const hindiT = compiledTranslator("hi", { "x.items": compileMessage("{count, plural, one {# चीज़} other {# चीज़ें}}") });
    expect(hindiT(items, { count: 2 })).toBe("2 चीज़ें");
    expect(hindiT({ id: "x.missing", message: "Only in English" })).toBe("Only in English");
  });
});
