import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, gotoHydrated, launchBrowser, openShop, PHONE } from "~/tests/support/browser";

/**
 * The home page loads light and then works in full: the server sends the hero's first banner and the
 * strips' first row; the carousel (Embla) and the other cards arrive after the first paint, and toasts
 * load sonner on first use. These are the behaviours dynamic loading can break.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HERO_HEADING = "Everything your tinkering lab needs";

describe("home page", () => {
  it("sends the first banner and the first row of each strip in its HTML, no script needed to see them", async () => {
    const html = await (await fetch(new URL("/", inject("shopUrl")))).text();
    expect(html).toContain(`>${HERO_HEADING}</h1>`);
    expect(html.match(/aria-roledescription="slide" aria-label="\d of 5"/g)).toHaveLength(1);
    const hotSale = html.slice(html.indexOf('aria-label="Hot sale products"'));
    expect(hotSale.slice(0, hotSale.indexOf("</ul>")).match(/<li[\s>]/g)).toHaveLength(6);
    // The phone menu's drawer joins the page when opened (browse.test.ts opens it).
    expect(html).not.toContain('aria-label="Menu"');
  });

  it("slides the hero on its own, answers the dots, and shows every hot-sale card when reached", async () => {
    const { page, errors } = await openShop(browser, DESKTOP);
    await gotoHydrated(page, "/");
    const hero = page.getByRole("region", { name: "Featured offers" });
    await expect.poll(() => hero.getByRole("group").count(), { timeout: 10_000 }).toBe(5);
    // Autoplay: a new banner every 3 s.
    await expect.poll(() => hero.getByRole("button", { name: "Show slide 2" }).getAttribute("aria-current"), { timeout: 10_000 }).toBe("true");
    await hero.getByRole("button", { name: "Show slide 4" }).click();
    await expect.poll(() => hero.getByRole("button", { name: "Show slide 4" }).getAttribute("aria-current")).toBe("true");

    const hotSale = page.getByRole("list", { name: "Hot sale products" });
    expect(await hotSale.getByRole("listitem").count()).toBe(6);
    await hotSale.hover();
    await expect.poll(() => hotSale.getByRole("listitem").count()).toBeGreaterThan(6);
    expect(errors).toEqual([]);
  });

  it("a dot pressed on a phone before the carousel has loaded still shows that banner, and toasts appear", async () => {
    const { page, errors } = await openShop(browser, PHONE);
    await gotoHydrated(page, "/");
    const hero = page.getByRole("region", { name: "Featured offers" });
    await hero.getByRole("button", { name: "Show slide 3" }).click();
    await expect.poll(() => hero.getByRole("button", { name: "Show slide 3" }).getAttribute("aria-current"), { timeout: 10_000 }).toBe("true");
    // The third banner is the one in view (Embla moves the row; the others are clipped).
    const heroBox = await hero.boundingBox();
    await expect
      .poll(async () => Math.abs(((await hero.getByRole("heading", { name: "Build your own kit, save 5%" }).boundingBox())?.x ?? -999) - heroBox!.x))
      .toBeLessThan(60);

    // The first toast of the visit loads sonner and shows (the visitor's 'Please Login').
    await gotoHydrated(page, "/product/arduino-uno-r3-ch340");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByText("Please Login").waitFor();
    expect(errors).toEqual([]);
  });

  it("a phone asks for the category strip's products only when the visitor scrolls towards it", async () => {
    const { page, errors } = await openShop(browser, PHONE);
    const stripRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/products") stripRequests.push(request.url());
    });
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    const strip = page.getByRole("region", { name: "Shop by Category" });
    expect(stripRequests).toEqual([]);
    expect(await strip.getByRole("list", { name: "Loading products" }).count()).toBe(1);

    await strip.scrollIntoViewIfNeeded();
    await expect.poll(() => strip.getByRole("article").count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(stripRequests).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("paints before it asks for its scripts, and a phone gets the catalog drawings as small WebP copies", async () => {
    const { page, errors } = await openShop(browser, PHONE);
    // The first frame's callback runs when the page is painted for the first time. (The paint entry's
    // time is when that frame reached the screen, which a loaded machine can report a frame later than
    // the frame's own work, so it is not the yardstick.)
    await page.addInitScript(() => {
      requestAnimationFrame(() => Object.assign(window, { firstFrameAt: performance.now() }));
    });
    await gotoHydrated(page, "/");
    const timings = await page.evaluate(() => ({
      firstFrame: (window as unknown as { firstFrameAt?: number }).firstFrameAt,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timings.firstFrame).toBeGreaterThan(0);
    expect(timings.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timings.scripts)).toBeGreaterThanOrEqual(timings.firstFrame!);

    const card = page.getByRole("list", { name: "Hot sale products" }).getByRole("img").first();
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    // 2 cards to a row at 390 px on a 2× screen: the 400-pixel copy, not the drawing.
    expect(await card.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toMatch(/^\/images\/catalog\/[a-z0-9-]+-400\.webp$/);
    expect(errors).toEqual([]);
  });
});
