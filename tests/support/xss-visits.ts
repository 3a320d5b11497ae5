import type { Page } from "playwright-core";
import { gotoHydrated } from "./browser";
import type { XssDetector, XssFinding } from "./xss-detector";

/** A page that shows stored payloads, and the texts that prove it rendered them (as text). */
export interface Visit {
  path: string;
  /** What to call the page when clicks lead elsewhere (the kit checkout is reached from /kit). */
  label?: string;
  /**
   * Texts that must all be visible, or for a page of a list whose order is not known, how many different
   * payloads at least (the page frame shows one or two itself: the owner's name, the shop's name).
   */
  expect: string[] | { payloads: number };
  /** Clicks that reveal more stored text (a tracking panel, the saved addresses). */
  act?: (page: Page) => Promise<void>;
  /** Further checks once the texts are there; returns what is wrong. */
  check?: (page: Page) => Promise<string[]>;
}

export interface VisitResult {
  path: string;
  status: number;
  findings: XssFinding[];
  missing: string[];
  /** What a reader sees: the rendered text plus the values of form fields, lower case, spaces collapsed. */
  visible: string;
}

/** Lower case with runs of whitespace as one space: how text is compared with what a page shows. */
export const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/** Runs in the page. Text-transform (uppercase labels) changes innerText, hence the lower case. */
function readVisibleText(): string {
  const fields = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].map((field) => field.value);
  return [document.body.innerText, ...fields].join("\n").toLowerCase().replace(/\s+/g, " ");
}

/** How long a page may take to hydrate and show its texts: an injected <base> or open <script> stops hydration. */
const PAGE_TIMEOUT_MS = 10_000;

/** How many different payloads a text shows (each names its index in its call or its marker). */
const payloadsIn = (visible: string) => new Set([...visible.matchAll(/(?:__xss\(|data-xss=["']?)(\d+)/g)].map((match) => match[1])).size;

export async function visitPage(page: Page, detector: XssDetector, visit: Visit): Promise<VisitResult> {
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  const missing: string[] = [];
  let status = 0;
  try {
    status = (await gotoHydrated(page, visit.path))?.status() ?? 0;
    if (visit.act) await visit.act(page);
  } catch (error) {
    // A page broken by what it shows is a failure to report with the others, not a reason to stop.
    missing.push(`the page did not work: ${(error as Error).message.split("\n")[0]}`);
  }
  const { expect } = visit;
  const texts = Array.isArray(expect) ? expect.map(normalize) : [];
  const shows = (visible: string) => (Array.isArray(expect) ? texts.every((text) => visible.includes(text)) : payloadsIn(visible) >= expect.payloads);
  // Pages that load for the signed-in user fill in on the client: read until the texts arrive.
  const read = () => page.evaluate(readVisibleText).catch(() => "");
  let visible = await read();
  for (const deadline = Date.now() + PAGE_TIMEOUT_MS; !shows(visible) && Date.now() < deadline; visible = await read()) {
    await page.waitForTimeout(100);
  }
  if (!shows(visible)) {
    missing.push(
      ...(Array.isArray(expect) ? texts.filter((text) => !visible.includes(text)) : [`${payloadsIn(visible)} of ${expect.payloads} payloads`]),
    );
  }
  if (visit.check && missing.length === 0) missing.push(...(await visit.check(page)));
  const findings = await detector.scan(page);
  return { path: visit.label ?? visit.path, status, findings, missing, visible };
}
