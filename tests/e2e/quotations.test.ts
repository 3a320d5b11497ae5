import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, gotoHydrated, launchBrowser, loginAsNewUser, openShop, PHONE } from "~/tests/support/browser";
import { pdfText, scanQrCodes } from "~/tests/support/pdf-text";
import { shopCall as call } from "~/tests/support/shop-call";

/**
 * Issue 30 in the browser: a school's lab in-charge pastes a 15-line parts list on a phone, picks the board an
 * ambiguous line meant, and asks for a quotation; staff send it from the console; the school accepts it with its
 * purchase-order number and UPI, and the order page shows the QR code. The quotation's PDF reads as sent, and the
 * QR code on the proforma scans to the order's upi://pay address.
 */
let browser: Browser;
let owner: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const baseUrl = inject("shopUrl");
  owner = (await call<{ token: string }>(baseUrl, "/api/user/login", { body: { email: inject("ownerEmail"), password: inject("ownerPassword") } }))
    .token;
  const { settings } = await call<{ settings: Record<string, unknown> }>(baseUrl, "/api/admin/settings", { token: owner, method: "GET" });
  await call(baseUrl, "/api/admin/settings", {
    token: owner,
    method: "PUT",
    body: {
      ...settings,
      bankAccountName: "Tinkerwala Maker Supplies Pvt Ltd",
      bankAccountNumber: "50200012345678",
      bankIfsc: "HDFC0001234",
      bankName: "HDFC Bank",
      upiId: "tinkerwala@hdfcbank",
    },
  });
});
afterAll(async () => {
  await browser?.close();
});

/** Fifteen lines as a teacher writes them; "Arduino Uno" alone could be three products. */
const PARTS_LIST = [
  "20 x Arduino Uno",
  "HC-SR04 ultrasonic 20",
  "40 SG90",
  "L298N motor driver, 10",
  "10 x DHT11",
  "5 x ESP32 DevKit",
  "PIR motion sensor 10",
  "10 x MPU6050",
  "HC-05 bluetooth, 5",
  "10 SSD1306 OLED",
  "20 x 830 point breadboard",
  "MB102 breadboard power supply 10",
  "10 x LM2596 buck converter",
  "TM1637 display 5",
  "10 x 5V relay module",
].join("\n");

