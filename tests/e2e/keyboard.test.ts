import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, gotoHydrated, launchBrowser, loginAsNewUser, openShop } from "~/tests/support/browser";

/**
 * Issue 29: the checkout and the kit builder with the keyboard alone (Tab, Shift+Tab, Enter, Space and typing;
 * no mouse), every control reached showing a visible focus indicator, and the kit's dialog keeping the focus
 * inside it.
 */

interface ProductInfo {
  _id: string;
  name: string;
  stock: number;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the focused element is called (its label, aria-label or text) and whether its focus can be seen. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: "", visible: false, tag: "" };
    const labelled = element.getAttribute("aria-labelledby");
    const name = element.getAttribute("aria-label") ?? (labelled ? (document.getElementById(labelled)?.textContent ?? "") : "");
    const label = (element as HTMLInputElement).labels?.[0]?.textContent ?? "";
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none" && style.boxShadow !== "";
    return { name: (name || label || element.textContent || "").replace(/\s+/g, " ").trim(), visible: outline || ring, tag: element.tagName };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused control's name matches; every control passed on the way must show
 * its focus. Fails when the control is not reached within `limit` presses.
 */
async function tabTo(page: Page, name: RegExp, { back = false, limit = 120 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const now = await focused(page);
    if (now.tag && now.tag !== "IFRAME") expect(now.visible, `focus indicator on "${now.name}" (${now.tag})`).toBe(true);
    if (name.test(now.name)) return now;
  }
  throw new Error(`Tab never reached a control named ${name}`);
}

async function inStock(baseUrl: string, count: number): Promise<ProductInfo[]> {
  const { products } = (await (await fetch(`${baseUrl}/api/products?limit=24`)).json()) as { products: ProductInfo[] };
  return products.filter((product) => product.stock >= 10).slice(0, count);
}

const ADDRESS: Array<[RegExp, string]> = [
  [/^First name/, "Kavya"],
  [/^Last name/, "Rao"],
  [/^Email/, "kavya@example.in"],
  [/^Street address/, "9 Residency Road"],
  [/^City/, "Bengaluru"],
  [/^State/, "Karnataka"],
  [/^PIN/, "560025"],
  [/^Phone/, "9845012345"],
];

async function typeAddress(page: Page) {
  for (const [label, text] of ADDRESS) {
    await tabTo(page, label);
    await page.keyboard.press("Control+A");
    await page.keyboard.type(text);
  }
}

describe("with the keyboard alone", () => {
  it("a customer checks out the cart", async () => {
    const { context, page, baseUrl, errors } = await openShop(browser, DESKTOP);
    try {
      const { token } = await loginAsNewUser(page, baseUrl);
      const [product] = await inStock(baseUrl, 1);
      await fetch(`${baseUrl}/api/cart/add`, {
        method: "POST",
        headers: { token, "content-type": "application/json" },
        body: JSON.stringify({ itemId: product._id }),
      });

      await gotoHydrated(page, "/cart");
      await page.getByRole("link", { name: product.name }).first().waitFor();
      await tabTo(page, /^Proceed to checkout$/);
      await page.keyboard.press("Enter");
      await page.waitForURL("**/place-order");
      await page.getByLabel(/^First name/).waitFor();
      await typeAddress(page);
      await tabTo(page, /^Place order/);
      await page.keyboard.press("Enter");
      await page.waitForURL("**/orders");
      await page.getByText(/Order placed!/).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a school builds a kit of 7, confirms it in the dialog and orders it", async () => {
    const { context, page, baseUrl, errors } = await openShop(browser, DESKTOP);
    try {
      await loginAsNewUser(page, baseUrl);
      const parts = await inStock(baseUrl, 7);
      await gotoHydrated(page, "/kit");
      await page.getByText(/^Showing 1–24 of \d+ parts$/).waitFor();
      for (const part of parts) {
        await tabTo(page, new RegExp(`^${part.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
        await page.keyboard.press("Space");
        await expect.poll(() => page.getByRole("button", { name: part.name, exact: true }).getAttribute("aria-pressed")).toBe("true");
      }
      await expect.poll(() => page.getByTestId("kit-count").innerText()).toBe("7");

      await tabTo(page, /^Proceed to checkout$/);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Create this kit?" });
      await dialog.waitFor();
      // The focus is in the dialog and stays there, whichever way the customer tabs.
      for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
        await page.keyboard.press(key);
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      await tabTo(page, /^Yes$/, { limit: 5 });
      await page.keyboard.press("Enter");
      await page.waitForURL("**/kit-place-order");
      await page.getByLabel(/^First name/).waitFor();
      await typeAddress(page);
      await tabTo(page, /^Place kit order/);
      await page.keyboard.press("Enter");
      await page.waitForURL("**/kit-orders");
      await page.getByText("Your kit order has been placed").first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
