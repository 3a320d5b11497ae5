import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { rupees } from "~/src/web/lib/format";
import { DESKTOP, gotoHydrated, launchBrowser, openShop, PHONE } from "~/tests/support/browser";

/**
 * A visitor browsing the shop: home, the catalog (filter, sort, header search), a product page,
 * the visitor's 'Please Login', out-of-stock cards, the server-rendered product HTML, and the
 * same path on a phone through the drawer menu.
 */
interface ProductInfo {
  _id: string;
  name: string;
  salePrice: number;
  stock: number;
  image: string[];
  category: string;
  reviews: number;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The sale price each card shows (the first amount on the card). */
async function cardPrices(cards: Locator): Promise<number[]> {
  const texts = await cards.allInnerTexts();
  return texts.map((text) => {
    const match = /₹([\d,]+\.\d{2})/.exec(text);
    if (!match) throw new Error(`no price on card: ${text}`);
    return Number(match[1].replace(/,/g, ""));
  });
}

const productCards = (page: Page) => page.getByRole("list", { name: "Products" }).getByRole("listitem");

describe("browsing as a visitor", () => {
  it("home → collections (filter, sort, header search) → product page, and Add to cart asks to log in", async () => {
    const { page, errors, context } = await openShop(browser, DESKTOP);
    await gotoHydrated(page, "/");
    expect(await page.title()).toContain("Tinkerwala");
    await page.getByRole("heading", { name: "Hot Sale" }).waitFor();
    await page.getByRole("heading", { name: "Best Sellers" }).waitFor();
    expect(await page.getByRole("timer").innerText()).toMatch(/0[12]\s*Days/i);
    expect(await page.getByText("Super Fast Delivery").isVisible()).toBe(true);

    // Components in the header → the catalog.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Components" }).click();
    await page.waitForURL("**/collections");
    await page.getByRole("heading", { level: 1, name: "All Components" }).waitFor();
    expect(await productCards(page).count()).toBe(24);
    expect(await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).getAttribute("href")).toBe(
      "/collections?page=2",
    );

    // Filter by a category: every card is from it.
    await page.getByRole("navigation", { name: "Filter by category" }).getByRole("link", { name: "Sensors", exact: true }).click();
    await page.waitForURL(/category=Sensors/);
    await page.getByRole("heading", { level: 1, name: "Sensors" }).waitFor();
    for (const text of await productCards(page).allInnerTexts()) expect(text.toUpperCase()).toContain("SENSORS");

    // Sort low to high: prices ascend.
    await page.getByLabel("Sort by").selectOption("price-asc");
    await page.waitForURL(/sort=price-asc/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(productCards(page));
        return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1] <= price);
      })
      .toBe(true);
    const ascending = await cardPrices(productCards(page));
    expect(ascending[0]).toBeLessThan(ascending[ascending.length - 1]);

