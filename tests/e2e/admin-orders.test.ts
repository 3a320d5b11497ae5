import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, gotoHydrated, launchBrowser, openShop, PHONE } from "~/tests/support/browser";
import { shopCall as call } from "~/tests/support/shop-call";

/**
 * The packing table: staff (invited by the owner the server created at start) pack and ship an order with a
 * tracking number on a phone, the customer then sees it under Track Package; staff cancel another order
 * and the units are back in stock.
 */
interface ProductInfo {
  _id: string;
  name: string;
  stock: number;
}

const address = {
  firstName: "Asha",
  lastName: "Verma",
  email: "asha.verma@example.in",
  street: "12 MG Road",
  city: "Pune",
  state: "Maharashtra",
  zipcode: "411001",
  country: "India",
  phone: "9876543210",
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const register = (baseUrl: string, label: string) =>
  call<{ token: string }>(baseUrl, "/api/user/register", {
    body: { name: `E2E ${label}`, email: `${label}-${Date.now()}@example.in`, password: "e2e-password-1" },
  }).then(({ token }) => token);

/** A customer account promoted to staff: the owner invites its e-mail and it accepts with its password. */
async function staffToken(baseUrl: string): Promise<string> {
  const owner = await call<{ token: string }>(baseUrl, "/api/user/login", {
    body: { email: inject("ownerEmail"), password: inject("ownerPassword") },
  });
  const email = `packer-${Date.now()}@example.in`;
  await call(baseUrl, "/api/user/register", { body: { name: "Ravi Packer", email, password: "e2e-password-1" } });
  const { link } = await call<{ link: string }>(baseUrl, "/api/admin/invitations", { token: owner.token, body: { email, role: "staff" } });
  const invitation = new URL(link, baseUrl).searchParams.get("token");
  const accepted = await call<{ token: string }>(baseUrl, "/api/staff/invitation/accept", {
    body: { token: invitation, name: "Ravi Packer", password: "e2e-password-1" },
  });
  return accepted.token;
}

async function placeOrder(baseUrl: string, token: string, product: ProductInfo, quantity: number): Promise<string> {
  await call(baseUrl, "/api/cart/update", { token, body: { itemId: product._id, quantity } });
  const cart = await call<{ total: number }>(baseUrl, "/api/cart/get", { token });
  const placed = await call<{ orderId: string }>(baseUrl, "/api/order/place", {
    token,
    body: { items: [{ _id: product._id, quantity }], amount: cart.total, address, paymentMethod: "COD" },
  });
  return placed.orderId;
}

async function stockOf(baseUrl: string, id: string): Promise<number> {
  const { products } = await call<{ products: ProductInfo[] }>(baseUrl, "/api/product/list", { method: "GET" });
  return products.find((product) => product._id === id)!.stock;
}

describe("staff packing and shipping", () => {
  it("phone: staff pack and ship with a tracking number; the customer sees the courier and number under Track Package", async () => {
    const baseUrl = inject("shopUrl");
    const { products } = await call<{ products: ProductInfo[] }>(baseUrl, "/api/product/list", { method: "GET" });
    const product = products.find((candidate) => candidate.stock >= 10)!;
    const customer = await register(baseUrl, "buyer");
    const orderId = await placeOrder(baseUrl, customer, product, 2);
    const staff = await staffToken(baseUrl);

    const { context, page, errors } = await openShop(browser, PHONE);
    try {
      await page.goto("/");
      await page.evaluate((value) => localStorage.setItem("token", value), staff);
      await gotoHydrated(page, "/admin/orders?status=pending");
      await page
        .getByRole("link", { name: `#${orderId.slice(0, 8).toUpperCase()}` })
        .first()
        .click();
      await page.getByRole("button", { name: "Start packing" }).click();
      await page.getByRole("button", { name: "Mark shipped" }).click();
      await page.getByRole("button", { name: "Confirm shipped" }).click();
      await page.getByText("Shipping needs the courier and the tracking number.").waitFor();
      await page.getByLabel("Courier").fill("India Post");
      await page.getByLabel("Tracking number").fill("EE123456789IN");
      await page.getByRole("button", { name: "Confirm shipped" }).click();
      await page.getByRole("button", { name: "Mark delivered" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await page.evaluate((value) => localStorage.setItem("token", value), customer);
      await gotoHydrated(page, "/orders");
      await page.getByRole("button", { name: "Track Package" }).click();
      await page.getByText("India Post").waitFor();
      await page.getByText("EE123456789IN").waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("desktop: staff cancel an order after confirming, and the units are back in stock", async () => {
    const baseUrl = inject("shopUrl");
    const { products } = await call<{ products: ProductInfo[] }>(baseUrl, "/api/product/list", { method: "GET" });
    const product = products.filter((candidate) => candidate.stock >= 10).at(-1)!;
    const customer = await register(baseUrl, "canceller");
    const before = await stockOf(baseUrl, product._id);
    const orderId = await placeOrder(baseUrl, customer, product, 3);
    // The catalog shows stock from memory, at most about a second behind orders (docs/operations.md, "Caching").
    await expect.poll(() => stockOf(baseUrl, product._id), { timeout: 5000 }).toBe(before - 3);
    const staff = await staffToken(baseUrl);

    const { context, page, errors } = await openShop(browser, DESKTOP);
    try {
      await page.goto("/");
      await page.evaluate((value) => localStorage.setItem("token", value), staff);
      await gotoHydrated(page, `/admin/orders/${orderId}`);
      await page.getByRole("button", { name: "Cancel order" }).click();
      await page.getByText("Cancel this order? The units go back into stock.").waitFor();
      await page.getByRole("button", { name: "Yes, cancel the order" }).click();
      await page.getByText("A cancelled order does not change any more.").waitFor();
      await expect.poll(() => stockOf(baseUrl, product._id)).toBe(before);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
