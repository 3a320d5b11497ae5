import { describe, expect, it } from "vitest";
import { loadScriptsAfterFirstPaint } from "./scripts-after-first-paint";

// The shape React Router 7 renders (the real pages are checked in a browser by tests/e2e/home.test.ts).
const page = `<html><head><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/framework-2.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><h1>Hi</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">;
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  window.__reactRouterManifest = {};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-1.js");</script></body></html>`;

describe("loadScriptsAfterFirstPaint", () => {
  it("drops the preload links and starts the same modules from the script once the page has painted", () => {
    const html = loadScriptsAfterFirstPaint(page);
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1];
    expect(script).not.toMatch(/^\s*import \* as/m);
    const waitsForPaint = script.indexOf("requestAnimationFrame");
    const preloads = script.indexOf('["/assets/entry.client-1.js","/assets/framework-2.js"]');
    const imports = script.indexOf('const [route0, route1] = await Promise.all([import("/assets/root-3.js"), import("/assets/home-4.js")]);');
    expect(waitsForPaint).toBeGreaterThan(-1);
    expect(preloads).toBeGreaterThan(waitsForPaint);
    expect(imports).toBeGreaterThan(preloads);
    expect(script.indexOf('{"root":route0,"routes/home":route1}')).toBeGreaterThan(imports);
    expect(script.trimEnd().endsWith('import("/assets/entry.client-1.js");')).toBe(true);
  });

  it("leaves a page it does not recognise as it is", () => {
    const other = page.replace(/import \* as (\w+) from/g, "import $1 from");
    expect(loadScriptsAfterFirstPaint(other)).toBe(other);
    expect(loadScriptsAfterFirstPaint("<p>no scripts</p>")).toBe("<p>no scripts</p>");
  });
});
