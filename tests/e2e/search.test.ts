import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, gotoHydrated, launchBrowser, openShop, PHONE } from "~/tests/support/browser";

/**
 * The header search on the demo catalog, in a real browser: a misspelt search finds the right
 * products, and the suggestions under the box open a product from the keyboard (desktop) or by a
 * tap (phone).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("header search", () => {
  it("finds 'ultrasonic sensr' and opens a suggestion with the arrow keys and Enter", async () => {
    const { page, errors, context } = await openShop(browser, DESKTOP);
    await gotoHydrated(page, "/collections");
    await page.getByRole("button", { name: "Search components" }).click();
    const box = page.getByRole("combobox", { name: "Search components" });
    await box.pressSequentially("ultrasonic sensr", { delay: 20 });
    const list = page.getByRole("listbox", { name: "Suggestions" });
    await list.getByRole("option", { name: /HC-SR04 Ultrasonic Distance Sensor/ }).waitFor();
    // The results below follow the typing too.
    await page.getByRole("heading", { level: 1, name: "Results for “ultrasonic sensr”" }).waitFor();

    await box.fill("");
    await box.pressSequentially("ardiuno", { delay: 20 });
    await list.getByRole("option", { name: /Arduino Uno R3 Compatible Board/ }).waitFor();
    await box.press("ArrowDown");
    expect(await list.getByRole("option").first().getAttribute("aria-selected")).toBe("true");
    await box.press("Enter");
    await page.waitForURL(/\/product\/arduino-uno-r3-ch340$/);
    await page.getByRole("heading", { level: 1, name: /Arduino Uno R3 Compatible Board/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a suggested category by a tap on a phone, and Escape closes the list", async () => {
    const { page, errors, context } = await openShop(browser, PHONE);
    await gotoHydrated(page, "/collections");
    await page.getByRole("button", { name: "Search components" }).tap();
    const box = page.getByRole("combobox", { name: "Search components" });
    await box.pressSequentially("sensr", { delay: 20 });
    const option = page.getByRole("option", { name: /Category\s*Sensors/ });
    await option.waitFor();
    await box.press("Escape");
    await option.waitFor({ state: "detached" });
    await box.press("ArrowDown");
    await option.tap();
    await page.waitForURL(/\/collections\?category=Sensors$/);
    // The address changes before React renders the new page (a transition), so the box empties a moment later.
    await expect.poll(() => box.inputValue()).toBe("");
    expect(errors).toEqual([]);
    await context.close();
  });
});
