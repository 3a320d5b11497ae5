import { sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendDueMails } from "~/src/server/mail/mail-sender";
import { getShopSettings, saveShopSettings } from "~/src/server/shared/shop-settings";
import { call, staffToken } from "~/tests/support/orders";
import { pdfText, scanQrCodes } from "~/tests/support/pdf-text";
import { startTestSmtpServer } from "~/tests/support/smtp-server";
import { addProducts, createTestApp, productFixture, type TestApp } from "~/tests/support/test-app";

/** Issue 30's mails as a school's mail client receives them, through a real SMTP server in this process. */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let staff: string;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ env: { PUBLIC_URL: "https://shop.example" } });
  await addProducts(t.db, [productFixture({ id: "m-uno", name: "Arduino Uno R3", price: 500, stock: 100 })]);
  staff = await staffToken(t);
  await saveShopSettings(t.db, {
    ...(await getShopSettings(t.db, t.config)),
    upiId: "tinkerwala@hdfcbank",
    bankAccountNumber: "50200012345678",
    bankIfsc: "HDFC0001234",
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const send = () => sendDueMails(t.db, nodemailer.createTransport({ url: smtp.url }), { name: "Tinkerwala", address: "support@tinkerwala.in" });

describe("quotation mails", () => {
  it("mails the sent quotation's PDF, then the accepted order's proforma and its UPI QR code shown inline", async () => {
    const request = await call(t, "POST", "/api/quotes", undefined, {
      institution: "Kendriya Vidyalaya No. 2, Jaipur",
      contactName: "Anil Sharma",
      email: "atl.kv2@example.in",
      phone: "9414012345",
      billingAddress: { street: "Bajaj Nagar", city: "Jaipur", state: "Rajasthan", zipcode: "302015" },
      lines: [{ productId: "m-uno", quantity: 10 }],
    });
    const { quote, key } = request.json();
    const sent = (await call(t, "POST", `/api/admin/quotes/${quote._id}/send`, staff)).json().quote;
    await t.db.execute(sql`delete from mail_outbox where kind <> 'quote-sent'`);
    await send();
    const [quoteMail] = smtp.received.splice(0);
    expect(quoteMail.subject).toBe(`Quotation ${sent.number} from Tinkerwala`);
    expect(quoteMail.text).toContain(`https://shop.example/quotes/${quote._id}?key=`);
    expect(quoteMail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`${sent.number.replaceAll("/", "-")}.pdf`, "application/pdf"],
    ]);
    expect(pdfText(quoteMail.attachments[0].content)).toContain(sent.number);

    await call(t, "POST", `/api/quotes/${quote._id}/accept?key=${key}`, undefined, { paymentMethod: "upi", poNumber: "KV2/ATL/9" });
    await t.db.execute(sql`delete from mail_outbox where kind <> 'quote-accepted'`);
    await send();
    const [orderMail] = smtp.received.splice(0);
    expect(orderMail.text).toContain("KV2/ATL/9");
    expect(orderMail.text).toMatch(/Pay with a UPI app: upi:\/\/pay\?pa=tinkerwala%40hdfcbank/);
    const qr = orderMail.attachments.find((file) => file.contentType === "image/png")!;
    expect(qr.cid).toBe("upi-qr");
    // The mail client shows the attached code where the HTML refers to it (mailparser resolves cid: as a reader does).
    expect(orderMail.html).toMatch(/<img src="data:image\/png;base64,[^"]+" alt="UPI QR code/);
    const proforma = orderMail.attachments.find((file) => file.contentType === "application/pdf")!;
    expect(pdfText(proforma.content)).toContain("Proforma");
    const [scanned] = scanQrCodes(proforma.content);
    expect(new URL(scanned).searchParams.get("am")).toBe(sent.totals.total.toFixed(2));
  });
});
