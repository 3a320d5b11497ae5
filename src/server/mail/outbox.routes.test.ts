import { sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountWithRole } from "~/tests/support/staff-accounts";
import { pdfText } from "~/tests/support/pdf-text";
import { startTestSmtpServer } from "~/tests/support/smtp-server";
import { addProducts, createTestApp, productFixture, registerUser, validAddress, type TestApp } from "~/tests/support/test-app";
import { connectDatabase } from "~/src/server/db/client";
import { sendDueMails } from "./mail-sender";

/** No SMTP_URL: mails wait in the outbox, and this file sends them itself with sendDueMails. */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let staffToken: string;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ env: { PUBLIC_URL: "https://shop.example" } });
  await addProducts(t.db, [productFixture({ id: "big-kit", name: "Robotics Lab Kit", price: 123456, stock: 3 })]);
  staffToken = (await accountWithRole(t, "staff")).token;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.refuse(false);
  smtp.received.length = 0;
  await t.db.execute(sql`delete from mail_outbox`);
});

const post = (url: string, token: string | undefined, payload: unknown) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers: token ? { token } : {} });
const outbox = async () =>
  (await t.db.execute(sql`select kind, recipient, subject, text_body, status, attempts, last_error from mail_outbox order by created_at`))
    .rows as Array<{
    kind: string;
    recipient: string;
    subject: string;
    text_body: string;
    status: string;
    attempts: number;
    last_error: string | null;
  }>;
const transport = () => nodemailer.createTransport({ url: smtp.url });
const FROM = { name: "Tinkerwala", address: "support@tinkerwala.in" };

async function placeBigOrder(token: string, quantity = 1) {
  return post("/api/order/place", token, { address: validAddress, items: [{ _id: "big-kit", quantity }], amount: 123456 * quantity + 20 });
}

describe("mails queued with the change that causes them", () => {
  it("an order queues exactly one confirmation, with the order's amounts in ₹, the address and the delivery estimate; a refused order none", async () => {
    const buyer = await registerUser(t.app, { name: "Kavya Rao" });
    await t.db.execute(sql`delete from mail_outbox`);
    expect((await placeBigOrder(buyer.token)).json().success).toBe(true);
    expect((await placeBigOrder(buyer.token, 50)).json().success).toBe(false);
    const mails = await outbox();
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([["order-received", buyer.email]]);
    const text = mails[0].text_body;
    expect(mails[0].subject).toMatch(/^We have received your order #[0-9A-F]{8}$/);
    expect(text).toContain("Hello Kavya Rao,");
    expect(text).toContain("Robotics Lab Kit × 1  ₹1,23,456.00");
    expect(text).toContain("Packaging and Utility Charges: ₹20.00");
    expect(text).toContain("Total: ₹1,23,476.00");
    expect(text).toContain("12 MG Road, Near Government School");
    expect(text).toMatch(/Estimated delivery: \d{1,2} [A-Z][a-z]+ \d{4}\./);
    expect(text).toMatch(/placed on .* (am|pm) IST/);
  });

  it("sign-up queues a welcome; an enquiry a receipt to the customer and a notice to the shop's address", async () => {
    const user = await registerUser(t.app);
    await post("/api/enquiries", undefined, {
      name: "Sunita <b>Head</b>",
      email: "sunita@school.example",
      phone: "9876543210",
      message: "40 kits for our lab?",
    });
    const mails = await outbox();
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ["welcome", user.email],
      ["enquiry-received", "sunita@school.example"],
      ["enquiry-notice", "support@tinkerwala.in"],
    ]);
    expect(mails[2].text_body).toContain("40 kits for our lab?");
    const html = (await t.db.execute(sql`select html_body from mail_outbox where kind = 'enquiry-notice'`)).rows[0].html_body as string;
    // Customer text is escaped in the HTML part.
    expect(html).toContain("Sunita &lt;b&gt;Head&lt;/b&gt;");
    expect(html).not.toContain("<b>Head</b>");
  });

  it("shipping tells the courier and tracking number; customers who turned updates off still hear of a cancellation", async () => {
    const buyer = await registerUser(t.app);
    const orderId = (await placeBigOrder(buyer.token)).json().orderId;
    const status = (body: object) => post(`/api/admin/orders/${orderId}/status`, staffToken, body);
    expect((await status({ status: "packing" })).json().success).toBe(true);
    expect((await status({ status: "shipped", courier: "India Post", trackingNumber: "EE123456789IN" })).json().success).toBe(true);
    const shipped = (await outbox()).find((mail) => mail.kind === "order-shipped")!;
    expect(shipped.recipient).toBe(buyer.email);
    expect(shipped.text_body).toContain("shipped with India Post");
    expect(shipped.text_body).toContain("Tracking number: EE123456789IN");

    const quiet = await registerUser(t.app);
    await t.db.execute(sql`update users set mail_updates = false where email = ${quiet.email}`);
    const quietOrder = (await placeBigOrder(quiet.token)).json().orderId;
    await post(`/api/admin/orders/${quietOrder}/status`, staffToken, { status: "packing" });
    await post(`/api/admin/orders/${quietOrder}/status`, staffToken, { status: "cancelled" });
    const theirs = (await outbox()).filter((mail) => mail.recipient === quiet.email).map((mail) => mail.kind);
    expect(theirs).toEqual(["welcome", "order-received", "order-cancelled"]);
  });
});

