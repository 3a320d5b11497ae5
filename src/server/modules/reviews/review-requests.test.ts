import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "~/src/server/db/schema-mail";
import { call, placeOrder, staffToken } from "~/tests/support/orders";
import { deliver, deliveredAt } from "~/tests/support/returns";
import { addProducts, createTestApp, productFixture, registerUser, type TestApp } from "~/tests/support/test-app";
import { sendDueReviewRequests } from "./review-requests.service";

/** Issue 31: a few days after delivery the shop asks once per order for reviews, through the outbox. */

let t: TestApp;
let staff: string;
let owner: string;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  await addProducts(t.db, [
    productFixture({ id: "rq-motor", name: "BO motor", stock: 100 }),
    productFixture({ id: "rq-wheel", name: "Wheel 65 mm", stock: 100 }),
  ]);
  staff = await staffToken(t);
  owner = await staffToken(t, "owner");
});
afterAll(() => t.close());

async function deliveredDaysAgo(days: number, { optOut = false } = {}) {
  const customer = await registerUser(t.app, { name: "Sunita Devi" });
  if (optOut) expect((await call(t, "POST", "/api/user/preferences", customer.token, { mailUpdates: false })).statusCode).toBe(200);
  const orderId = await placeOrder(t, customer.token, { "rq-motor": 2, "rq-wheel": 2 });
  await deliver(t, staff, orderId);
  await deliveredAt(t, orderId, new Date(Date.now() - days * DAY));
  return { ...customer, orderId };
}

const requestsTo = (email: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "review-request"), eq(mailOutbox.recipient, email)));

async function setDays(days: number) {
  const { settings } = (await call(t, "GET", "/api/admin/settings", owner)).json();
  const saved = await t.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: { token: owner },
    payload: { ...settings, reviewRequestDays: days },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().settings.reviewRequestDays).toBe(days);
}

describe("the review request", () => {
  it("goes once per order after the owner's delay, naming each line with its link, and not to customers who opted out", async () => {
    await setDays(3);
    const due = await deliveredDaysAgo(4);
    const early = await deliveredDaysAgo(1);
    const optedOut = await deliveredDaysAgo(5, { optOut: true });
    await sendDueReviewRequests(t.db, t.config);
    await sendDueReviewRequests(t.db, t.config);

    const mails = await requestsTo(due.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain(`${t.config.publicUrl}/product/rq-motor#write-review`);
    expect(mails[0].textBody).toContain(`${t.config.publicUrl}/product/rq-wheel#write-review`);
    expect(mails[0].htmlBody).toContain("BO motor");
    expect(await requestsTo(early.email)).toHaveLength(0);
    expect(await requestsTo(optedOut.email)).toHaveLength(0);

    // Two days later the early order is due, and still asked only once.
    await sendDueReviewRequests(t.db, t.config, new Date(Date.now() + 2 * DAY + 60_000));
    await sendDueReviewRequests(t.db, t.config, new Date(Date.now() + 3 * DAY));
    expect(await requestsTo(early.email)).toHaveLength(1);
    expect(await requestsTo(due.email)).toHaveLength(1);
    expect(await requestsTo(optedOut.email)).toHaveLength(0);
  });

  it("leaves out products already reviewed, and asks nobody when the owner sets 0 days", async () => {
    const reviewed = await deliveredDaysAgo(4);
    const review = await call(t, "POST", "/api/products/rq-motor/reviews", reviewed.token, { stars: 5, text: "Strong little motor." });
    expect(review.statusCode).toBe(201);
    await sendDueReviewRequests(t.db, t.config);
    const [mail] = await requestsTo(reviewed.email);
    expect(mail.textBody).toContain("/product/rq-wheel#write-review");
    expect(mail.textBody).not.toContain("/product/rq-motor#write-review");

    await setDays(0);
    const off = await deliveredDaysAgo(10);
    await sendDueReviewRequests(t.db, t.config);
    expect(await requestsTo(off.email)).toHaveLength(0);
    await setDays(3);
  });

  it("refuses a delay outside 0–60 days in the settings", async () => {
    const { settings } = (await call(t, "GET", "/api/admin/settings", owner)).json();
    const refused = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { token: owner },
      payload: { ...settings, reviewRequestDays: 61 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/at most 60/);
  });
});
