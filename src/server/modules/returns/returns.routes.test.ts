import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istDate } from "~/src/core/financial-year";
import { mailOutbox } from "~/src/server/db/schema-mail";
import { createLogger } from "~/src/server/logger";
import { call, placeKitOrder, placeOrder, staffToken } from "~/tests/support/orders";
import { multipart, phonePhoto } from "~/tests/support/multipart";
import { askReturn, BANK, deliver, deliveredAt, UPI } from "~/tests/support/returns";
import { addProducts, createTestApp, productFixture, registerUser, type TestApp } from "~/tests/support/test-app";

/** Issue 23: a customer asks to return units of a delivered order, within 7 days, and follows it. */

const logLines: string[] = [];
const logger = createLogger(
  { env: "production", logLevel: "trace" },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
);

let t: TestApp;
let staff: string;
let customer: Awaited<ReturnType<typeof registerUser>>;
const kitIds = Array.from({ length: 7 }, (_, i) => `ret-kit-${i}`);
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ logger, poolSize: 8 });
  await addProducts(t.db, [
    productFixture({ id: "ret-a", name: "Servo SG90", price: 100, stock: 100 }),
    productFixture({ id: "ret-b", name: "Ultrasonic sensor", price: 100, stock: 100 }),
    ...kitIds.map((id, i) => productFixture({ id, name: `Kit part ${i}`, price: 100, stock: 100 })),
  ]);
  staff = await staffToken(t);
  customer = await registerUser(t.app, { name: "Asha Verma" });
});
afterAll(() => t.close());

async function deliveredOrder(lines: Record<string, number> = { "ret-a": 2, "ret-b": 1 }) {
  const id = await placeOrder(t, customer.token, lines);
  await deliver(t, staff, id);
  return id;
}

const ONE_SERVO = { lines: [{ productId: "ret-a", quantity: 1 }], reason: "not-needed", refund: BANK };

