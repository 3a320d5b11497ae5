import { and, eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "~/src/server/db/schema";
import { mailOutbox } from "~/src/server/db/schema-mail";
import { sendDueMails } from "~/src/server/mail/mail-sender";
import { call, staffToken } from "~/tests/support/orders";
import { askReturn, deliver, moveReturn, UPI } from "~/tests/support/returns";
import { startTestSmtpServer } from "~/tests/support/smtp-server";
import { addProducts, createTestApp, productFixture, validAddress, type TestApp } from "~/tests/support/test-app";

/**
 * Issue 33: a customer's mails are written in the language they use: an account's own (set from the page it was
 * made on), a guest's the language of the page they used. Money keeps its Latin digits; links lead to the Hindi
 * pages; staff mails stay English.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let staff: string;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ env: { PUBLIC_URL: "https://shop.example" } });
  await addProducts(t.db, [
    productFixture({ id: "hm-uno", name: "Arduino Uno R3", price: 500, discount: 0, stock: 20 }),
    productFixture({ id: "hm-sensor", name: "Soil Moisture Sensor", price: 100, discount: 0, stock: 0 }),
  ]);
  await t.db.update(products).set({ nameHi: "मिट्टी की नमी का सेंसर" }).where(eq(products.id, "hm-sensor"));
  staff = await staffToken(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const HINDI = { "x-shop-language": "hi" };
const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: "POST", url, payload, headers });

async function register(name: string, headers: Record<string, string> = {}) {
  const email = `${name.split(" ")[0].toLowerCase()}-${Date.now()}@example.in`;
  const made = await post("/api/user/register", { name, email, password: "tinker-pass-1" }, headers);
  return { email, token: made.json().token as string };
}

async function mailTo(email: string, kind: string) {
  const [mail] = await t.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody, html: mailOutbox.htmlBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, kind)));
  expect(mail, `${kind} to ${email}`).toBeDefined();
  return mail;
}

const ENGLISH_MONTH = /January|February|March|April|May|June|July|August|September|October|November|December/;
const DEVANAGARI = /[\u0900-\u097F]/;

describe("a customer who signed up on a Hindi page", () => {
  it("gets the welcome and the order-received mail in Hindi, with Hindi dates, rupees as ever and links to /hi pages", async () => {
    const buyer = await register("Asha Verma", HINDI);
    const welcome = await mailTo(buyer.email, "welcome");
    expect(welcome.subject).toBe("Tinkerwala में आपका स्वागत है");
    expect(welcome.text).toContain("नमस्ते Asha Verma,");
    expect(welcome.text).toContain("https://shop.example/hi/collections");

    const placed = await t.app.inject({
      method: "POST",
      url: "/api/order/place",
      headers: { token: buyer.token },
      payload: { address: validAddress, items: [{ _id: "hm-uno", quantity: 2 }], amount: 1020 },
    });
    expect(placed.json().success).toBe(true);
    const mail = await mailTo(buyer.email, "order-received");
    expect(mail.subject).toMatch(/^हमें आपका ऑर्डर #[0-9A-F]{8} मिल गया है$/);
    expect(mail.text).toContain("नमस्ते Asha Verma,");
    expect(mail.text).toContain("भुगतान डिलीवरी पर नकद होगा।");
    expect(mail.text).toContain("Arduino Uno R3 × 2  ₹1,000.00");
    expect(mail.text).toContain("पैकिंग और सुविधा शुल्क: ₹20.00");
    expect(mail.text).toContain("कुल: ₹1,020.00");
    expect(mail.text).toContain("डिलीवरी का पता:\n");
    expect(mail.text).toMatch(/डिलीवरी की अनुमानित तारीख़: \d{1,2} [\u0900-\u097F]+ \d{4}।/);
    expect(mail.text).toMatch(/जो \d{1,2} [\u0900-\u097F]+ \d{4}, \d{1,2}:\d{2} [ap]m IST को दिया गया/);
    expect(mail.text).toContain("इसकी स्थिति यहाँ देखें: https://shop.example/hi/orders");
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain('href="https://shop.example/hi/orders"');
    expect(mail.html).toContain("अपना ऑर्डर देखें");
    for (const english of ["Thank you", "Hello", "Delivery address", "Estimated delivery", "Total:", "Follow it here"]) {
      expect(mail.text).not.toContain(english);
    }
    expect(mail.text).not.toMatch(ENGLISH_MONTH);
    expect(mail.text).not.toContain("https://shop.example/orders");

    // Through a real SMTP server, the Hindi arrives intact.
    await t.db.execute(sql`delete from mail_outbox where recipient <> ${buyer.email} or kind <> 'order-received'`);
    await sendDueMails(t.db, nodemailer.createTransport({ url: smtp.url }), { name: "Tinkerwala", address: "support@tinkerwala.in" });
    const received = await smtp.waitFor(buyer.email, /मिल गया है/);
    expect(received.text).toContain("नमस्ते Asha Verma,");

    // Shipping is told in Hindi too, with the courier as staff typed it.
    const orderId = placed.json().orderId as string;
    await call(t, "POST", `/api/admin/orders/${orderId}/status`, staff, { status: "packing" });
    await call(t, "POST", `/api/admin/orders/${orderId}/status`, staff, { status: "shipped", courier: "India Post", trackingNumber: "EE1IN" });
    const shipped = await mailTo(buyer.email, "order-shipped");
    expect(shipped.subject).toMatch(/^ऑर्डर #[0-9A-F]{8} रास्ते में है$/);
    expect(shipped.text).toContain("India Post से भेज दिया गया है।");
    expect(shipped.text).toContain("ट्रैकिंग नंबर: EE1IN");
  });

  it("hears of the delivery and of each step of a return in Hindi, reasons and refund details included", async () => {
    const buyer = await register("Meena Joshi", HINDI);
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/order/place",
      headers: { token: buyer.token },
      payload: { address: validAddress, items: [{ _id: "hm-uno", quantity: 1 }], amount: 520 },
    });
    const orderId = placed.json().orderId as string;
    await deliver(t, staff, orderId);
    const delivered = await mailTo(buyer.email, "order-delivered");
    expect(delivered.subject).toMatch(/^ऑर्डर #[0-9A-F]{8} पहुँच गया है$/);

    const asked = await askReturn(t, buyer.token, orderId, { lines: [{ productId: "hm-uno", quantity: 1 }], reason: "damaged", refund: UPI });
    expect(asked.statusCode).toBe(201);
    const requested = await mailTo(buyer.email, "return-requested");
    expect(requested.subject).toMatch(/^ऑर्डर #[0-9A-F]{8} की वापसी का आपका अनुरोध हमें मिल गया है$/);
    expect(requested.text).toContain("आपने इन्हें लौटाने को कहा है: Arduino Uno R3 × 1। कारण: टूटा हुआ या ख़राब।");
    expect(requested.text).toMatch(/हम ₹\d[\d,]*\.\d{2} आपके UPI ID as•+@okaxis में लौटा देंगे।/);
    expect(requested.text).toContain("https://shop.example/hi/orders");
    expect(requested.text).not.toContain("Damaged or defective");

    await moveReturn(t, staff, asked.json().return._id, { status: "approved", note: "Courier on Monday" });
    const approved = await mailTo(buyer.email, "return-approved");
    expect(approved.text).toContain("सामान वापस कैसे भेजें: Courier on Monday");
  });

  it("gets the password-reset mail in Hindi, its link to the Hindi page", async () => {
    const buyer = await register("Ravi Kumar", HINDI);
    // The language is the account's, whatever page the reset is asked from.
    expect((await post("/api/user/password/forgot", { email: buyer.email })).json().success).toBe(true);
    const mail = await mailTo(buyer.email, "password-reset");
    expect(mail.subject).toBe("अपना Tinkerwala पासवर्ड बदलें");
    expect(mail.text).toContain("नमस्ते Ravi Kumar,");
    expect(mail.text).toMatch(/https:\/\/shop\.example\/hi\/reset-password\?token=[\w%-]+/);
    expect(mail.html).toContain("नया पासवर्ड चुनें");
    expect(mail.text).not.toContain("Someone (we hope you)");
  });

  it("keeps an English account's mails English, whatever page it later uses", async () => {
    const buyer = await register("Kavya Rao");
    await t.app.inject({
      method: "POST",
      url: "/api/order/place",
      headers: { token: buyer.token, ...HINDI },
      payload: { address: validAddress, items: [{ _id: "hm-uno", quantity: 1 }], amount: 520 },
    });
    const mail = await mailTo(buyer.email, "order-received");
    expect(mail.subject).toMatch(/^We have received your order #[0-9A-F]{8}$/);
    expect(mail.text).toContain("Hello Kavya Rao,");
    expect(mail.text).toMatch(/Estimated delivery: \d{1,2} [A-Z][a-z]+ \d{4}\./);
    expect(mail.text).not.toMatch(DEVANAGARI);
    expect(mail.text).not.toContain("/hi/");
    expect(mail.html).toContain('<html lang="en">');
  });
});

describe("a guest on a Hindi page", () => {
  it("gets the quotation request's mail in Hindi, while the shop's notice stays English", async () => {
    const email = `atl-${Date.now()}@school.example`;
    const request = await post(
      "/api/quotes",
      {
        institution: "Kendriya Vidyalaya No. 2, Jaipur",
        contactName: "Anil Sharma",
        email,
        phone: "9414012345",
        billingAddress: { street: "Bajaj Nagar", city: "Jaipur", state: "Rajasthan", zipcode: "302015" },
        lines: [{ productId: "hm-uno", quantity: 10 }],
      },
      HINDI,
    );
    expect(request.statusCode).toBe(201);
    const { quote } = request.json();
    const mail = await mailTo(email, "quote-requested");
    expect(mail.subject).toBe("हमें आपका कोटेशन अनुरोध मिल गया है — Tinkerwala");
    expect(mail.text).toContain("नमस्ते Anil Sharma,");
    expect(mail.text).toContain("आपने ये पुर्ज़े माँगे हैं:\n  Arduino Uno R3 × 10");
    expect(mail.text).toContain(`https://shop.example/hi/quotes/${quote._id}?key=`);
    expect(mail.text).not.toContain("Thank you for asking");

    const notice = (await t.db.execute(sql`select subject, text_body from mail_outbox where kind = 'quote-notice' order by created_at desc limit 1`))
      .rows[0] as { subject: string; text_body: string };
    expect(notice.subject).toBe("Quotation request from Kendriya Vidyalaya No. 2, Jaipur");
    expect(notice.text_body).not.toMatch(DEVANAGARI);
    expect(notice.text_body).toContain("https://shop.example/admin/quotes/");

    // Its later mails follow the stored language: the quotation sent by staff is Hindi too.
    const sent = await call(t, "POST", `/api/admin/quotes/${quote._id}/send`, staff);
    expect(sent.statusCode).toBe(200);
    const quotation = await mailTo(email, "quote-sent");
    expect(quotation.subject).toMatch(/^Tinkerwala की ओर से कोटेशन \S+$/);
    expect(quotation.text).toMatch(/GST सहित, \d{1,2} [\u0900-\u097F]+ \d{4} तक मान्य।/);
    expect(quotation.text).toContain(`https://shop.example/hi/quotes/${quote._id}?key=`);
  });

  it("gets the stock alert's confirmation and its back-in-stock mail in Hindi, with the product's Hindi name", async () => {
    const email = `alert-${Date.now()}@example.in`;
    expect((await post("/api/products/hm-sensor/notify", { email }, HINDI)).statusCode).toBe(200);
    const confirm = await mailTo(email, "stock-alert-confirm");
    expect(confirm.subject).toBe("मिट्टी की नमी का सेंसर के अलर्ट को पक्का करें");
    expect(confirm.text).toContain("नमस्ते,");
    const token = /https:\/\/shop\.example\/hi\/stock-alert\/confirm\?token=([A-Za-z0-9_-]+)/.exec(confirm.text)?.[1];
    expect(token, confirm.text).toBeDefined();
    expect(confirm.text).toContain("https://shop.example/hi/stock-alert/unsubscribe?token=");

    expect((await post("/api/stock-alerts/confirm", { token })).statusCode).toBe(200);
    await call(t, "POST", "/api/admin/products/hm-sensor/stock", staff, { change: 5, reason: "received" });
    const back = await mailTo(email, "stock-alert-back");
    expect(back.subject).toBe("मिट्टी की नमी का सेंसर फिर से स्टॉक में है");
    expect(back.text).toContain("https://shop.example/hi/product/hm-sensor");
    expect(back.text).not.toContain("back in stock");
  });

  it("gets the enquiry's receipt in Hindi; the shop's notice stays English", async () => {
    const email = `enquiry-${Date.now()}@school.example`;
    await post("/api/enquiries", { name: "Sunita", email, phone: "9876543210", message: "हमारी लैब के लिए 40 किट?" }, HINDI);
    const receipt = await mailTo(email, "enquiry-received");
    expect(receipt.subject).toBe("हमें आपका संदेश मिल गया है — Tinkerwala");
    expect(receipt.text).toMatch(/आपका संदेश, जो \d{1,2} [\u0900-\u097F]+ \d{4}, \d{1,2}:\d{2} [ap]m IST को मिला:\nहमारी लैब के लिए 40 किट\?/);
    const notice = (await t.db.execute(sql`select subject from mail_outbox where kind = 'enquiry-notice' order by created_at desc limit 1`)).rows[0];
    expect(notice).toEqual({ subject: "New enquiry from Sunita" });
  });
});
