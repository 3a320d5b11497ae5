import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createTestApp, productFixture, registerUser, type TestApp } from "~/tests/support/test-app";

/**
 * Issue 33: the server's refusals a customer reads come in Hindi to a Hindi page (the `x-shop-language: hi` header),
 * one representative per module, with the same status; without the header, the spec's client and the English
 * storefront get exactly the English they always got.
 */
let t: TestApp;
let token: string;
const HINDI = { "x-shop-language": "hi" };

beforeAll(async () => {
  t = await createTestApp();
  await addProducts(t.db, [
    productFixture({ id: "hr-led", name: "Red LED", price: 2, stock: 100 }),
    productFixture({ id: "hr-servo", name: "SG90 Servo", price: 149, stock: 2 }),
    productFixture({ id: "hr-gone", name: "Sold Out Sensor", price: 99, stock: 0 }),
  ]);
  ({ token } = await registerUser(t.app));
});
afterAll(() => t?.close());

type Call = { method?: "GET" | "POST" | "DELETE"; url: string; payload?: object; signedIn?: boolean };

/** The call without the header and with it: both answers, so each test states the English and the Hindi side by side. */
async function bothWays({ method = "POST", url, payload, signedIn = true }: Call) {
  const headers = signedIn ? { token } : {};
  const english = await t.app.inject({ method, url, payload, headers });
  const hindi = await t.app.inject({ method, url, payload, headers: { ...headers, ...HINDI } });
  expect(hindi.statusCode).toBe(english.statusCode);
  return { english: english.json() as { success: boolean; message: string }, hindi: hindi.json() as { success: boolean; message: string } };
}

async function expectRefusal(call: Call, english: string, hindi: string) {
  const answers = await bothWays(call);
  expect(answers.english).toMatchObject({ success: false, message: english });
  expect(answers.hindi).toMatchObject({ success: false, message: hindi });
}

describe("refusals in Hindi, module by module", () => {
  it("cart: a stock rule of src/core, a product no longer known, and what the cart already holds", async () => {
    await expectRefusal(
      { url: "/api/cart/add", payload: { itemId: "hr-gone" } },
      "Sold Out Sensor is out of stock.",
      "Sold Out Sensor स्टॉक में नहीं है।",
    );
    await expectRefusal({ url: "/api/cart/add", payload: { itemId: "no-such-part" } }, "Product not found.", "पुर्ज़ा नहीं मिला।");
    await t.app.inject({ method: "POST", url: "/api/cart/add", payload: { itemId: "hr-servo" }, headers: { token } });
    await expectRefusal(
      { url: "/api/cart/add-many", payload: { items: [{ itemId: "hr-servo", quantity: 2 }] } },
      "Only 2 of SG90 Servo left in stock. Your cart already holds 1.",
      "SG90 Servo के स्टॉक में केवल 2 बचे हैं। आपके कार्ट में पहले से 1 हैं।",
    );
  });

  it("orders: an empty order, answered 200 as the spec's call does", async () => {
    const answers = await bothWays({ url: "/api/order/place", payload: { items: [], amount: 0, address: {} } });
    expect(answers.english).toEqual({ success: false, message: "Your cart is empty." });
    expect(answers.hindi).toEqual({ success: false, message: "आपका कार्ट ख़ाली है।" });
  });

  it("returns: an order that is not the customer's", async () => {
    await expectRefusal(
      {
        url: "/api/orders/00000000-0000-4000-8000-000000000000/returns",
        payload: { lines: [{ productId: "hr-led", quantity: 1 }], reason: "damaged", refund: { upi: "asha.verma@okaxis" } },
      },
      "Order not found.",
      "ऑर्डर नहीं मिला।",
    );
  });

  it("reviews: only a buyer may review", async () => {
    await expectRefusal(
      { url: "/api/products/hr-led/reviews", payload: { stars: 5, title: "", text: "Bright and easy to solder onto a board." } },
      "Only customers who received this product can review it.",
      "इस पुर्ज़े का रिव्यू वही ग्राहक लिख सकते हैं जिन्हें यह मिल चुका है।",
    );
  });

  it("stock alerts: a product in stock, and the answer to a subscription", async () => {
    await expectRefusal(
      { url: "/api/products/hr-led/notify", payload: { email: "asha@example.in" }, signedIn: false },
      "Red LED is in stock: order it now.",
      "Red LED स्टॉक में है: अभी ऑर्डर करें।",
    );
    const answers = await bothWays({ url: "/api/products/hr-gone/notify", payload: { email: "asha@example.in" }, signedIn: false });
    expect(answers.english.message).toBe(
      "Check your inbox: we sent a link to confirm the alert. Once you confirm, we will mail you once when it is back in stock.",
    );
    expect(answers.hindi.message).toMatch(/^अपना ईमेल देखें/);
  });

  it("inbox: the enquiry form's rule", async () => {
    await expectRefusal(
      { url: "/api/enquiries", payload: { name: "Asha", email: "", message: "" }, signedIn: false },
      "Please fill in your name, email, and message.",
      "कृपया अपना नाम, ईमेल और संदेश भरें।",
    );
  });

  it("quotes, blog and files: what is not there", async () => {
    await expectRefusal(
      { method: "GET", url: "/api/quotes/00000000-0000-4000-8000-000000000000", signedIn: false },
      "Quotation not found.",
      "कोटेशन नहीं मिला।",
    );
    await expectRefusal({ method: "GET", url: "/api/blogs/no-such-post", signedIn: false }, "Post not found.", "लेख नहीं मिला।");
  });

  it("account: a saved address that is not the customer's, and an expired session", async () => {
    await expectRefusal(
      { method: "DELETE", url: "/api/user/addresses/00000000-0000-4000-8000-000000000000" },
      "No such saved address.",
      "ऐसा कोई सहेजा हुआ पता नहीं है।",
    );
    const english = await t.app.inject({ url: "/api/user/me", headers: { token: "not-a-session-token-at-all" } });
    const hindi = await t.app.inject({ url: "/api/user/me", headers: { token: "not-a-session-token-at-all", ...HINDI } });
    expect(english.json()).toEqual({ success: false, message: "Your session has expired. Please log in again." });
    expect(hindi.json()).toEqual({ success: false, message: "आपका सत्र ख़त्म हो गया है। कृपया फिर से लॉग इन करें।" });
  });
});

