import type { BrowserContext, Page } from "playwright-core";

/**
 * Watches a page for stored XSS: payloads that ran (`window.__xss(n)`, alert/confirm/prompt), markup that was
 * injected but blocked (the Content-Security-Policy reports it) and markup that sits in the DOM waiting for a
 * trigger (the `data-xss` marker, `on…` handlers calling __xss, script-bearing URLs). Findings name the page.
 */
export interface XssFinding {
  kind: "executed" | "dialog" | "csp-violation" | "marker-element" | "handler-attribute" | "script-url";
  url: string;
  detail: string;
}

const FRAME_SCAN_TIMEOUT_MS = 2_000;

/** Attributes that take a URL a browser may navigate to or load. */
const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "xlink:href", "data", "poster", "background"];

/** Runs in the page: everything in this frame's DOM a payload could have left behind. */
function scanDom(urlAttributes: string[]): Array<{ kind: XssFinding["kind"]; detail: string }> {
  const found: Array<{ kind: XssFinding["kind"]; detail: string }> = [];
  const describe = (element: Element) => element.outerHTML.slice(0, 160);
  // The URL the browser would follow: its parser drops tabs and newlines ("java\tscript:") but keeps U+200B.
  const isScriptUrl = (value: string) => {
    let url: URL;
    try {
      url = new URL(value, document.baseURI);
    } catch {
      return false;
    }
    return url.protocol === "javascript:" || url.protocol === "vbscript:" || /^data:text\/html/i.test(url.href);
  };
  for (const element of document.querySelectorAll("*")) {
    if (element.hasAttribute("data-xss") || /^xss-\d+$/.test(element.id)) found.push({ kind: "marker-element", detail: describe(element) });
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith("on") && attribute.value.includes("__xss")) found.push({ kind: "handler-attribute", detail: describe(element) });
      const scripted = name === "srcdoc" ? attribute.value.includes("__xss") : urlAttributes.includes(name) && isScriptUrl(attribute.value);
      if (scripted) found.push({ kind: "script-url", detail: describe(element) });
    }
  }
  return found;
}

export interface XssDetector {
  findings: XssFinding[];
  /** Scans the DOM of every frame of the page as it is now. */
  scan(page: Page): Promise<XssFinding[]>;
}

/**
 * Installs the traps on a browser context (every page and frame in it, before any page script runs).
 * `securitypolicyviolation` is reported through the same binding, so a violation in a frame counts too.
 */
export async function watchForXss(context: BrowserContext): Promise<XssDetector> {
  const findings: XssFinding[] = [];
  await context.exposeBinding("__xss", ({ frame }, n: unknown) => {
    findings.push({ kind: "executed", url: frame.url(), detail: `__xss(${String(n)})` });
  });
  await context.exposeBinding("__xssCspViolation", ({ frame }, detail: unknown) => {
    findings.push({ kind: "csp-violation", url: frame.url(), detail: String(detail) });
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = `${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}: ${event.sample}`;
      (window as unknown as { __xssCspViolation(detail: string): void }).__xssCspViolation(report);
    });
  });
  const watchPage = (page: Page) => {
    page.on("dialog", (dialog) => {
      findings.push({ kind: "dialog", url: page.url(), detail: `${dialog.type()}: ${dialog.message()}` });
      dialog.dismiss().catch(() => undefined);
    });
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) {
        findings.push({ kind: "csp-violation", url: page.url(), detail: `${message.text().slice(0, 300)} at ${message.location().url}` });
      }
    });
  };
  context.pages().forEach(watchPage);
  context.on("page", watchPage);

  return {
    findings,
    async scan(page) {
      const before = findings.length;
      for (const frame of page.frames()) {
        const url = frame.url();
        // A frame that never gets a document (an injected javascript: or <object> frame the CSP refused)
        // never answers; the element that made it is in its parent's DOM, scanned with the parent.
        const timeout = new Promise<[]>((resolve) => setTimeout(() => resolve([]), FRAME_SCAN_TIMEOUT_MS));
        const results = await Promise.race([frame.evaluate(scanDom, URL_ATTRIBUTES).catch(() => []), timeout]);
        for (const result of results) findings.push({ ...result, url });
      }
      return findings.slice(before);
    },
  };
}

/** The payload indexes a list of findings points at (from `__xss(n)` and `data-xss=n`), for readable failures. */
export function payloadsNamed(findings: XssFinding[]): number[] {
  const indexes = new Set<number>();
  for (const finding of findings) for (const match of finding.detail.matchAll(/(?:__xss\(|data-xss=["']?)(\d+)/gi)) indexes.add(Number(match[1]));
  return [...indexes].sort((a, b) => a - b);
}
