// The message catalogs (issue 33). `node scripts/i18n-catalog.mjs --write` (npm run i18n:extract) lists every
// message declared with defineMessages in src/ into src/i18n/en.json, the English catalog translators work
// from. Without --write (npm run lint) it fails when en.json is out of date, when the Hindi catalog
// (src/i18n/hi.json) lacks a key or holds one nothing declares, or when a Hindi message does not compile or
// drops or invents a placeholder of its English original.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { declaredMessages } from "./i18n-messages.mjs";

const root = path.resolve(import.meta.dirname, "..");
const catalogDir = path.join(root, "src/i18n");

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every declared message by id, sorted; two declarations of one id must agree. */
export function englishCatalog(srcDir = path.join(root, "src")) {
  const catalog = new Map();
  const problems = [];
  for (const file of sourceFiles(srcDir)) {
    for (const { id, message } of declaredMessages(readFileSync(file, "utf8"), file)) {
      const before = catalog.get(id);
      if (before !== undefined && before !== message) problems.push(`${path.relative(root, file)}: "${id}" is declared twice with different texts.`);
      catalog.set(id, message);
    }
  }
  return { catalog: Object.fromEntries([...catalog].sort(([a], [b]) => a.localeCompare(b))), problems };
}

/** The names of the values a message uses (`{name}`, `{count, plural, …}`), from its compiled form. */
function placeholders(compiled, names = new Set()) {
  if (Array.isArray(compiled)) {
    for (const part of compiled) {
      if (Array.isArray(part) && typeof part[0] === "string") {
        names.add(part[0]);
        const options = part[2];
        if (options && typeof options === "object") for (const branch of Object.values(options)) placeholders(branch, names);
      }
    }
  }
  return names;
}

/** ICU types the pages' formatter knows (src/web/lib/compiled-message.ts); dates are formatted before they go in. */
const FORMATTED_TYPES = new Set(["plural"]);

function unsupportedTypes(compiled, found = new Set()) {
  if (!Array.isArray(compiled)) return found;
  for (const part of compiled) {
    if (!Array.isArray(part)) continue;
    if (part[1] && !FORMATTED_TYPES.has(part[1])) found.add(part[1]);
    if (part[2] && typeof part[2] === "object") for (const branch of Object.values(part[2])) unsupportedTypes(branch, found);
  }
  return found;
}

export function checkCatalogs(english, hindi) {
  const problems = [];
  for (const [file, catalog] of [
    ["src/i18n/en.json", english],
    ["src/i18n/hi.json", hindi],
  ]) {
    for (const [id, text] of Object.entries(catalog)) {
      let types;
      try {
        types = unsupportedTypes(compileMessage(text));
      } catch {
        continue; // reported below for Hindi; an English message that does not compile fails the build
      }
      if (types.size > 0)
        problems.push(
          `${file} "${id}" uses {…, ${[...types].join(", ")}}: only plural is formatted (src/web/lib/compiled-message.ts); format numbers and dates before.`,
        );
    }
  }
  for (const id of Object.keys(english))
    if (!(id in hindi)) problems.push(`src/i18n/hi.json lacks "${id}" (English: ${JSON.stringify(english[id])}).`);
  for (const id of Object.keys(hindi)) if (!(id in english)) problems.push(`src/i18n/hi.json has "${id}", which no defineMessages declares.`);
  for (const [id, text] of Object.entries(hindi)) {
    if (!(id in english)) continue;
    let compiled;
    try {
      compiled = compileMessage(text);
    } catch (error) {
      problems.push(`src/i18n/hi.json "${id}" is not a valid ICU message: ${error.message}`);
      continue;
    }
    const want = [...placeholders(compileMessage(english[id]))].sort().join(",");
    const got = [...placeholders(compiled)].sort().join(",");
    if (want !== got) problems.push(`src/i18n/hi.json "${id}" uses {${got}} but the English message uses {${want}}.`);
  }
  return problems;
}

const readJson = (file) => JSON.parse(readFileSync(path.join(catalogDir, file), "utf8"));

if (import.meta.url === `file://${process.argv[1]}`) {
  const { catalog, problems } = englishCatalog();
  const text = `${JSON.stringify(catalog, null, 2)}\n`;
  if (process.argv.includes("--write")) {
    writeFileSync(path.join(catalogDir, "en.json"), text);
    console.log(`src/i18n/en.json: ${Object.keys(catalog).length} messages.`);
  } else if (readFileSync(path.join(catalogDir, "en.json"), "utf8") !== text) {
    problems.push("src/i18n/en.json is out of date: run npm run i18n:extract.");
  }
  problems.push(...checkCatalogs(catalog, readJson("hi.json")));
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
}
