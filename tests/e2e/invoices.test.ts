import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, gotoHydrated, launchBrowser, openShop, PHONE } from "~/tests/support/browser";
import { shopCall as call } from "~/tests/support/shop-call";
import { pdfText } from "~/tests/support/pdf-text";

/**
 * Issue 22 in the browser: a school buys as a business, staff ship the order (which issues the tax invoice),
 * the customer downloads it from their orders and it reads as an accountant needs it; staff find it in
 * Invoices and take the month's GSTR-1 export.
 */
let browser: Browser;
let workDir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), "tw-invoice-e2e-"));
});
afterAll(async () => {
  await browser?.close();
  await fs.rm(workDir, { recursive: true, force: true });
});

const address = {
  firstName: "Kavita",
  lastName: "Menon",
  email: "lab@sunrise-school.example.in",
  street: "Sunrise Public School, 4th Cross",
  city: "Chennai",
  state: "Tamil Nadu",
  zipcode: "600001",
  country: "India",
  phone: "9876543210",
};

async function shippedBusinessOrder(baseUrl: string) {
  const { token } = await call<{ token: string }>(baseUrl, "/api/user/register", {
    body: { name: "Kavita Menon", email: `kavita-${Date.now()}@example.in`, password: "e2e-password-1" },
  });
  const { products } = await call<{ products: Array<{ _id: string; stock: number; salePrice: number; hsn: string }> }>(baseUrl, "/api/product/list", {
    method: "GET",
  });
  const product = products.find((candidate) => candidate.stock >= 5 && candidate.hsn === "8542")!;
  const { orderId } = await call<{ orderId: string }>(baseUrl, "/api/order/place", {
    token,
    body: {
      address,
      items: [{ _id: product._id, quantity: 2 }],
      amount: product.salePrice * 2 + 20,
      gstin: "33AABCT1234L1ZK",
      businessName: "Sunrise Public School",
    },
  });
  const owner = await call<{ token: string }>(baseUrl, "/api/user/login", {
    body: { email: inject("ownerEmail"), password: inject("ownerPassword") },
  });
  await call(baseUrl, `/api/admin/orders/${orderId}/status`, { token: owner.token, body: { status: "packing" } });
  await call(baseUrl, `/api/admin/orders/${orderId}/status`, {
    token: owner.token,
    body: { status: "shipped", courier: "DTDC", trackingNumber: "D123" },
  });
  return { token, owner: owner.token, orderId, product };
}

describe("tax invoices", () => {
  it("phone: the customer downloads the invoice of a shipped order from their orders", async () => {
    const baseUrl = inject("shopUrl");
    const { token, orderId } = await shippedBusinessOrder(baseUrl);
    const { context, page, errors } = await openShop(browser, { ...PHONE, acceptDownloads: true });
    try {
      await page.goto("/");
      await page.evaluate((value) => localStorage.setItem("token", value), token);
      await gotoHydrated(page, "/orders");
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "View Invoice" }).first().click();
      const file = path.join(workDir, "customer.pdf");
      await (await download).saveAs(file);
      const { invoice } = await call<{ invoice: { number: string; totals: { total: number } } }>(
        baseUrl,
        `/api/orders/${orderId}/invoice?format=json`,
        {
          token,
          method: "GET",
        },
      );
      expect((await download).suggestedFilename()).toBe(`${invoice.number.replaceAll("/", "-")}.pdf`);
      const text = pdfText(await fs.readFile(file));
      for (const expected of [
        "Tax Invoice",
        invoice.number,
        "29AAHCT4821K1ZY",
        "33AABCT1234L1ZK",
        "Sunrise Public School",
        "Tamil Nadu (33)",
        "8542",
        "9985",
        invoice.totals.total.toLocaleString("en-IN", { minimumFractionDigits: 2 }),
      ]) {
        expect(text, expected).toContain(expected);
      }
      expect(text).toContain("IGST");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("desktop: staff find the invoice in Invoices and download the month's GSTR-1", async () => {
    const baseUrl = inject("shopUrl");
    const { owner, orderId } = await shippedBusinessOrder(baseUrl);
    const { context, page, errors } = await openShop(browser, { ...DESKTOP, acceptDownloads: true });
    try {
      await page.goto("/");
      await page.evaluate((value) => localStorage.setItem("token", value), owner);
      await gotoHydrated(page, "/admin/invoices");
      await page
        .getByRole("link", { name: `#${orderId.slice(0, 8).toUpperCase()}` })
        .first()
        .waitFor();
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: /Export GSTR-1/ }).click();
      expect((await download).suggestedFilename()).toMatch(/^GSTR-1-\d{4}-\d{2}\.zip$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
