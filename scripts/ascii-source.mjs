/**
 * JavaScript source with every non-ASCII character written as a \u escape. V8 keeps a script's source in memory
 * for as long as the script lives, one byte a character when all of it is Latin-1 and two otherwise, so a single
 * "—" doubles what the 5 MB server bundle holds (issue 30). esbuild's default ASCII output escapes strings,
 * regular expressions and names but leaves comments as written, and it keeps some comments even unminified.
 * An escape is the same character in a string, a regular expression or a name, and mere text in a comment.
 */
export function asciiSource(text) {
  return text.replace(/[\u0080-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
