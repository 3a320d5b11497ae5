import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseFigures {
  score: number;
  /** The accessibility category's score (axe-core's checks, weighted), 0–100. */
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Lighthouse 12's default run: mobile, simulated throttling (slow 4G, 4× CPU), performance and accessibility, in
 * Debian's Chromium; a fresh browser per page so no page starts with another's cache.
 */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  // Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART); once more then.
  return measureOnce(url).catch(() => measureOnce(url));
}

async function measureOnce(url: string): Promise<LighthouseFigures> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? NaN) * 100),
      lcpMs: Math.round(numeric("largest-contentful-paint")),
      cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
      tbtMs: Math.round(numeric("total-blocking-time")),
    };
  } finally {
    chrome.kill();
  }
}
