/**
 * Stored-XSS payloads, made here from attack vectors × the places a value can land in a page (text, a
 * quoted attribute, a <title>, a <textarea>…). Each payload that ran would call `window.__xss(n)` with its
 * own index, and every element it would inject carries `data-xss="n"`, so a payload that was injected but
 * blocked (by the CSP, or because nothing triggered it) is still found in the DOM and named.
 */
export interface XssPayload {
  index: number;
  text: string;
  vector: string;
  context: string;
}

type Vector = readonly [name: string, make: (n: number) => string];

const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

/** Markup vectors: n is the payload's index, used both for the call and for the marker. */
const VECTORS: readonly Vector[] = [
  // Script elements, whole and mangled.
  ["script", (n) => `<script data-xss=${n}>__xss(${n})</script>`],
  ["script-mixed-case", (n) => `<ScRiPt DaTa-XsS=${n}>__xss(${n})</sCrIpT>`],
  ["script-nested", (n) => `<scr<script>ipt data-xss=${n}>__xss(${n})</scr</script>ipt>`],
  ["script-unclosed-src", (n) => `<script data-xss=${n} src=data:,__xss(${n})//`],
  ["script-in-svg", (n) => `<svg><script data-xss=${n}>__xss(${n})</script></svg>`],
  // Event handlers on elements that fire without a click.
  ["img-onerror", (n) => `<img src=x data-xss=${n} onerror=__xss(${n})>`],
  ["img-unclosed", (n) => `<img src=x data-xss=${n} onerror="__xss(${n})"`],
  ["svg-onload", (n) => `<svg data-xss=${n} onload=__xss(${n})>`],
  ["svg-slash-attrs", (n) => `<svg/data-xss="${n}"/onload=__xss(${n})>`],
  ["body-onload", (n) => `<body data-xss=${n} onload=__xss(${n})>`],
  ["iframe-onload", (n) => `<iframe data-xss=${n} onload=__xss(${n})></iframe>`],
  ["details-ontoggle", (n) => `<details open data-xss=${n} ontoggle=__xss(${n})>`],
  ["video-onerror", (n) => `<video src=x data-xss=${n} onerror=__xss(${n})></video>`],
  ["audio-source-onerror", (n) => `<audio data-xss=${n}><source src=x onerror=__xss(${n})>`],
  ["input-autofocus", (n) => `<input autofocus data-xss=${n} onfocus=__xss(${n})>`],
  ["select-autofocus", (n) => `<select autofocus data-xss=${n} onfocus=__xss(${n})>`],
  ["marquee-onstart", (n) => `<marquee data-xss=${n} onstart=__xss(${n})>`],
  ["svg-animate", (n) => `<svg><animate data-xss=${n} onbegin=__xss(${n}) dur=1s>`],
  // Script-bearing URLs in every attribute that takes one.
  ["a-javascript", (n) => `<a data-xss=${n} href="javascript:__xss(${n})">go</a>`],
  ["a-vbscript", (n) => `<a data-xss=${n} href="vbscript:__xss(${n})">go</a>`],
  ["a-data-html", (n) => `<a data-xss=${n} href="data:text/html;base64,${base64(`<script>top.__xss(${n})</script>`)}">`],
  ["iframe-javascript", (n) => `<iframe data-xss=${n} src="javascript:__xss(${n})">`],
  ["iframe-srcdoc", (n) => `<iframe data-xss=${n} srcdoc="<script>__xss(${n})</script>">`],
  ["form-action", (n) => `<form data-xss=${n} action="javascript:__xss(${n})"><button>go`],
  ["button-formaction", (n) => `<button data-xss=${n} formaction="javascript:__xss(${n})">go`],
  ["object-data", (n) => `<object data-xss=${n} data="javascript:__xss(${n})">`],
  ["embed-src", (n) => `<embed data-xss=${n} src="javascript:__xss(${n})">`],
  ["svg-xlink", (n) => `<svg><a data-xss=${n} xlink:href="javascript:__xss(${n})">`],
  ["bare-javascript-url", (n) => `javascript:__xss(${n})//data-xss=${n}`],
  // The fragment names the payload in plain text too, as every other payload does.
  ["bare-data-url", (n) => `data:text/html;base64,${base64(`<b data-xss=${n} onclick=__xss(${n})>`)}#data-xss=${n}`],
  // Break out of an attribute value without a new tag.
  ["attr-double-quote", (n) => `x" data-xss="${n}" autofocus onfocus="__xss(${n})`],
  ["attr-single-quote", (n) => `x' data-xss='${n}' autofocus onfocus='__xss(${n})`],
  ["attr-unquoted", (n) => `x data-xss=${n} onpointerover=__xss(${n})`],
  // Entities and other encodings a careless decoder would turn back into markup.
  ["entities-named", (n) => `&lt;img src=x data-xss=${n} onerror=__xss(${n})&gt;`],
  ["entities-numeric", (n) => `&#60;svg data-xss=${n} onload=__xss(${n})&#62;`],
  ["entities-in-url", (n) => `<a data-xss=${n} href="jav&#x61;script&colon;__xss(${n})">go</a>`],
  ["tab-in-url", (n) => `<a data-xss=${n} href="java\tscript:__xss(${n})">go</a>`],
  ["url-encoded", (n) => `%3Cimg%20src=x%20data-xss=${n}%20onerror=__xss(${n})%3E`],
  ["js-escaped", (n) => `\\u003cimg src=x data-xss=${n} onerror=__xss(${n})\\u003e`],
  // Style.
  ["style-expression", (n) => `<div data-xss=${n} style="width:expression(__xss(${n}))">`],
  ["style-url", (n) => `<p data-xss=${n} style="background:url(javascript:__xss(${n}))">`],
  ["style-element", (n) => `<style data-xss=${n}>@import "javascript:__xss(${n})";</style>`],
  // Template engines and React-ish text that must stay text.
  ["template-mustache", (n) => `{{constructor.constructor('__xss(${n})')()}}`],
  ["template-literal", (n) => `\${__xss(${n})}`],
  ["react-html-object", (n) => `{"__html":"<img src=x data-xss=${n} onerror=__xss(${n})>"}`],
  ["react-prop-text", (n) => `dangerouslySetInnerHTML={{__html:"<svg data-xss=${n} onload=__xss(${n})>"}}`],
  // Namespace confusion, comments and CDATA (mutation XSS).
  ["math-style-mxss", (n) => `<math data-xss=${n}><mtext><table><mglyph><style><img data-xss=${n} src=x onerror=__xss(${n})>`],
  ["svg-style-mxss", (n) => `<svg><style><img data-xss=${n} src=x onerror=__xss(${n})>`],
  ["noscript-mxss", (n) => `<noscript><p title="</noscript><img data-xss=${n} src=x onerror=__xss(${n})>">`],
  ["comment-breakout", (n) => `<!--><img data-xss=${n} src=x onerror=__xss(${n})>-->`],
  ["cdata-breakout", (n) => `<![CDATA[><img data-xss=${n} src=x onerror=__xss(${n})>]]>`],
  // Document-level elements.
  ["meta-refresh", (n) => `<meta data-xss=${n} http-equiv=refresh content="0;url=javascript:__xss(${n})">`],
  ["base-href", (n) => `<base data-xss=${n} href="javascript:__xss(${n})//">`],
  // Unicode look-alikes and invisible characters.
  ["zero-width-in-url", (n) => `<a data-xss=${n} href="java\u200bscript:__xss(${n})">go</a>`],
  ["fullwidth-brackets", (n) => `\uff1cimg src=x data-xss=${n} onerror=__xss(${n})\uff1e`],
  ["rtl-override", (n) => `\u202e<img src=x data-xss=${n} onerror=__xss(${n})>`],
  // Breaking out of JSON inside a <script> (JSON-LD, hydration data).
  ["script-close", (n) => `</script><script data-xss=${n}>__xss(${n})</script>`],
  ["json-close", (n) => `"}]}</script><img src=x data-xss=${n} onerror=__xss(${n})>`],
  ["line-separator-json", (n) => `x\u2028\u2029</script><svg data-xss=${n} onload=__xss(${n})>`],
  // Markdown-like links, for anything that might render Markdown.
  ["markdown-link", (n) => `[go](javascript:__xss(${n}) "data-xss=${n}")`],
  ["markdown-image", (n) => `![x](x" data-xss="${n}" onerror="__xss(${n}))`],
  ["markdown-autolink", (n) => `<javascript:__xss(${n})> data-xss=${n}`],
];

