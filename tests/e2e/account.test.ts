import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, gotoHydrated, launchBrowser, loginAsNewUser, openShop, PHONE } from "~/tests/support/browser";

/**
 * The account page as a customer uses it: two saved addresses, the second made the default and checkout
 * starting on it; the mail preference surviving a reload; a new password, after which the old one is refused.
 * With PROFILE_SCREENSHOTS=<dir> the page is also photographed on a phone and a desktop, for a person to look at.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function api<T>(baseUrl: string, path: string, token: string, body?: object): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body ? "POST" : "GET",
    headers: { token, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as T;
}

async function addAddressOnProfile(page: Page, firstName: string, street: string) {
  await page.getByRole("button", { name: "Add an address" }).click();
  const form = page.getByRole("form", { name: "New address" });
  for (const [label, value] of [
    [/^First name/, firstName],
    [/^Last name/, "Iyer"],
    [/^Email/, "meera@example.in"],
    [/^Street address/, street],
    [/^City/, "Chennai"],
    [/^State/, "Tamil Nadu"],
    [/^PIN/, "600004"],
    [/^Phone/, "9840012345"],
  ] as const) {
    await form.getByLabel(label).fill(value);
  }
  await form.getByRole("button", { name: "Save address" }).click();
  await page.getByRole("listitem", { name: new RegExp(`^${firstName} Iyer`) }).waitFor();
}

const addressCard = (page: Page, firstName: string) => page.getByRole("listitem", { name: new RegExp(`^${firstName} Iyer`) });

async function screenshot(page: Page, name: string) {
  const dir = process.env.PROFILE_SCREENSHOTS;
  if (!dir) return;
  // In screen-high pieces: a whole phone page shrinks to an unreadable strip.
  const { width, height } = page.viewportSize()!;
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0, piece = 1; top < total; top += height, piece += 1) {
    await page.screenshot({
      path: `${dir}/${name}-${piece}.png`,
      fullPage: true,
      clip: { x: 0, y: top, width, height: Math.min(height, total - top) },
    });
  }
}

describe("the account page", () => {
  it("makes the second saved address the default, and checkout starts on it", async () => {
    const { context, page, baseUrl, errors } = await openShop(browser, DESKTOP);
    try {
      const { token } = await loginAsNewUser(page, baseUrl);
      await gotoHydrated(page, "/profile");
      await page.getByLabel("Name", { exact: true }).waitFor();
      await addAddressOnProfile(page, "Home", "4 Temple Street, Mylapore");
      await addAddressOnProfile(page, "Work", "88 Anna Salai, Teynampet");
      // The first address saved is the default until the customer picks another.
      await addressCard(page, "Home").getByText("Default", { exact: true }).waitFor();
      await addressCard(page, "Work").getByRole("button", { name: "Use by default" }).click();
      await addressCard(page, "Work").getByText("Default", { exact: true }).waitFor();
      expect(await addressCard(page, "Home").getByText("Default", { exact: true }).count()).toBe(0);
      await screenshot(page, "profile-desktop");

      const { products } = await api<{ products: Array<{ _id: string; stock: number }> }>(baseUrl, "/api/products?limit=20", token);
      const product = products.find((candidate) => candidate.stock >= 5)!;
      expect((await api<{ success: boolean }>(baseUrl, "/api/cart/add", token, { itemId: product._id })).success).toBe(true);

      await gotoHydrated(page, "/place-order");
      await page.getByRole("button", { name: "Place order" }).waitFor();
      expect(await page.getByRole("button", { name: "Saved address" }).getAttribute("aria-pressed")).toBe("true");
      expect(await page.getByRole("radio", { name: /Work Iyer/ }).isChecked()).toBe(true);
      expect(await page.getByRole("radio", { name: /Home Iyer/ }).isChecked()).toBe(false);
      await page.getByRole("button", { name: "Place order" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/orders");
      const { orders } = await api<{ orders: Array<{ address: { firstName: string; street: string } }> }>(
        baseUrl,
        "/api/order/userorders",
        token,
        {},
      );
      expect(orders.map((order) => order.address)).toEqual([expect.objectContaining({ firstName: "Work", street: "88 Anna Salai, Teynampet" })]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps the mail preference after a reload, and refuses the old password once it is changed", async () => {
    const { context, page, baseUrl, errors } = await openShop(browser, DESKTOP);
    try {
      const { email, password } = await loginAsNewUser(page, baseUrl);
      await gotoHydrated(page, "/profile");
      const updates = page.getByRole("checkbox", { name: /Shipping and delivery updates by e-mail/ });
      expect(await updates.isChecked()).toBe(true);
      await updates.uncheck();
      await page.getByRole("status").filter({ hasText: "No more shipping and delivery updates" }).waitFor();
      await page.reload();
      await page.getByRole("checkbox", { name: /Shipping and delivery updates by e-mail/ }).waitFor();
      expect(await page.getByRole("checkbox", { name: /Shipping and delivery updates by e-mail/ }).isChecked()).toBe(false);

      const passwordPanel = page.getByRole("region", { name: "Change password" });
      await passwordPanel.getByLabel("Current password").fill(password);
      await passwordPanel.getByLabel("New password", { exact: true }).fill("brand-new-pass-7");
      await passwordPanel.getByLabel("Confirm new password").fill("brand-new-pass-7");
      await passwordPanel.getByRole("button", { name: "Change password" }).click();
      await passwordPanel.getByRole("status").filter({ hasText: "Your password is changed." }).waitFor();

      await page.getByRole("button", { name: "Log Out", exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/login");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Login" }).click();
      await page.getByText("Invalid email or password.").first().waitFor();
      expect(new URL(page.url()).pathname).toBe("/login");
      await page.getByLabel("Password", { exact: true }).fill("brand-new-pass-7");
      await page.getByRole("button", { name: "Login" }).click();
      await expect.poll(() => new URL(page.url()).pathname).not.toBe("/login");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("fits a phone screen without sideways scrolling", async () => {
    const { context, page, baseUrl, errors } = await openShop(browser, PHONE);
    try {
      const { token } = await loginAsNewUser(page, baseUrl);
      for (const firstName of ["Home", "Work"]) {
        await api(baseUrl, "/api/user/address", token, {
          firstName,
          lastName: "Iyer",
          email: "meera.iyer.with.a.long.address@example.in",
          street: "4 Temple Street, Mylapore",
          city: "Chennai",
          state: "Tamil Nadu",
          zipcode: "600004",
          country: "India",
          phone: "9840012345",
        });
      }
      await gotoHydrated(page, "/profile");
      await addressCard(page, "Work").waitFor();
      await page.getByRole("button", { name: "Delete my account…" }).click();
      await page.getByLabel("Your password").waitFor();
      await screenshot(page, "profile-phone");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
