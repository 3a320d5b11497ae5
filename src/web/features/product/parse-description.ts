/** A product description split for display: prose paragraphs and the "Specifications:" table. */
export interface ParsedDescription {
  paragraphs: string[];
  specs: Array<{ key: string; value: string }>;
}

const SPEC_HEADING = /^specifications:\s*/i;
const SPEC_LINE = /^-\s*([^:]+):\s*(.+)$/;

export function parseDescription(text: string): ParsedDescription {
  const paragraphs: string[] = [];
  const specs: ParsedDescription["specs"] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const trimmed = block.trim();
    if (!trimmed) continue;
    if (!SPEC_HEADING.test(trimmed)) {
      paragraphs.push(trimmed);
      continue;
    }
    for (const line of trimmed.replace(SPEC_HEADING, "").split("\n")) {
      const match = SPEC_LINE.exec(line.trim());
      if (match) specs.push({ key: match[1].trim(), value: match[2].trim() });
      else if (line.trim()) paragraphs.push(line.trim());
    }
  }
  return { paragraphs, specs };
}

/** The first paragraph, cut at a word near `max` characters (for meta descriptions). */
export function summary(text: string, max = 155): string {
  const first = parseDescription(text).paragraphs[0] ?? "";
  if (first.length <= max) return first;
  const cut = first.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : cut.length)}…`;
}