describe("the sender", () => {
  it("sends the shipped mail with the tax invoice as a PDF, drawn from the invoice as issued", async () => {
    const buyer = await registerUser(t.app);
    const orderId = (await placeBigOrder(buyer.token)).json().orderId;
    await post(`/api/admin/orders/${orderId}/status`, staffToken, { status: "packing" });
    await post(`/api/admin/orders/${orderId}/status`, staffToken, { status: "shipped", courier: "DTDC", trackingNumber: "D100" });
    const { invoice } = (await t.app.inject({ url: `/api/orders/${orderId}/invoice?format=json`, headers: { token: buyer.token } })).json();
    await t.db.execute(sql`delete from mail_outbox where kind <> 'order-shipped'`);
    expect(await sendDueMails(t.db, transport(), FROM)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [mail] = smtp.received;
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`${invoice.number.replaceAll("/", "-")}.pdf`, "application/pdf"],
    ]);
    expect(pdfText(mail.attachments[0].content)).toContain(invoice.number);
  });

  it("retries while the SMTP server refuses, and sends once it accepts", async () => {
    const user = await registerUser(t.app);
    smtp.refuse(true);
    expect(await sendDueMails(t.db, transport(), FROM)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const [waiting] = await outbox();
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, last_error: expect.stringContaining("451") });
    // Not yet due: the next try waits.
    expect(await sendDueMails(t.db, transport(), FROM)).toEqual({ sent: 0, retrying: 0, failed: 0 });

    smtp.refuse(false);
    await t.db.execute(sql`update mail_outbox set next_attempt_at = now()`);
    expect(await sendDueMails(t.db, transport(), FROM)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received.map((mail) => mail.subject)).toEqual(["Welcome to Tinkerwala"]);
    expect(JSON.stringify(smtp.received[0].to)).toContain(user.email);
    expect(smtp.received[0].text).toContain("Your Tinkerwala account is ready.");
    expect((await outbox())[0]).toMatchObject({ status: "sent", attempts: 2, last_error: null });
  });

  it("gives up after a day of refusals; staff see it in the outbox and can send it again", async () => {
    await registerUser(t.app);
    await t.db.execute(sql`update mail_outbox set created_at = now() - interval '25 hours'`);
    smtp.refuse(true);
    expect(await sendDueMails(t.db, transport(), FROM)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const list = await t.app.inject({ method: "GET", url: "/api/admin/outbox?status=failed", headers: { token: staffToken } });
    expect(list.json()).toMatchObject({ success: true, smtpConfigured: false, counts: { failed: 1 }, total: 1 });
    const [failed] = list.json().mails;
    expect(failed).toMatchObject({ kind: "welcome", status: "failed", lastError: expect.stringContaining("451") });
    const detail = await t.app.inject({ method: "GET", url: `/api/admin/outbox/${failed._id}`, headers: { token: staffToken } });
    expect(detail.json().mail.text).toContain("Your Tinkerwala account is ready.");

    smtp.refuse(false);
    const retry = await post(`/api/admin/outbox/${failed._id}/retry`, staffToken, {});
    expect(retry.json()).toMatchObject({ success: true, mail: { status: "pending" } });
    expect(await sendDueMails(t.db, transport(), FROM)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect((await post(`/api/admin/outbox/${failed._id}/retry`, staffToken, {})).statusCode).toBe(404);
  });

  it("two workers on two connections never send one mail twice", async () => {
    for (let i = 0; i < 12; i += 1) await registerUser(t.app);
    const second = connectDatabase(t.url, { poolSize: 3 });
    try {
      const outcomes = await Promise.all([
        sendDueMails(t.db, transport(), FROM, 100),
        sendDueMails(second.db, transport(), FROM, 100),
        sendDueMails(second.db, transport(), FROM, 100),
      ]);
      expect(outcomes.reduce((sum, outcome) => sum + outcome.sent, 0)).toBe(12);
    } finally {
      await second.close();
    }
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect((await outbox()).every((mail) => mail.status === "sent")).toBe(true);
  });
});

describe("the outbox for staff", () => {
  it("hides the links that sign someone in (password reset, invitation) from staff; the owner sees them", async () => {
    const customer = await registerUser(t.app);
    await post("/api/user/password/forgot", undefined, { email: customer.email });
    const list = await t.app.inject({ method: "GET", url: "/api/admin/outbox", headers: { token: staffToken } });
    const reset = list.json().mails.find((mail: { kind: string }) => mail.kind === "password-reset");
    const asStaff = (await t.app.inject({ method: "GET", url: `/api/admin/outbox/${reset._id}`, headers: { token: staffToken } })).json().mail;
    expect(asStaff.text).toContain("/reset-password?token=HIDDEN");
    expect(asStaff.html).toContain("/reset-password?token=HIDDEN");
    expect(asStaff.text).not.toMatch(/token=(?!HIDDEN)/);
    const owner = await accountWithRole(t, "owner");
    const asOwner = (await t.app.inject({ method: "GET", url: `/api/admin/outbox/${reset._id}`, headers: { token: owner.token } })).json().mail;
    expect(asOwner.text).toMatch(/\/reset-password\?token=[\w-]{40,}/);
  });

  it("is for staff only", async () => {
    const customer = await registerUser(t.app);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/outbox", headers: { token: customer.token } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/outbox" })).statusCode).toBe(401);
  });
});
