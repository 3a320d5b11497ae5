import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startMailingShop, type MailingShop } from "~/tests/support/mailing-shop";
import { gotoHydrated, launchBrowser, PHONE } from "~/tests/support/browser";

/**
 * Forgotten password, end to end: a shop that really sends mail (to an SMTP server in this process),
 * the link from the mail opened in the browser, a new password, logged in.
 */
let browser: Browser;
let shop: MailingShop;
let server: MailingShop["server"];
let smtp: MailingShop["smtp"];
beforeAll(async () => {
  shop = await startMailingShop("mail", { AUTH_RATE_LIMIT: "1000" });
  ({ server, smtp } = shop);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

it("forgot → the mailed link → a new password → logged in, and the old password no longer works", async () => {
  const base = server.baseUrl;
  const email = `forgetful-${Date.now()}@example.in`;
  const signup = await fetch(`${base}/api/user/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Forgetful Teacher", email, password: "first-secret-12" }),
  });
  expect((await signup.json()).success).toBe(true);

  const context = await browser.newContext({ baseURL: base, ...PHONE });
  const page = await context.newPage();
  await gotoHydrated(page, "/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.waitForURL("**/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect.poll(() => page.getByRole("status").textContent()).toContain("we have sent it a link");

  const mail = await smtp.waitFor(email, /Reset your Tinkerwala password/, 20_000);
  const link = /http:\/\/localhost:\d+\/reset-password\?token=[\w%-]+/.exec(mail.text ?? "")?.[0];
  expect(link, mail.text).toBeDefined();
  // The mail names the shop's public address (PUBLIC_URL, by default localhost:PORT); open its path here.
  await gotoHydrated(page, new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel("New password", { exact: true }).fill("second-secret-34");
  await page.getByLabel("New password again").fill("second-secret-34");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await page.waitForURL("**/profile");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();

  const login = async (password: string) =>
    (
      await fetch(`${base}/api/user/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      })
    ).json();
  expect((await login("first-secret-12")).success).toBe(false);
  expect((await login("second-secret-34")).success).toBe(true);

  // The link works once.
  await gotoHydrated(page, new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel("New password", { exact: true }).fill("third-secret-56");
  await page.getByLabel("New password again").fill("third-secret-56");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect.poll(() => page.getByRole("alert").textContent()).toContain("already been used");
  await context.close();
});
