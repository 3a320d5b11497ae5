import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";

/** Debian's Chromium, driven by playwright-core (no browser download is possible here). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** A new browser context (own localStorage) on the test shop, failing on page errors. */
export async function openShop(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0] = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; baseUrl: string; errors: string[] }> {
  const baseUrl = inject("shopUrl");
  const context = await browser.newContext({ baseURL: baseUrl, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, baseUrl, errors };
}

/** Server-rendered controls do nothing until React has hydrated them: go to the page and wait for that. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
  return response;
}

let userCounter = 0;
/** Creates an account through the API and stores its token in the page's localStorage, as login does. */
export async function loginAsNewUser(page: Page, baseUrl: string) {
  userCounter += 1;
  const email = `e2e-${Date.now()}-${userCounter}@example.in`;
  const response = await fetch(`${baseUrl}/api/user/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: `E2E User ${userCounter}`, email, password: "e2e-password-1" }),
  });
  const { token } = (await response.json()) as { token: string };
  await page.goto("/");
  await page.evaluate((value) => localStorage.setItem("token", value), token);
  return { token, email, password: "e2e-password-1" };
}
