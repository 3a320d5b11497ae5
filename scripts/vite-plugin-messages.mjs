// Compiles the English messages of defineMessages(…) at build time (src/core/i18n.ts), so browsers get
// Lingui's compiled form and never download an ICU parser: the English pages' first load stays as it was.
import { compileMessage } from "@lingui/message-utils/compileMessage";
import MagicString from "magic-string";
import { declaredMessages } from "./i18n-messages.mjs";

/** Plain text stays a string (`"Add to cart"`, not `["Add to cart"]`): most messages are, and every byte ships. */
const compact = (compiled) => (Array.isArray(compiled) && compiled.length === 1 && typeof compiled[0] === "string" ? compiled[0] : compiled);

export function compiledMessages() {
  return {
    name: "tinkerwala-compiled-messages",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0];
      if (!/\.tsx?$/.test(file) || file.includes("node_modules") || !code.includes("defineMessages(")) return null;
      const messages = declaredMessages(code, file);
      if (messages.length === 0) return null;
      const output = new MagicString(code);
      for (const { message, start, end } of messages) output.overwrite(start, end, JSON.stringify(compact(compileMessage(message))));
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}
