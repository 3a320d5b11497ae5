import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, gotoHydrated, launchBrowser, openShop, PHONE } from "~/tests/support/browser";
import { shopCall as call } from "~/tests/support/shop-call";
import { pdfText } from "~/tests/support/pdf-text";

/**
 * Issue 23 in the browser: on a phone the customer asks to return a delivered order's item with a photo; staff
 * approve, receive it back into stock and refund it on the desktop console; the customer sees every step and
 * downloads the credit note issued when the item came back.
 */
let browser: Browser;
let workDir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), "tw-returns-e2e-"));
});
afterAll(async () => {
  await browser?.close();
  await fs.rm(workDir, { recursive: true, force: true });
});

interface ProductInfo {
  _id: string;
  name: string;
  stock: number;
  salePrice: number;
}

async function deliveredOrder(baseUrl: string) {
  const { token } = await call<{ token: string }>(baseUrl, "/api/user/register", {
    body: { name: "Rohan Das", email: `rohan-${Date.now()}@example.in`, password: "e2e-password-1" },
  });
  const { products } = await call<{ products: ProductInfo[] }>(baseUrl, "/api/product/list", { method: "GET" });
  const product = products.filter((candidate) => candidate.stock >= 5).at(-1)!;
  const address = {
    firstName: "Rohan",
    lastName: "Das",
    email: "rohan@example.in",
    street: "12 Park Street",
    city: "Kolkata",
    state: "West Bengal",
    zipcode: "700016",
    country: "India",
    phone: "9830012345",
  };
  const { orderId } = await call<{ orderId: string }>(baseUrl, "/api/order/place", {
    token,
    body: { address, items: [{ _id: product._id, quantity: 2 }], amount: product.salePrice * 2 + 20 },
  });
  const owner = await call<{ token: string }>(baseUrl, "/api/user/login", {
    body: { email: inject("ownerEmail"), password: inject("ownerPassword") },
  });
  for (const step of [{ status: "packing" }, { status: "shipped", courier: "Delhivery", trackingNumber: "DLV-E2E-1" }, { status: "delivered" }]) {
    await call(baseUrl, `/api/admin/orders/${orderId}/status`, { token: owner.token, body: step });
  }
  return { token, owner: owner.token, orderId, product };
}

describe("returns", () => {
  it("a phone customer returns an item with a photo, staff take it back and refund it, the credit note is downloaded", async () => {
    const baseUrl = inject("shopUrl");
    const { token, owner, product } = await deliveredOrder(baseUrl);
    const photo = path.join(workDir, "broken-board.png");
    await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .png()
      .toFile(photo);

    const customer = await openShop(browser, { ...PHONE, acceptDownloads: true });
    try {
      const { page } = customer;
      await page.goto("/");
      await page.evaluate((value) => localStorage.setItem("token", value), token);
      await gotoHydrated(page, "/orders");
      await page.getByRole("link", { name: "Return Item" }).first().click();
      await page.getByRole("button", { name: "Request return" }).waitFor();
      // Sending nothing names what is missing, on the page.
      await page.getByRole("button", { name: "Request return" }).click();
      await page.getByText("Choose at least one item to return.").waitFor();
      await page.getByLabel(product.name).selectOption("1");
      await page.getByLabel("Damaged or defective").check();
      await page.getByLabel(/^Anything else/).fill("The board arrived with a cracked header.");
      await page.getByLabel("Add photos").setInputFiles(photo);
      const preview = page.getByRole("img", { name: "broken-board.png" });
      await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
      await page.getByLabel("UPI ID").fill("rohan.das@okaxis");
      await page.getByRole("button", { name: "Request return" }).click();
      await page.waitForURL((url) => !url.pathname.endsWith("/return"));
      await page.getByText("Your return request has been sent", { exact: false }).waitFor();
      expect(customer.errors).toEqual([]);
    } finally {
      await customer.context.close();
    }

    const { returns } = await call<{ returns: Array<{ _id: string; status: string; refundAmount: number; photos: string[] }> }>(
      baseUrl,
      "/api/returns",
      { token, method: "GET" },
    );
    const asked = returns.find((value) => value.status === "requested")!;
    expect(asked.refundAmount).toBe(product.salePrice);
    expect(asked.photos).toHaveLength(1);
    const stockBefore = (await call<{ product: ProductInfo }>(baseUrl, `/api/products/${product._id}`, { method: "GET" })).product.stock;

    const staff = await openShop(browser, DESKTOP);
    try {
      const { page } = staff;
      await page.goto("/");
      await page.evaluate((value) => localStorage.setItem("token", value), owner);
      await gotoHydrated(page, `/admin/returns/${asked._id}`);
      // Private, fetched with the staff token: it must show, not only be there.
      const photo = page.getByRole("img", { name: /photo 1/i });
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      await page.getByRole("button", { name: "Approve" }).click();
      await page.getByLabel("Pickup instructions").fill("Our courier collects the parcel on Monday between 10 and 1.");
      await page.getByRole("button", { name: "Approve" }).click();
      await page.getByRole("button", { name: "Mark received" }).click();
      await page.getByLabel(`Restock ${product.name}`).fill("1");
      await page.getByLabel(`Damaged ${product.name}`).fill("0");
      await page.getByRole("button", { name: "Confirm received" }).click();
      await page.getByRole("button", { name: "Mark refunded" }).click();
      await page.getByLabel("Reference (UTR)").fill("UTR424242424242");
      await page.getByRole("button", { name: "Confirm refunded" }).click();
      await page.getByText("UTR424242424242").first().waitFor();
      expect(staff.errors).toEqual([]);
    } finally {
      await staff.context.close();
    }
    const stockAfter = (await call<{ product: ProductInfo }>(baseUrl, `/api/products/${product._id}`, { method: "GET" })).product.stock;
    expect(stockAfter).toBe(stockBefore + 1);

    const again = await openShop(browser, { ...PHONE, acceptDownloads: true });
    try {
      const { page } = again;
      await page.goto("/");
      await page.evaluate((value) => localStorage.setItem("token", value), token);
      await gotoHydrated(page, "/returns");
      await page.getByText("UTR424242424242").waitFor();
      const { returns: after } = await call<{ returns: Array<{ _id: string; status: string; creditNote?: { number: string } }> }>(
        baseUrl,
        "/api/returns",
        { token, method: "GET" },
      );
      const done = after.find((value) => value._id === asked._id)!;
      expect(done.status).toBe("refunded");
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: `Download credit note ${done.creditNote!.number}` }).click();
      const file = path.join(workDir, "credit-note.pdf");
      await (await download).saveAs(file);
      const text = pdfText(await fs.readFile(file));
      for (const expected of ["Credit Note", done.creditNote!.number, "West Bengal (19)", product.name.slice(0, 20)]) {
        expect(text, expected).toContain(expected);
      }
      expect(text).toContain("IGST");
      expect(again.errors).toEqual([]);
    } finally {
      await again.context.close();
    }
  });
});
