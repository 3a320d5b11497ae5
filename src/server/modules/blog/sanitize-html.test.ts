import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "./sanitize-html";

describe("sanitizePostHtml", () => {
  it("lets a code block take the keyboard's focus, whatever tabindex it came with, and nothing else", () => {
    expect(sanitizePostHtml('<pre tabindex="-1"><code>int led = 13;</code></pre>')).toBe('<pre tabindex="0"><code>int led = 13;</code></pre>');
    expect(sanitizePostHtml('<p tabindex="0">x</p>')).toBe("<p>x</p>");
  });
});
