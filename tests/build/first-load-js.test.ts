import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { FIRST_LOAD_BUDGET_BYTES, firstLoadReport, formatReport, overBudget } from "~/scripts/first-load-js.mjs";

// A client build in miniature: the entry, a root, two pages sharing a chunk, and a chunk only loaded
// dynamically (not in the manifest's imports), written as React Router writes its manifest script.
const dir = mkdtempSync(path.join(os.tmpdir(), "first-load-"));
const assets = path.join(dir, "assets");
mkdirSync(assets);
const body = (name: string, size: number) => `/*${name}*/` + "x".repeat(size);
const files: Record<string, string> = {
  "entry.js": body("entry", 1000),
  "react.js": body("react", 3000),
  "root.js": body("root", 500),
  "home.js": body("home", 200),
  "shared.js": body("shared", 100),
  "product.js": body("product", 300),
  "lazy.js": body("lazy", 9000),
};
for (const [name, text] of Object.entries(files)) writeFileSync(path.join(assets, name), text);
const manifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: { id: "root", module: "/assets/root.js", imports: ["/assets/react.js"] },
    "routes/home": { id: "routes/home", parentId: "root", module: "/assets/home.js", imports: ["/assets/shared.js", "/assets/react.js"] },
    "routes/product": { id: "routes/product", parentId: "root", module: "/assets/product.js", imports: ["/assets/shared.js"] },
  },
};
writeFileSync(path.join(assets, "manifest-abc123.js"), `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
const gz = (name: string) => gzipSync(files[name], { level: 9 }).length;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("first-load JS", () => {
  const routes = [
    { id: "routes/home", label: "home", budget: true },
    { id: "routes/product", label: "product", budget: true },
  ];

  it("counts the entry, the root and the page with their static imports once each, not dynamic chunks", () => {
    const [home, product] = firstLoadReport(dir, routes);
    expect(home.files.map((file) => file.url).sort()).toEqual([
      "/assets/entry.js",
      "/assets/home.js",
      "/assets/react.js",
      "/assets/root.js",
      "/assets/shared.js",
    ]);
    expect(home.count).toBe(5);
    expect(home.gzip).toBe(gz("entry.js") + gz("react.js") + gz("root.js") + gz("home.js") + gz("shared.js"));
    expect(product.gzip).toBe(gz("entry.js") + gz("react.js") + gz("root.js") + gz("product.js") + gz("shared.js"));
  });

  it("lists each file's share, largest first", () => {
    const text = formatReport(firstLoadReport(dir, routes));
    expect(text).toMatch(/^home \(routes\/home\): [\d.]+ KB gzip in 5 files/m);
    expect(text.indexOf("/assets/react.js")).toBeLessThan(text.indexOf("/assets/shared.js"));
    expect(text).not.toContain("lazy.js");
  });

  it("flags a budgeted page over the budget and only that", () => {
    const report = firstLoadReport(dir, routes);
    expect(overBudget(report)).toEqual([]);
    const heavy = report.map((page) => (page.label === "product" ? { ...page, gzip: FIRST_LOAD_BUDGET_BYTES + 1 } : page));
    expect(overBudget(heavy).map((page) => page.label)).toEqual(["product"]);
    expect(overBudget(heavy.map((page) => ({ ...page, budget: false })))).toEqual([]);
  });
});