describe("validation in Hindi", () => {
  it("says the shared form rules of src/core in Hindi (the same words the forms show)", async () => {
    await expectRefusal(
      { url: "/api/user/register", payload: { name: "Asha Verma", email: "asha@", password: "tinker-pass-1" }, signedIn: false },
      "Please enter a valid email address.",
      "कृपया सही ईमेल पता लिखें।",
    );
    await expectRefusal(
      { url: "/api/user/register", payload: { name: "", email: "asha@example.in", password: "tinker-pass-1" }, signedIn: false },
      "Name is required.",
      "नाम भरना ज़रूरी है।",
    );
  });

  it("answers a request the route's schema refuses with the rule in Hindi, and keeps the English naming the field", async () => {
    const english = await t.app.inject({ url: "/api/delivery/012345" });
    const hindi = await t.app.inject({ url: "/api/delivery/012345", headers: HINDI });
    expect(hindi.statusCode).toBe(400);
    expect(english.json().message).toContain("PIN must be 6 digits and cannot start with 0.");
    expect(hindi.json()).toEqual({ success: false, message: "अनुरोध स्वीकार नहीं हुआ: PIN कोड 6 अंकों का होना चाहिए और 0 से शुरू नहीं हो सकता।" });
  });
});

describe("answers the account page and the forms show", () => {
  it("thank and confirm in Hindi, and in the same English as before without the header", async () => {
    const subscribe = (headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/subscriptions", headers, payload: { email: "reader@example.in" } });
    expect((await subscribe({})).json().message).toBe("Thank you for subscribing!");
    expect((await subscribe(HINDI)).json().message).toBe("आप पहले से सदस्य हैं। धन्यवाद!");
    expect((await subscribe({})).json().message).toBe("You are already subscribed. Thank you!");

    const forgot = await bothWays({ url: "/api/user/password/forgot", payload: { email: "nobody-here@example.in" }, signedIn: false });
    expect(forgot.english.message).toBe(
      "If an account uses this e-mail address, we have sent it a link to choose a new password. The link works once, for one hour.",
    );
    expect(forgot.hindi.message).toMatch(/^अगर इस ईमेल पते से कोई खाता है/);

    const answers = await bothWays({ url: "/api/user/preferences", payload: { mailUpdates: false } });
    expect(answers.english.message).toBe("No more shipping and delivery updates by e-mail.");
    expect(answers.hindi.message).toBe("अब शिपिंग और डिलीवरी की जानकारी ईमेल से नहीं आएगी।");
  });
});
