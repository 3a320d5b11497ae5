import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { gotoHydrated, launchBrowser, loginAsNewUser, openShop, PHONE } from "~/tests/support/browser";
import { shopCall as call } from "~/tests/support/shop-call";

/**
 * Issue 24 in the browser, on a phone (390 px): the product page answers "when would it reach my PIN?" before
 * any login, also for a PIN staff marked as not served; checkout fills City and State from the PIN.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface ProductInfo {
  _id: string;
  stock: number;
}

async function inStockProduct(baseUrl: string) {
  const { products } = await call<{ products: ProductInfo[] }>(baseUrl, "/api/product/list", { method: "GET" });
  return products.find((product) => product.stock >= 10)!;
}

describe("delivery by PIN", () => {
  it("phone: the product page tells a visitor when a parcel reaches their PIN, and where it does not go", async () => {
    const baseUrl = inject("shopUrl");
    const product = await inStockProduct(baseUrl);
    const owner = await call<{ token: string }>(baseUrl, "/api/user/login", {
      body: { email: inject("ownerEmail"), password: inject("ownerPassword") },
    });
    const rules = await call<{ zones: unknown; skipSundays: boolean; blocked: unknown[] }>(baseUrl, "/api/admin/delivery", {
      token: owner.token,
      method: "GET",
    });
    const saved = { zones: rules.zones, skipSundays: rules.skipSundays, blocked: rules.blocked };
    await call(baseUrl, "/api/admin/delivery", {
      token: owner.token,
      method: "PUT",
      body: { ...saved, blocked: [{ prefix: "7443", message: "our couriers do not reach Car Nicobar." }] },
    });
    const { context, page, errors } = await openShop(browser, PHONE);
    try {
      const { estimatedDelivery } = await call<{ estimatedDelivery: string }>(baseUrl, "/api/delivery/560001", { method: "GET" });
      await gotoHydrated(page, `/product/${encodeURIComponent(product._id)}`);
      const pin = page.getByLabel("Deliver to PIN");
      await pin.fill("560001");
      // All six digits in view, on this phone and on a narrower one: nothing scrolled out of the field.
      expect(await pin.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
      await page.setViewportSize({ width: 360, height: 780 });
      expect(await pin.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
      await page.getByRole("button", { name: "Check" }).click();
      const answer = page.getByText(/Delivered by/);
      await answer.waitFor();
      const date = new Date(`${estimatedDelivery}T00:00:00Z`);
      const part = (option: Intl.DateTimeFormatOptions) => date.toLocaleDateString("en-GB", { ...option, timeZone: "UTC" });
      const day = `${part({ weekday: "short" })}, ${part({ day: "numeric" })} ${part({ month: "short" })}`;
      expect(await answer.textContent()).toBe(`Delivered by ${day} to Bengaluru, Karnataka · Cash on delivery available`);

      // Remembered in the browser: the next product page answers at once.
      await gotoHydrated(page, `/product/${encodeURIComponent(product._id)}`);
      await page.getByText(/Delivered by .* to Bengaluru, Karnataka/).waitFor();

      await page.getByLabel("Deliver to PIN").fill("744301");
      await page.getByRole("button", { name: "Check" }).click();
      await page.getByText("We do not deliver to 744301 yet: our couriers do not reach Car Nicobar.").waitFor();

      await page.getByLabel("Deliver to PIN").fill("999999");
      await page.getByRole("button", { name: "Check" }).click();
      await page
        .getByText(/999999/)
        .first()
        .waitFor();
      expect(await page.getByText(/Delivered by/).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await call(baseUrl, "/api/admin/delivery", { token: owner.token, method: "PUT", body: saved });
    }
  });

  it("phone: checkout fills City and State from the PIN, and refuses a State the PIN is not in", async () => {
    const baseUrl = inject("shopUrl");
    const product = await inStockProduct(baseUrl);
    const { context, page, errors } = await openShop(browser, PHONE);
    try {
      const { token } = await loginAsNewUser(page, baseUrl);
      await call(baseUrl, "/api/cart/add", { token, body: { itemId: product._id } });
      await gotoHydrated(page, "/place-order");
      await page.getByLabel(/^PIN/).fill("500001");
      await expect.poll(() => page.getByLabel(/^City/).inputValue()).toBe("Hyderabad");
      expect(await page.getByLabel(/^State/).inputValue()).toBe("Telangana");

      // Still editable; a State the PIN is not in is named beside its field.
      await page.getByLabel(/^State/).fill("Andhra Pradesh");
      await page.getByText("PIN 500001 is in Telangana, not Andhra Pradesh").waitFor();
      await page.getByLabel(/^State/).fill("Telangana");
      await expect.poll(() => page.getByText("PIN 500001 is in Telangana, not Andhra Pradesh").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
