// Compiles the English messages of defineMessages(…) at build time (src/core/i18n.ts), so browsers get
// Lingui's compiled form and never download an ICU parser: the English pages' first load stays as it was.
//
// It also writes build/client/page-messages.json: for each route's client chunk, the ids of the messages its
// code can show — its own modules' and those of every chunk it imports, also lazily. The server sends a Hindi
// page only the Hindi messages of its routes' chunks (src/server/web/page-messages.ts), not the whole catalog.
import { compileMessage } from "@lingui/message-utils/compileMessage";
import MagicString from "magic-string";
import { declaredMessages } from "./i18n-messages.mjs";

/** Plain text stays a string (`"Add to cart"`, not `["Add to cart"]`): most messages are, and every byte ships. */
const compact = (compiled) => (Array.isArray(compiled) && compiled.length === 1 && typeof compiled[0] === "string" ? compiled[0] : compiled);

/** Read by the server as src/server/web/page-messages.ts names it. */
const PAGE_MESSAGES_FILE = "page-messages.json";

/**
 * `{ "/assets/x.js": ["group.key", …] }`: each entry chunk (a route's module; the server asks for no other) with its
 * messages and those of the chunks it imports, statically or lazily.
 */
function messagesByChunk(bundle, idsByModule) {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output) => output.type === "chunk")
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const closures = new Map();
  const closure = (fileName) => {
    if (closures.has(fileName)) return closures.get(fileName);
    const ids = new Set();
    closures.set(fileName, ids); // before the walk: import cycles end here
    const chunk = chunks.get(fileName);
    if (!chunk) return ids;
    for (const moduleId of chunk.moduleIds) for (const id of idsByModule.get(moduleId) ?? []) ids.add(id);
    for (const imported of [...chunk.imports, ...chunk.dynamicImports]) for (const id of closure(imported)) ids.add(id);
    return ids;
  };
  const byChunk = {};
  for (const fileName of [...chunks.keys()].filter((name) => chunks.get(name).isEntry).sort()) {
    const ids = closure(fileName);
    if (ids.size > 0) byChunk[`/${fileName}`] = [...ids].sort();
  }
  return byChunk;
}

export function compiledMessages() {
  const idsByModule = new Map();
  return {
    name: "tinkerwala-compiled-messages",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0];
      if (!/\.tsx?$/.test(file) || file.includes("node_modules") || !code.includes("defineMessages(")) return null;
      const messages = declaredMessages(code, file);
      if (messages.length === 0) return null;
      idsByModule.set(
        id,
        messages.map((message) => message.id),
      );
      const output = new MagicString(code);
      for (const { message, start, end } of messages) output.overwrite(start, end, JSON.stringify(compact(compileMessage(message))));
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
    generateBundle(_options, bundle) {
      // Only the browser's build has chunks worth mapping; the server's is one bundle.
      if (this.environment?.config.consumer !== "client") return;
      this.emitFile({ type: "asset", fileName: PAGE_MESSAGES_FILE, source: JSON.stringify(messagesByChunk(bundle, idsByModule)) });
    },
  };
}
