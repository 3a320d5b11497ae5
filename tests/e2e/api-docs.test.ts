import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser, openShop } from "~/tests/support/browser";

/**
 * The API document as an integrator reads it, from the production server with its storefront mounted. The API
 * tests build the server without the storefront, so they could not see the storefront's copy of the shapes
 * clash with the server's (the document answered 500 in production).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("API document", () => {
  it("is served as JSON with the named shapes, and /api/docs shows its operations", async () => {
    const { page, baseUrl, errors, context } = await openShop(browser, DESKTOP);
    const response = await fetch(`${baseUrl}/api/docs/json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      info: { title: string };
      components: { schemas: Record<string, unknown> };
      paths: Record<string, unknown>;
    };
    expect(document.info.title).toBe("Tinkerwala API");
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(["Address", "Product", "Failure", "Order"]));
    expect(Object.keys(document.paths)).toContain("/api/product/list");

    await page.goto("/api/docs");
    await page.getByRole("heading", { name: /Tinkerwala API/ }).waitFor();
    await page.getByText("/api/product/list", { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