describe("asking for a return", () => {
  it("takes units of a delivered order and answers the return, its refund worked out, the bank details masked", async () => {
    const id = await deliveredOrder();
    const response = await askReturn(t, customer.token, id, { ...ONE_SERVO, note: "Bought one too many" });
    expect(response.statusCode).toBe(201);
    const { return: created } = response.json();
    expect(created).toMatchObject({
      orderId: id,
      kind: "component",
      status: "requested",
      reason: "not-needed",
      note: "Bought one too many",
      lines: [{ productId: "ret-a", name: "Servo SG90", quantity: 1, refund: 100 }],
      refundAmount: 100,
      refundDelivery: 0,
      refundTo: { bank: { holder: "Asha Verma", account: "••••••••9012", ifsc: "SBIN0001234" } },
      history: [{ status: "requested", at: expect.any(String) }],
      photos: [],
    });
    expect(created.creditNote).toBeUndefined();
    const mine = (await call(t, "GET", "/api/returns", customer.token)).json();
    expect(mine.returns.map((entry: { _id: string }) => entry._id)).toContain(created._id);
    expect(JSON.stringify(mine)).not.toContain("123456789012");
  });

  it("refunds the delivery charge too when the whole order comes back for the shop's fault", async () => {
    const id = await deliveredOrder({ "ret-a": 1 });
    const response = await askReturn(t, customer.token, id, { lines: [{ productId: "ret-a", quantity: 1 }], reason: "damaged", refund: UPI });
    expect(response.json().return).toMatchObject({ refundAmount: 120, refundGoods: 100, refundDelivery: 20, refundTo: { upi: "as••••••••@okaxis" } });
  });

  it("refunds a kit line's charge, its share of the 5 % kit discount taken off", async () => {
    const id = await placeKitOrder(t, customer.token, kitIds);
    await deliver(t, staff, id, "kit-orders");
    const response = await askReturn(
      t,
      customer.token,
      id,
      { lines: [{ productId: "ret-kit-3", quantity: 1 }], reason: "damaged", refund: UPI },
      "kit-orders",
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().return).toMatchObject({ kind: "kit", refundAmount: 95, lines: [{ productId: "ret-kit-3", refund: 95 }] });
  });

  it("is refused, naming the problem, for more units than were bought or are left, and for products not in the order", async () => {
    const id = await deliveredOrder();
    const tooMany = await askReturn(t, customer.token, id, { ...ONE_SERVO, lines: [{ productId: "ret-a", quantity: 3 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('You can return at most 2 of "Servo SG90": 2 bought, 0 already in a return.');
    expect((await askReturn(t, customer.token, id, ONE_SERVO)).statusCode).toBe(201);
    const twice = await askReturn(t, customer.token, id, {
      ...ONE_SERVO,
      lines: [
        { productId: "ret-a", quantity: 1 },
        { productId: "ret-a", quantity: 1 },
      ],
    });
    expect(twice.json().message).toBe('You can return at most 1 of "Servo SG90": 2 bought, 1 already in a return.');
    const stranger = await askReturn(t, customer.token, id, { ...ONE_SERVO, lines: [{ productId: "ret-kit-1", quantity: 1 }] });
    expect(stranger.json().message).toBe("ret-kit-1 is not in this order.");
    const zero = await askReturn(t, customer.token, id, { ...ONE_SERVO, lines: [{ productId: "ret-b", quantity: 0 }] });
    expect(zero.json().message).toBe("The quantity of ret-b must be a whole number, at least 1.");
    const none = await askReturn(t, customer.token, id, { ...ONE_SERVO, lines: [] });
    expect(none.json().message).toBe("Choose at least one item to return.");
  });

  it("is refused for a bad reason or bad refund details, and nothing is stored", async () => {
    const id = await deliveredOrder();
    const cases: Array<[object, string]> = [
      [{ reason: "changed-mind" }, "reason must be one of: damaged, wrong-item, not-as-described, not-needed."],
      [{ refund: { upi: "asha" } }, "UPI ID must look like name@bank, for example asha.verma@okaxis."],
      [
        { refund: { bank: { ...BANK.bank, ifsc: "SBIN1234567" } } },
        "IFSC must be 4 letters, a 0, then 6 letters or digits, for example SBIN0001234.",
      ],
      [{ refund: { bank: { ...BANK.bank, account: "12-34" } } }, "Account number must be 9 to 18 digits."],
      [{ refund: { card: "4111" } }, "Invalid request: field 'refund': refund must be { upi } or { bank: { holder, account, ifsc } }"],
    ];
    for (const [change, message] of cases) {
      const response = await askReturn(t, customer.token, id, { ...ONE_SERVO, ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
    const mine = (await call(t, "GET", "/api/returns", customer.token)).json().returns;
    expect(mine.filter((entry: { orderId: string }) => entry.orderId === id)).toEqual([]);
  });

  it("is refused before delivery, and for another customer's order", async () => {
    const id = await placeOrder(t, customer.token, { "ret-a": 1 });
    const early = await askReturn(t, customer.token, id, ONE_SERVO);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Only a delivered order can be returned; this one is pending.");
    await deliver(t, staff, id);
    const other = await registerUser(t.app);
    expect((await askReturn(t, other.token, id, ONE_SERVO)).statusCode).toBe(404);
    expect((await askReturn(t, customer.token, id, ONE_SERVO, "kit-orders")).statusCode).toBe(404);
    expect((await askReturn(t, customer.token, "not-an-id", ONE_SERVO)).statusCode).toBe(404);
  });
});

describe("the 7-day window", () => {
  it("is open on the seventh day after delivery, by the date in India, and closed the day after, with the date it closed", async () => {
    const lastDay = await deliveredOrder();
    await deliveredAt(t, lastDay, new Date(Date.now() - 7 * DAY));
    const orders = (await call(t, "POST", "/api/order/userorders", customer.token)).json().orders;
    expect(orders.find((order: { _id: string }) => order._id === lastDay).returnWindowClosesOn).toBe(istDate(new Date()));
    expect((await askReturn(t, customer.token, lastDay, ONE_SERVO)).statusCode).toBe(201);

    const closed = await deliveredOrder();
    await deliveredAt(t, closed, new Date(Date.now() - 8 * DAY));
    const refused = await askReturn(t, customer.token, closed, ONE_SERVO);
    expect(refused.statusCode).toBe(409);
    const closedOn = new Date(`${istDate(Date.now() - DAY)}T00:00:00Z`).toLocaleDateString("en-IN", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(refused.json().message).toBe(`The 7-day return window for this order closed on ${closedOn}.`);
  });

  it("is null on an order not yet delivered", async () => {
    const id = await placeOrder(t, customer.token, { "ret-b": 1 });
    const orders = (await call(t, "POST", "/api/order/userorders", customer.token)).json().orders;
    expect(orders.find((order: { _id: string }) => order._id === id).returnWindowClosesOn).toBeNull();
  });
});

describe("photos", () => {
  it("go with a multipart request, re-encoded without their metadata, and only the customer and staff see them", async () => {
    const id = await deliveredOrder();
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/orders/${id}/returns`,
      ...multipart({ return: JSON.stringify({ ...ONE_SERVO, reason: "damaged" }) }, [await phonePhoto(), await phonePhoto()], customer.token),
    });
    expect(sent.statusCode).toBe(201);
    const created = sent.json().return;
    expect(created.photos).toEqual([`/api/returns/${created._id}/photos/1`, `/api/returns/${created._id}/photos/2`]);
    const image = await t.app.inject({ method: "GET", url: created.photos[0], headers: { token: customer.token } });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.headers["cache-control"]).toBe("private, max-age=3600");
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 640, height: 480 });
    expect(metadata.exif).toBeUndefined();
    expect(image.rawPayload.includes("TAKEN-AT")).toBe(false);
    const other = await registerUser(t.app);
    expect((await t.app.inject({ method: "GET", url: created.photos[0], headers: { token: other.token } })).statusCode).toBe(404);
    const forStaff = await t.app.inject({ method: "GET", url: `/api/admin/returns/${created._id}/photos/2`, headers: { token: staff } });
    expect(forStaff.statusCode).toBe(200);
  });

  it("are refused past three, or when a file is not an image, and nothing is stored", async () => {
    const id = await deliveredOrder();
    const body = { return: JSON.stringify(ONE_SERVO) };
    const four = await t.app.inject({
      method: "POST",
      url: `/api/orders/${id}/returns`,
      ...multipart(body, await Promise.all([1, 2, 3, 4].map(phonePhoto)), customer.token),
    });
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toBe("At most 3 photos can go with a return.");
    const text = await t.app.inject({
      method: "POST",
      url: `/api/orders/${id}/returns`,
      ...multipart(body, [Buffer.from("not an image at all")], customer.token),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe("This file is not a JPEG, PNG or WebP image.");
    const tiny = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const small = await t.app.inject({ method: "POST", url: `/api/orders/${id}/returns`, ...multipart(body, [tiny], customer.token) });
    expect(small.json().message).toBe("The image is 40×40 pixels: it must be at least 100×100.");
    const mine = (await call(t, "GET", "/api/returns", customer.token)).json().returns;
    expect(mine.filter((entry: { orderId: string }) => entry.orderId === id)).toEqual([]);
  });

  it("takes the request in separate fields too", async () => {
    const id = await deliveredOrder();
    const fields = { lines: JSON.stringify(ONE_SERVO.lines), reason: "wrong-item", refund: JSON.stringify(UPI), note: "Got an SG92" };
    const sent = await t.app.inject({ method: "POST", url: `/api/orders/${id}/returns`, ...multipart(fields, [], customer.token) });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().return).toMatchObject({ reason: "wrong-item", note: "Got an SG92", refundTo: { upi: "as••••••••@okaxis" } });
  });
});

describe("bank details", () => {
  it("are never in a mail or a log line, only masked", async () => {
    const id = await deliveredOrder();
    expect((await askReturn(t, customer.token, id, ONE_SERVO)).statusCode).toBe(201);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, customer.email));
    const requested = mails.filter((mail) => mail.kind === "return-requested");
    expect(requested.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.textBody + mail.htmlBody).not.toContain("123456789012");
    }
    expect(requested[0].textBody).toContain("bank account ••••••••9012 (SBIN0001234)");
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join("")).not.toContain("123456789012");
  });
});