describe("a school's quotation", () => {
  it("phone and console: paste a list, fix the ambiguous line, request, send, accept with a PO, pay by UPI", async () => {
    const baseUrl = inject("shopUrl");
    const { context, page, errors } = await openShop(browser, PHONE);
    const staff = await openShop(browser, DESKTOP);
    try {
      const buyer = await loginAsNewUser(page, baseUrl);
      await gotoHydrated(page, "/quote");
      await page.getByLabel("Paste a parts list").fill(PARTS_LIST);
      await page.getByRole("button", { name: "Match parts" }).click();
      const ambiguous = page.getByRole("group", { name: /Which one is “Arduino Uno”\?/ });
      await ambiguous.getByRole("radio", { name: /Arduino Uno R3 Compatible Board/ }).check();
      await page.getByRole("button", { name: "Request a quotation" }).click();
      await expect.poll(() => page.getByRole("heading", { name: /^Parts \(15 of/ }).count()).toBe(1);

      await page.getByLabel("School or institution *").fill("Government Senior Secondary School, Patna");
      await page.getByLabel("Contact person *").fill("Rekha Sinha");
      await page.getByLabel("Mobile number *").fill("9835012345");
      await page.getByLabel("Email *").fill(buyer.email);
      await page.getByLabel("Street and building *").fill("Station Road, Gandhi Maidan");
      await page.getByLabel("City *").fill("Patna");
      await page.getByLabel("State *").selectOption("Bihar");
      await page.getByLabel("PIN code *").fill("800001");
      await page.getByRole("button", { name: "Request the quotation" }).click();
      await page.waitForURL(/\/quotes\/[0-9a-f-]{36}\?key=/);
      const id = new URL(page.url()).pathname.split("/")[2];
      await expect.poll(() => page.getByRole("heading", { name: "Quotation request" }).count()).toBe(1);

      // Staff send it from the console at the catalog's prices.
      await staff.page.goto("/");
      await staff.page.evaluate((value) => localStorage.setItem("token", value), owner);
      await gotoHydrated(staff.page, `/admin/quotes/${id}`);
      await staff.page.getByRole("button", { name: "Send quotation" }).click();
      await expect
        .poll(
          async () => (await call<{ quote: { status: string } }>(baseUrl, `/api/admin/quotes/${id}`, { token: owner, method: "GET" })).quote.status,
        )
        .toBe("sent");
      const { quote } = await call<{ quote: { number: string; totals: { total: number }; lines: Array<{ name: string; quantity: number }> } }>(
        baseUrl,
        `/api/admin/quotes/${id}`,
        { token: owner, method: "GET" },
      );
      expect(quote.lines).toHaveLength(15);
      expect(quote.lines[0]).toMatchObject({ name: expect.stringMatching(/^Arduino Uno R3 Compatible Board/), quantity: 20 });

      // The school accepts it on the phone with its purchase-order number, paying by UPI.
      await gotoHydrated(page, `/quotes/${id}`);
      await expect.poll(() => page.getByRole("heading", { name: `Quotation ${quote.number}` }).count()).toBe(1);
      await page.getByLabel(/Purchase-order number/).fill("ATL/2026/117");
      await page.getByRole("radio", { name: /^UPI/ }).check();
      await page.getByRole("button", { name: "Accept the quotation" }).click();
      await page.waitForURL(/\/orders$/);
      const payment = page.getByRole("region", { name: "Payment" }).first();
      await expect.poll(() => payment.textContent()).toContain("Awaiting payment");
      expect(await payment.textContent()).toContain("ATL/2026/117");
      const upi = payment.getByRole("link", { name: "Pay with a UPI app" });
      const link = new URL((await upi.getAttribute("href"))!);
      expect(link.protocol).toBe("upi:");
      expect(link.searchParams.get("am")).toBe(quote.totals.total.toFixed(2));
      await expect.poll(() => payment.getByRole("img", { name: /UPI QR code/ }).count()).toBe(1);

      // The quotation's PDF, as the school files it: its number, its lines, its total.
      const pdf = Buffer.from(await (await fetch(`${baseUrl}/api/quotes/${id}/pdf`, { headers: { token: buyer.token } })).arrayBuffer());
      const text = pdfText(pdf);
      expect(text).toContain(quote.number);
      expect(text).toContain("Arduino Uno R3 Compatible Board");
      expect(text).toContain("HC-SR04 Ultrasonic Distance Sensor");
      expect(text).toContain(quote.totals.total.toLocaleString("en-IN", { minimumFractionDigits: 2 }));

      // The proforma's QR code, scanned as a phone would, pays exactly this order.
      const { orders } = await call<{ orders: Array<{ _id: string; amount: number; poNumber: string }> }>(baseUrl, "/api/order/userorders", {
        token: buyer.token,
      });
      const proforma = Buffer.from(
        await (await fetch(`${baseUrl}/api/orders/${orders[0]._id}/invoice`, { headers: { token: buyer.token } })).arrayBuffer(),
      );
      const [scanned] = scanQrCodes(proforma);
      const paid = new URL(scanned);
      expect(paid.href.startsWith("upi://pay?")).toBe(true);
      expect(Object.fromEntries(paid.searchParams)).toMatchObject({ pa: "tinkerwala@hdfcbank", am: orders[0].amount.toFixed(2), cu: "INR" });
      expect(pdfText(proforma)).toContain("ATL/2026/117");
      expect([...errors, ...staff.errors]).toEqual([]);
    } finally {
      await context.close();
      await staff.context.close();
    }
  });
});
