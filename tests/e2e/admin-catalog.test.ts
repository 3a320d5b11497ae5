import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, gotoHydrated, launchBrowser, openShop, PHONE } from "~/tests/support/browser";

/**
 * The owner (created by the server at start from OWNER_EMAIL / OWNER_PASSWORD) logs in, adds a product
 * with a photo uploaded through the file input, and the product is in the catalog and on its own page.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A small real PNG, as a phone camera would hand over a picture (the server checks the bytes). */
const photo = () =>
  sharp({ create: { width: 160, height: 120, channels: 3, background: { r: 220, g: 60, b: 40 } } })
    .png()
    .toBuffer();

describe("staff catalog", () => {
  it("the owner adds a product with a photo and it shows in the catalog", async () => {
    const { context, page, errors } = await openShop(browser, DESKTOP);
    const name = `E2E Relay Module ${Date.now()}`;

    await gotoHydrated(page, "/login");
    await page.getByLabel("Email").fill(inject("ownerEmail"));
    await page.getByLabel("Password", { exact: true }).fill(inject("ownerPassword"));
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    await gotoHydrated(page, "/admin/products/new");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page
      .getByLabel("Description", { exact: true })
      .fill("Switches a 230 V load from a 5 V pin.\n\nSpecifications:\n- Coil voltage: 5 V\n- Contact rating: 10 A");
    await page.getByLabel("Price (₹)").fill("149.50");
    await page.getByLabel("Discount (%)").fill("10");
    // The categories arrive after hydration; pick the first real one.
    await page.locator("select option:not([value=''])").first().waitFor({ state: "attached" });
    await page.getByLabel("Category").selectOption({ index: 1 });
    await page.getByLabel("Opening stock").fill("12");
    await page.getByLabel("Choose a picture").setInputFiles({ name: "relay.png", mimeType: "image/png", buffer: await photo() });
    const uploaded = page.getByRole("img", { name: "Picture 1" });
    await uploaded.waitFor();
    expect(await uploaded.getAttribute("src")).toMatch(/^\/uploads\/[0-9a-f]+\.webp$/);
    await page.getByRole("button", { name: "Add product" }).click();

    await page.waitForURL((url) => /^\/admin\/products\/[a-z0-9-]+$/.test(url.pathname) && !url.pathname.endsWith("/new"));
    const id = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
    const stock = page.getByRole("region", { name: "Stock" });
    await stock.getByText("initial").waitFor();
    expect(await stock.textContent()).toContain("12 units");

    await gotoHydrated(page, `/collections?q=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name }).first().waitFor();

    const productPage = await gotoHydrated(page, `/product/${encodeURIComponent(id)}`);
    expect(productPage?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name }).waitFor();
    const picture = page.locator(`main img[alt="${name}"]`).first();
    expect(await picture.getAttribute("src")).toMatch(/\/uploads\//);
    await page.getByText("Coil voltage").first().waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it("the product list fits a 390 px phone, as cards", async () => {
    const { context, page, baseUrl, errors } = await openShop(browser, PHONE);
    const login = await fetch(`${baseUrl}/api/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: inject("ownerEmail"), password: inject("ownerPassword") }),
    });
    const { token } = (await login.json()) as { token: string };
    await page.goto("/");
    await page.evaluate((value) => localStorage.setItem("token", value), token);

    await gotoHydrated(page, "/admin/products");
    await page.getByRole("heading", { name: "Products" }).waitFor();
    await page.locator("ul li a[href^='/admin/products/']").first().waitFor();
    expect(await page.locator("table").isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    expect(errors).toEqual([]);
    await context.close();
  });
});