/** Where a value may land: each wraps a vector so it first closes what it sits in. */
const CONTEXTS: ReadonlyArray<readonly [name: string, wrap: (payload: string) => string]> = [
  ["text", (payload) => payload],
  ["double-quoted-attr", (payload) => `"><${payload.startsWith("<") ? payload.slice(1) : `b>${payload}`}`],
  ["single-quoted-attr", (payload) => `'>${payload}`],
  ["title", (payload) => `</title>${payload}`],
  ["textarea", (payload) => `</textarea>${payload}`],
  ["inside-words", (payload) => `Arduino ${payload} kit`],
];

/**
 * Every vector in plain text, and again behind one break-out context (taking turns), so the CI run has
 * more than 100 distinct payloads; `allContexts` makes every vector × every context.
 */
export function xssCorpus({ allContexts = false }: { allContexts?: boolean } = {}): XssPayload[] {
  const pairs: Array<[Vector, (typeof CONTEXTS)[number]]> = [];
  VECTORS.forEach((vector, v) => {
    if (allContexts) for (const context of CONTEXTS) pairs.push([vector, context]);
    else pairs.push([vector, CONTEXTS[0]], [vector, CONTEXTS[1 + (v % (CONTEXTS.length - 1))]]);
  });
  return pairs.map(([[vector, make], [context, wrap]], index) => ({ index, text: wrap(make(index)), vector, context }));
}

/** The same payload without spaces (e-mail addresses allow none), as `…@x.in`: markup that fits in an address. */
export function emailPayload(payload: XssPayload): string {
  return `${payload.text.replace(/[\s@]+/g, "/").toLowerCase()}@x.in`;
}

/**
 * Vectors that are plain text when pasted into HTML as they are: they attack a step that decodes or
 * evaluates (entities, %-escapes, JS escapes, template engines, Markdown, a field used as a URL) or a
 * filter that strips tags once ("<scr<script>ipt>").
 */
export const TEXT_ONLY_VECTORS: readonly string[] = [
  "attr-double-quote",
  "attr-single-quote",
  "attr-unquoted",
  "entities-named",
  "entities-numeric",
  "url-encoded",
  "js-escaped",
  "template-mustache",
  "template-literal",
  "fullwidth-brackets",
  "markdown-link",
  "markdown-image",
  "markdown-autolink",
  "script-nested",
  "bare-javascript-url",
  "bare-data-url",
];
