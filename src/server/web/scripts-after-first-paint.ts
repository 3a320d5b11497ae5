const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const ROUTER_MODULE_SCRIPT = /(<script type="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^\s*import \* as (\w+) from ("[^"]+");\s*$/gm;

/**
 * Every page is complete HTML with its own CSS, so its JavaScript (React Router's module script and the
 * modulepreload links React hoists into the head) need not compete with the stylesheet and the first
 * screen's image on a slow connection. This starts those downloads once the page has painted: the
 * preload links are added again from the script, and its static imports become dynamic ones behind a
 * wait for the first frame. A page whose scripts are not in the shape React Router renders is left as
 * it is (its tests would say so), never broken.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const script = ROUTER_MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, open, body, close] = script;
  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, name, source]) => ({ name, source }));
  if (imports.length === 0) return html;
  const preloads = (html.match(MODULE_PRELOAD) ?? []).map((link) => HREF.exec(link)?.[1]).filter((href) => href !== undefined);

  const deferredBody = [
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${imports.map((item) => item.name).join(", ")}] = await Promise.all([${imports.map((item) => `import(${item.source})`).join(", ")}]);`,
    body.replace(STATIC_IMPORT, ""),
  ].join("\n");
  return html.replace(MODULE_PRELOAD, "").replace(whole, () => open + deferredBody + close);
}

// A frame callback runs before the next paint and the timeout it queues after it. A hidden tab runs no
// frames, so there the scripts load at once (or when it is hidden before its first paint).
const AFTER_FIRST_PAINT = `await new Promise((go) => {
  if (document.visibilityState === "hidden") return go();
  document.addEventListener("visibilitychange", go, { once: true });
  requestAnimationFrame(() => setTimeout(go, 0));
});`;
