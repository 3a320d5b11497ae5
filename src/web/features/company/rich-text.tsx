import { Fragment, type ReactNode } from "react";

export type TagRenderers = Record<string, (chunk: string) => ReactNode>;

const INLINE: TagRenderers = {
  strong: (chunk) => <strong>{chunk}</strong>,
  em: (chunk) => <em>{chunk}</em>,
  code: (chunk) => <code>{chunk}</code>,
};

/**
 * A translated sentence whose inline markup is written as tags ("see the <link>contact page</link>"), so each
 * language puts the link or the bold words where its word order needs them. A tag nobody renders shows its
 * words plainly, so a slip in a translation never breaks the page.
 */
export function RichText({ text, tags = {} }: { text: string; tags?: TagRenderers }) {
  // split() with two groups gives: text, tag name, tag content, text, tag name, tag content, …, text.
  const parts = text.split(/<(\w+)>([\s\S]*?)<\/\1>/);
  return (
    <>
      {parts.map((part, index) => {
        if (index % 3 === 1) return null;
        if (index % 3 === 0) return <Fragment key={index}>{part}</Fragment>;
        const render = tags[parts[index - 1]] ?? INLINE[parts[index - 1]];
        return <Fragment key={index}>{render ? render(part) : part}</Fragment>;
      })}
    </>
  );
}
