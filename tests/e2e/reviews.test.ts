import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, gotoHydrated, launchBrowser, openShop, PHONE } from "~/tests/support/browser";
import { shopCall as call } from "~/tests/support/shop-call";

/**
 * Issue 31 in the browser: on a phone a customer reviews a part they received, with a photo, from their order;
 * staff publish it and reply on the console; the product page then shows the average, the bars, the review as a
 * verified purchase and the shop's reply. A product nobody reviewed shows "No ratings yet".
 */
const PRODUCT = "mpu6050-gy521-module";
const UNREVIEWED = "limit-switch-module";

let browser: Browser;
let workDir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), "tw-reviews-e2e-"));
});
afterAll(async () => {
  await browser?.close();
  await fs.rm(workDir, { recursive: true, force: true });
});

async function deliveredOrder(baseUrl: string) {
  const email = `kavya-${Date.now()}@example.in`;
  const { token } = await call<{ token: string }>(baseUrl, "/api/user/register", {
    body: { name: "Kavya Reddy", email, password: "e2e-password-1" },
  });
  const { product } = await call<{ product: { salePrice: number } }>(baseUrl, `/api/products/${PRODUCT}`, { method: "GET" });
  const address = {
    firstName: "Kavya",
    lastName: "Reddy",
    email,
    street: "4 Banjara Hills Road",
    city: "Hyderabad",
    state: "Telangana",
    zipcode: "500034",
    country: "India",
    phone: "9849012345",
  };
  const { orderId } = await call<{ orderId: string }>(baseUrl, "/api/order/place", {
    token,
    body: { address, items: [{ _id: PRODUCT, quantity: 1 }], amount: product.salePrice + 20 },
  });
  const owner = await call<{ token: string }>(baseUrl, "/api/user/login", {
    body: { email: inject("ownerEmail"), password: inject("ownerPassword") },
  });
  for (const step of [{ status: "packing" }, { status: "shipped", courier: "Delhivery", trackingNumber: "DLV-E2E-RV" }, { status: "delivered" }]) {
    await call(baseUrl, `/api/admin/orders/${orderId}/status`, { token: owner.token, body: step });
  }
  return { token, owner: owner.token };
}

describe("reviews", () => {
  it("a phone customer reviews a received part with a photo; staff publish and reply; the page shows it", async () => {
    const baseUrl = inject("shopUrl");
    const { token, owner } = await deliveredOrder(baseUrl);
    const photo = path.join(workDir, "imu-on-robot.jpg");
    await sharp({ create: { width: 480, height: 360, channels: 3, background: { r: 20, g: 90, b: 160 } } })
      .jpeg()
      .toFile(photo);

    const customer = await openShop(browser, PHONE);
    const staff = await openShop(browser, DESKTOP);
    try {
      const { page } = customer;
      await page.goto("/");
      await page.evaluate((value) => localStorage.setItem("token", value), token);
      await gotoHydrated(page, "/orders");
      await page.getByRole("link", { name: /Write a review of MPU6050/ }).click();
      await page.waitForURL(new RegExp(`/product/${PRODUCT}#write-review$`));
      const form = page.getByRole("form", { name: "Write a review" });
      await form.waitFor();
      // A tap on the fourth star (the label around its radio button).
      await form
        .locator("label")
        .filter({ hasText: /^4 stars$/ })
        .click();
      expect(await form.getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);
      await form.getByLabel(/^Title/).fill("Steady readings on a balancing robot");
      await form.getByLabel(/^Your review/).fill("Gyro drift was small after calibration.\nWorks at 3.3 V on an ESP32.");
      await form.locator('input[type="file"]').setInputFiles(photo);
      await form.getByRole("button", { name: "Send my review" }).click();
      await expect.poll(() => page.getByText(/Your review will appear here once our team has checked it/).count()).toBe(1);

      // Not shown until staff publish it.
      const waiting = await call<{ reviews: unknown[] }>(baseUrl, `/api/products/${PRODUCT}/reviews`, { method: "GET" });
      expect(waiting.reviews).toEqual([]);

      await staff.page.goto("/");
      await staff.page.evaluate((value) => localStorage.setItem("token", value), owner);
      await gotoHydrated(staff.page, `/admin/reviews?productId=${PRODUCT}`);
      const card = staff.page.getByRole("article").filter({ hasText: "Steady readings on a balancing robot" });
      await card.getByRole("button", { name: "Publish" }).click();
      await expect
        .poll(async () => {
          const { reviews } = await call<{ reviews: unknown[] }>(baseUrl, `/api/admin/reviews?status=published&productId=${PRODUCT}`, {
            token: owner,
            method: "GET",
          });
          return reviews.length;
        })
        .toBe(1);
      await gotoHydrated(staff.page, `/admin/reviews?status=published&productId=${PRODUCT}`);
      const published = staff.page.getByRole("article").filter({ hasText: "Steady readings on a balancing robot" });
      await published.getByRole("button", { name: "Reply publicly" }).click();
      await published.getByLabel("Reply from Tinkerwala").fill("Thank you! Calibrate it flat on the bench before each run.");
      await published.getByRole("button", { name: "Save reply" }).click();
      await expect.poll(() => published.getByRole("region", { name: "Reply from Tinkerwala" }).count()).toBe(1);

      // The product page, as any reader sees it.
      await gotoHydrated(page, `/product/${PRODUCT}`);
      await expect.poll(() => page.getByRole("link", { name: "1 rating" }).count()).toBe(1);
      await page.getByRole("tab", { name: "Reviews (1)" }).click();
      const panel = page.getByRole("tabpanel", { name: "Reviews (1)" });
      expect(await panel.getByRole("list", { name: "Ratings by stars" }).textContent()).toContain("4 stars: 1");
      await expect.poll(() => panel.getByText("4.0", { exact: true }).count()).toBe(1);
      const review = panel.getByRole("article").filter({ hasText: "Steady readings on a balancing robot" });
      expect(await review.textContent()).toContain("Verified purchase");
      expect(await review.textContent()).toContain("Kavya R., Hyderabad");
      expect(await review.textContent()).toContain("Reply from Tinkerwala");
      expect(await review.textContent()).toContain("Calibrate it flat on the bench");
      await expect.poll(() => review.getByRole("img", { name: /Photo 1/ }).count()).toBe(1);

      await gotoHydrated(page, `/product/${UNREVIEWED}`);
      expect(await page.getByText("No ratings yet").first().isVisible()).toBe(true);
      expect([...customer.errors, ...staff.errors]).toEqual([]);
    } finally {
      await customer.context.close();
      await staff.context.close();
    }
  });
});
