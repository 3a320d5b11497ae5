import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductView } from "~/src/core/shapes/product";
import { gotoHydrated, launchBrowser, openShop } from "~/tests/support/browser";

/**
 * Kit compatibility hints (issue 32) in the real builder: the demo catalog's specifications say which parts are
 * motors that need a driver, so picking one brings the driver hint, and its one-click add clears it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("kit hints", () => {
  it("shows the motor-driver hint for a motor and clears it once the suggested driver is added with one click", async () => {
    const { page, baseUrl, errors } = await openShop(browser);
    const catalog = ((await (await fetch(`${baseUrl}/api/product/list`)).json()) as { products: ProductView[] }).products;
    const motor = catalog.find((product) => product.specs.needsDriver && product.stock > 5);
    expect(motor, "the demo catalog has a motor in stock that needs a driver").toBeDefined();
    expect(catalog.some((product) => product.specs.isDriver && product.stock > 0)).toBe(true);

    await gotoHydrated(page, "/kit");
    await page.getByLabel("Search parts").fill(motor!.name);
    await page.waitForURL((url) => url.searchParams.get("q") === motor!.name);
    await page.getByRole("button", { name: motor!.name, exact: true }).click();

    const tips = page.getByRole("status", { name: "Tips for your kit" });
    const driverHint = tips.getByText(`${motor!.name} needs a motor driver: add one such as `, { exact: false });
    await driverHint.waitFor();
    // The suggestion is a driver from the catalog, in stock, added without leaving the search.
    const add = tips.getByRole("listitem").filter({ hasText: "needs a motor driver" }).getByRole("button", { name: /^Add / }).first();
    const driverName = (await add.innerText()).replace(/^Add /, "");
    const driver = catalog.find((product) => product.name === driverName);
    expect(driver?.specs.isDriver).toBe(true);
    await add.click();

    await expect.poll(() => page.getByTestId("kit-count").innerText()).toBe("2");
    await page.getByRole("list", { name: "Parts in your kit" }).getByText(driverName, { exact: true }).waitFor();
    await driverHint.waitFor({ state: "detached" });
    expect(await tips.getByText("needs a motor driver", { exact: false }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("selectedKitProducts"))).toBe(JSON.stringify([motor!._id, driver!._id]));
    expect(errors).toEqual([]);
  });
});
