import { describe, expect, it } from "vitest";
import { asciiSource } from "~/scripts/ascii-source.mjs";

describe("the server bundle's source in ASCII", () => {
  it("writes every other character as an escape that means the same in code and is text in a comment", async () => {
    const source = '/** Σ of the lines — in ₹ */\nexport const label = "₹ 5 · नमस्ते 🙂";\nexport const dash = /—/u.test("a—b");\n';
    const ascii = asciiSource(source);
    expect(ascii).not.toMatch(/[\u0080-\uffff]/);
    expect(ascii).toContain("/** \\u03a3 of the lines \\u2014 in \\u20b9 */");
    const load = (code: string) => import(`data:text/javascript,${encodeURIComponent(code)}`) as Promise<Record<string, unknown>>;
    expect(await load(ascii)).toEqual(await load(source));
  });

  it("leaves ASCII as it is", () => {
    const source = 'export const x = "plain";\n';
    expect(asciiSource(source)).toBe(source);
  });
});
