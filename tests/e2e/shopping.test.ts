import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paiseToRupees, rupeesToPaise } from "~/src/core/money";
import { rupees } from "~/src/web/lib/format";
import { DESKTOP, gotoHydrated, launchBrowser, openShop, PHONE } from "~/tests/support/browser";

/**
 * The whole buying path as a customer walks it: sign up, fill the cart, change quantities,
 * check out with a new (saved) address, see the order, order again with the saved address, log out.
 */
interface ProductInfo {
  _id: string;
  name: string;
  salePrice: number;
  stock: number;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function inStockProducts(baseUrl: string, count: number): Promise<ProductInfo[]> {
  const response = await fetch(`${baseUrl}/api/products?limit=20`);
  const { products } = (await response.json()) as { products: ProductInfo[] };
  const picked = products.filter((product) => product.stock >= 10).slice(0, count);
  expect(picked).toHaveLength(count);
  return picked;
}

async function addFromProductPage(page: Page, baseUrl: string, product: ProductInfo) {
  await gotoHydrated(page, `/product/${encodeURIComponent(product._id)}`);
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  await page
    .getByRole("button", { name: /Added \(1\)/ })
    .first()
    .waitFor();
  // The next navigation must not cut the request short.
  await expect.poll(async () => (await cartFromServer(page, baseUrl)).cartData[product._id]).toBe(1);
}

async function cartFromServer(page: Page, baseUrl: string) {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const response = await fetch(`${baseUrl}/api/cart/get`, { method: "POST", headers: { token: token ?? "" } });
  return (await response.json()) as { cartData: Record<string, number>; subtotal: number; deliveryFee: number; total: number };
}

const sum = (lines: Array<[ProductInfo, number]>) =>
  paiseToRupees(lines.reduce((total, [product, quantity]) => total + rupeesToPaise(product.salePrice) * quantity, 0));

async function buyingPath(options: typeof DESKTOP | typeof PHONE, label: string) {
  const { context, page, baseUrl, errors } = await openShop(browser, options);
  try {
    const [first, second, third] = await inStockProducts(baseUrl, 3);
    const email = `shopper-${label}-${Date.now()}@example.in`;

    // Sign up through the /login form; success lands on the home page.
    await gotoHydrated(page, "/login");
    await page.getByRole("button", { name: "Create an account" }).click();
    await page.getByLabel("Full name").fill("Meera Iyer");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("tinker-pass-1");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();

    await addFromProductPage(page, baseUrl, first);
    await addFromProductPage(page, baseUrl, second);

    // Cart: +1 on the first line, type 3 on the second, then − back to 2.
    await gotoHydrated(page, "/cart");
    await page.getByRole("link", { name: first.name }).first().waitFor();
    await page.getByRole("button", { name: `Increase quantity of ${first.name}` }).click();
    await expect.poll(async () => (await cartFromServer(page, baseUrl)).cartData[first._id]).toBe(2);
    const secondQuantity = page.getByRole("spinbutton", { name: `Quantity of ${second.name}` });
    await secondQuantity.fill("3");
    await expect.poll(async () => (await cartFromServer(page, baseUrl)).cartData[second._id]).toBe(3);
    await secondQuantity.blur();
    await page.getByRole("button", { name: `Decrease quantity of ${second.name}` }).click();
    await expect.poll(async () => (await cartFromServer(page, baseUrl)).cartData[second._id]).toBe(2);
    const cart = await cartFromServer(page, baseUrl);
    const firstOrderLines: Array<[ProductInfo, number]> = [
      [first, 2],
      [second, 2],
    ];
    expect(cart.subtotal).toBe(sum(firstOrderLines));
    await expect.poll(() => page.getByTestId("cart-total").textContent()).toBe(rupees(cart.total));
    await expect.poll(() => secondQuantity.inputValue()).toBe("2");

    // Checkout with a new address, saved for next time.
    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    await page.getByLabel(/^First name/).fill("Meera");
    await page.getByLabel(/^Last name/).fill("Iyer");
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Street address/).fill("4 Temple Street, Mylapore");
    await page.getByLabel(/^City/).fill("Chennai");
    await page.getByLabel(/^State/).fill("Tamil Nadu");
    await page.getByLabel(/^PIN/).fill("60000");
    await page.getByLabel(/^Phone/).fill("9840012345");
    await page.getByLabel("Save this address").check();
    await page.getByRole("button", { name: "Place order" }).click();
    await page.getByText("PIN must be 6 digits and cannot start with 0.").waitFor();
    await page.getByLabel(/^PIN/).fill("600004");
    await page.getByRole("button", { name: "Place order" }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe("/orders");
    await page.getByText(/Order placed!/).waitFor();
    const orders = page.getByRole("article");
    await orders.first().waitFor();
    expect(await orders.count()).toBe(1);
    expect(await page.getByTestId("order-total").first().textContent()).toBe(rupees(sum(firstOrderLines)));
    expect(await orders.first().getByText("Total with charges").locator("..").textContent()).toContain(rupees(cart.total));

    // Second order with the saved address: the first one saved is the default, so checkout starts on it.
    await addFromProductPage(page, baseUrl, third);
    await gotoHydrated(page, "/place-order");
    await page.getByRole("radio", { name: /Meera Iyer/ }).waitFor();
    expect(await page.getByRole("button", { name: "Saved address" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("radio", { name: /Meera Iyer/ }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/orders");
    await expect.poll(() => orders.count()).toBe(2);
    // Newest first.
    expect(await page.getByTestId("order-total").first().textContent()).toBe(rupees(third.salePrice));
    expect(await orders.first().textContent()).toContain("Meera Iyer, Chennai 600004");

    // Log out from the header's profile menu.
    await page.getByRole("button", { name: "Your account" }).click();
    await page.getByRole("menuitem", { name: "Log Out" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/login");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await page.getByRole("heading", { name: "Login" }).waitFor();

    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

describe("shopping path", () => {
  it("desktop: sign up, cart, checkout with a new and a saved address, orders, log out", async () => {
    await buyingPath(DESKTOP, "desktop");
  });

  it("phone (390x844): the same path", async () => {
    await buyingPath(PHONE, "phone");
  });
});