    // Back to all categories, then search from the header search box.
    await page.getByRole("navigation", { name: "Filter by category" }).getByRole("link", { name: "All", exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has("category"));
    await page.getByRole("button", { name: "Search components" }).click();
    const search = page.getByRole("combobox", { name: "Search components" });
    await search.fill("servo");
    await search.press("Enter");
    await page.waitForURL(/q=servo/);
    await page.getByRole("heading", { level: 1, name: "Results for “servo”" }).waitFor();
    const names = await productCards(page).locator("h3").allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain("servo");

    // Open the first result: name, price and 'Includes GST'.
    const firstName = names[0];
    await productCards(page).first().getByRole("link").click();
    await page.waitForURL(/\/product\//);
    await page.getByRole("heading", { level: 1, name: firstName, exact: true }).waitFor();
    const id = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
    const productResponse = await fetch(new URL(`/api/products/${encodeURIComponent(id)}`, page.url()));
    const { product } = (await productResponse.json()) as { product: ProductInfo };
    expect(await page.getByText(rupees(product.salePrice), { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByText("Includes GST").isVisible()).toBe(true);
    expect(await page.getByText("7-day easy returns").isVisible()).toBe(true);
    // Issue 31: the rating is the published reviews'; the demo catalog has none, so no stars and a real count.
    expect(product.reviews).toBe(0);
    expect(await page.getByText("No ratings yet").first().isVisible()).toBe(true);
    expect(await page.getByRole("img", { name: /out of 5 stars/ }).count()).toBe(0);
    await page.getByRole("tab", { name: "Reviews (0)" }).click();
    const reviews = page.getByRole("tabpanel", { name: "Reviews (0)" });
    expect(await reviews.getByRole("link", { name: "How we check reviews" }).getAttribute("href")).toBe("/review-guidelines");
    expect(await reviews.getByRole("link", { name: "Log in to write a review" }).getAttribute("href")).toBe(
      `/login?redirect=${encodeURIComponent(`/product/${encodeURIComponent(id)}#write-review`)}`,
    );

    // A visitor cannot add to the cart.
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByText("Please Login").waitFor();
    expect(await page.getByRole("button", { name: "Add to cart" }).isVisible()).toBe(true);

    // The product was remembered as recently viewed, and home shows it when the visitor scrolls there.
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("recentProducts"))) ?? "[]")[0]).toBe(id);
    await gotoHydrated(page, "/");
    await page.getByRole("heading", { name: "Trusted by teachers and makers" }).scrollIntoViewIfNeeded();
    await page
      .getByRole("list", { name: "Recently viewed products" })
      .getByRole("link", { name: new RegExp(firstName.slice(0, 12)) })
      .waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows an out-of-stock card dimmed, with its overlay and no link", async () => {
    const { page, errors, context } = await openShop(browser, DESKTOP);
    const response = await fetch(new URL("/api/product/list", inject("shopUrl")));
    const { products } = (await response.json()) as { products: ProductInfo[] };
    const soldOut = products.find((product) => product.stock === 0);
    expect(soldOut).toBeDefined();
    await gotoHydrated(page, `/collections?${new URLSearchParams({ q: soldOut!.name })}`);
    const card = page.getByRole("article", { name: `${soldOut!.name}, out of stock` });
    await card.waitFor();
    expect(await card.getByText("Out Of Stock").isVisible()).toBe(true);
    expect(await card.getByText("Check availability options").isVisible()).toBe(true);
    expect(await card.getByRole("link").count()).toBe(0);
    expect(await card.evaluate((element) => element.closest("a"))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("serves the product page with its name, price, picture and JSON-LD in the first HTML", async () => {
    const baseUrl = inject("shopUrl");
    const list = (await (await fetch(`${baseUrl}/api/products?limit=5`)).json()) as { products: ProductInfo[] };
    const product = list.products.find((item) => item.stock > 0 && item.reviews === 0 && !/[&<>"']/.test(item.name))!;
    const response = await fetch(`${baseUrl}/product/${encodeURIComponent(product._id)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1`);
    expect(html).toContain(product.name);
    expect(html).toContain(rupees(product.salePrice));
    expect(html).toContain(`src="${product.image[0]}"`);
    expect(html).toContain(`<title>${product.name} | Tinkerwala</title>`);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
    expect(ld).not.toBeNull();
    const data = JSON.parse(ld![1]);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      sku: product._id,
      offers: { price: product.salePrice.toFixed(2), priceCurrency: "INR", availability: "https://schema.org/InStock" },
    });
    expect(data.image[0]).toBe(new URL(product.image[0], baseUrl).href);
    // A product nobody reviewed: nothing about ratings, rather than a made-up one (issue 31).
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("review");
    expect(html).toContain("No ratings yet");

    expect((await fetch(`${baseUrl}/product/no-such-part`)).status).toBe(404);
  });

  it("works on a phone through the drawer menu", async () => {
    const { page, errors, context } = await openShop(browser, PHONE);
    await gotoHydrated(page, "/");
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);

    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.waitFor();
    // The side menu's Tutorials submenu opens in place.
    await drawer.getByRole("button", { name: "Tutorials" }).click();
    expect(await drawer.getByRole("link", { name: "Quick Fixes" }).getAttribute("href")).toBe("/tutorials/react");
    expect(await drawer.getByRole("link", { name: "Build Your Own Kit" }).getAttribute("href")).toBe("/kit");
    await drawer.getByRole("link", { name: "Components" }).click();
    await page.waitForURL("**/collections");
    await drawer.waitFor({ state: "hidden" });

    // Filter by category from the chip strip, then open a product.
    await page.getByRole("navigation", { name: "Filter by category" }).getByRole("link", { name: "Sensors", exact: true }).click();
    await page.waitForURL(/category=Sensors/);
    await page.getByRole("heading", { level: 1, name: "Sensors" }).waitFor();
    const cards = productCards(page);
    await cards.first().waitFor();
    const name = await cards.first().locator("h3").innerText();
    await cards.first().getByRole("link").click();
    await page.waitForURL(/\/product\//);
    await page.getByRole("heading", { level: 1, name, exact: true }).waitFor();
    expect(await page.getByText("Includes GST").isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Escape closes the drawer.
    await page.getByRole("button", { name: "Open menu" }).click();
    await drawer.waitFor();
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });

    expect(errors).toEqual([]);
    await context.close();
  });
});
