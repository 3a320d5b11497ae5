import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ProductView } from "~/src/core/shapes/product";
import { startMailingShop, type MailingShop } from "~/tests/support/mailing-shop";
import { gotoHydrated, launchBrowser, loginAsNewUser, PHONE } from "~/tests/support/browser";

/**
 * "Notify me" on a phone (issue 32): an out-of-stock product's page takes an address, the shop really mails the
 * confirmation link (to an SMTP server in this process), and the link's page confirms the alert.
 */
let browser: Browser;
let shop: MailingShop;
let server: MailingShop["server"];
let smtp: MailingShop["smtp"];
beforeAll(async () => {
  shop = await startMailingShop("alerts");
  ({ server, smtp } = shop);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

it("a phone user subscribes on an out-of-stock product and confirms from the mailed link", async () => {
  const base = server.baseUrl;
  const catalog = ((await (await fetch(`${base}/api/product/list`)).json()) as { products: ProductView[] }).products;
  const soldOut = catalog.find((product) => product.stock === 0);
  expect(soldOut, "the demo catalog has an out-of-stock product").toBeDefined();
  const email = `waiting-${Date.now()}@example.in`;

  const context = await browser.newContext({ baseURL: base, ...PHONE });
  const page = await context.newPage();
  // A slow phone: the form's code (loaded only on out-of-stock pages) arrives well after the page's. The form
  // waits for it; pressed before, the bare HTML form would reload the page and the address would be lost.
  await page.route(/\/assets\/stock-alert-form-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await gotoHydrated(page, `/product/${soldOut!._id}`);
  await page.getByText("Currently unavailable").waitFor();
  const form = page.getByRole("form", { name: "Notify me when it is back" });
  await form.getByLabel("Notify me when it's back").fill(email);
  await form.getByRole("button", { name: "Notify me" }).click();
  // The answer the server gave, in words: the confirmation, or (if refused) its alert, so a failure says why.
  const answer = page.getByRole("status").filter({ hasText: "Check your inbox" }).or(form.getByRole("alert"));
  await answer.first().waitFor({ timeout: 20_000 });
  expect(await answer.first().innerText()).toContain("Check your inbox");

  const mail = await smtp.waitFor(email, new RegExp(`Confirm your alert for ${soldOut!.name.replace(/[()]/g, ".")}`), 20_000);
  const link = /http:\/\/localhost:\d+\/stock-alert\/confirm\?token=[\w-]+/.exec(mail.text ?? "")?.[0];
  expect(link, mail.text).toBeDefined();
  await gotoHydrated(page, new URL(link!).pathname + new URL(link!).search);
  await expect.poll(() => page.getByRole("status").textContent(), { timeout: 20_000 }).toContain("We will mail you once");
  await context.close();
});

it("fills in a logged-in customer's address", async () => {
  const base = server.baseUrl;
  const catalog = ((await (await fetch(`${base}/api/product/list`)).json()) as { products: ProductView[] }).products;
  const soldOut = catalog.find((product) => product.stock === 0)!;
  const context = await browser.newContext({ baseURL: base, ...PHONE });
  const page = await context.newPage();
  const account = await loginAsNewUser(page, base);
  await gotoHydrated(page, `/product/${soldOut._id}`);
  const input = page.getByRole("form", { name: "Notify me when it is back" }).getByLabel("Notify me when it's back");
  await expect.poll(() => input.inputValue(), { timeout: 20_000 }).toBe(account.email);
  await context.close();
});
