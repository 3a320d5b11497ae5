// Finds the messages a source file declares with defineMessages("group", { key: "English ICU", … })
// (src/core/i18n.ts). Shared by the build's plugin (scripts/vite-plugin-messages.mjs), which compiles them in
// place, and `npm run i18n:extract` / the lint check (scripts/i18n-catalog.mjs), which list them.
import ts from "typescript";

/** `[{ id, message, start, end }]` for each string literal declared as a message; start/end span the literal. */
export function declaredMessages(code, fileName = "file.tsx") {
  if (!code.includes("defineMessages(")) return [];
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "defineMessages") {
      const [group, messages] = node.arguments;
      if (!group || !ts.isStringLiteralLike(group) || !messages || !ts.isObjectLiteralExpression(messages)) {
        throw new Error(`${fileName}: defineMessages needs a string group and an object of string literals.`);
      }
      for (const property of messages.properties) {
        const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteralLike(property.name)) ? property.name.text : null;
        if (!ts.isPropertyAssignment(property) || key === null || !ts.isStringLiteralLike(property.initializer)) {
          throw new Error(`${fileName}: each message in defineMessages("${group.text}", …) must be key: "a string literal".`);
        }
        const literal = property.initializer;
        found.push({ id: `${group.text}.${key}`, message: literal.text, start: literal.getStart(source), end: literal.getEnd() });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
