import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "~/src/server/db/schema-mail";
import { reviews } from "~/src/server/db/schema-reviews";
import { call, placeKitOrder, placeOrder, staffToken } from "~/tests/support/orders";
import { multipart, phonePhoto } from "~/tests/support/multipart";
import { askReturn, BANK, deliver, ship } from "~/tests/support/returns";
import { addProducts, createTestApp, productFixture, registerUser, type TestApp } from "~/tests/support/test-app";

/** Issue 31: reviews only from customers who received the product, shown once staff publish them. */

let t: TestApp;
let staff: string;
const kitIds = Array.from({ length: 7 }, (_, i) => `rv-kit-${i}`);

beforeAll(async () => {
  t = await createTestApp({ poolSize: 8 });
  await addProducts(t.db, [
    productFixture({ id: "rv-servo", name: "Servo SG90", stock: 500 }),
    productFixture({ id: "rv-sonar", name: "Ultrasonic sensor", stock: 500 }),
    productFixture({ id: "rv-relay", name: "Relay module", stock: 500 }),
    ...kitIds.map((id, i) => productFixture({ id, name: `Kit part ${i}`, stock: 500 })),
  ]);
  staff = await staffToken(t);
});
afterAll(() => t.close());

const write = (token: string, productId: string, body: object) => call(t, "POST", `/api/products/${productId}/reviews`, token, body);
const decide = (id: string, body: object) => call(t, "POST", `/api/admin/reviews/${id}/status`, staff, body);
const publicPage = async (productId: string, query = "") => (await call(t, "GET", `/api/products/${productId}/reviews${query}`)).json();
const productObject = async (productId: string) => (await call(t, "GET", `/api/products/${productId}`)).json().product;

/** A new customer with a delivered order of these products. */
async function buyer(lines: Record<string, number>, name = "Priya Sharma") {
  const customer = await registerUser(t.app, { name });
  const orderId = await placeOrder(t, customer.token, lines);
  await deliver(t, staff, orderId);
  return { ...customer, orderId };
}

const GOOD = { stars: 4, title: "Works with a 3.3 V ESP32", text: "Read distances to 2 m reliably.\nNeeds a divider on ECHO." };

describe("who may write a review", () => {
  it("a buyer of a delivered order writes one; it waits for staff and counts nowhere until published", async () => {
    const customer = await buyer({ "rv-servo": 2 });
    const sent = await write(customer.token, "rv-servo", GOOD);
    expect(sent.statusCode).toBe(201);
    const { review } = sent.json();
    expect(review).toMatchObject({
      status: "pending",
      stars: 4,
      title: GOOD.title,
      text: GOOD.text,
      author: "Priya S.",
      city: "Pune",
      verifiedPurchase: true,
    });
    expect((await publicPage("rv-servo")).reviews).toEqual([]);
    expect(await productObject("rv-servo")).toMatchObject({ rating: 0, reviews: 0 });

    const published = await decide(review._id, { status: "published", version: review.version ?? 1 });
    expect(published.statusCode).toBe(200);
    const page = await publicPage("rv-servo");
    expect(page.summary).toEqual({ average: 4, count: 1, stars: { "1": 0, "2": 0, "3": 0, "4": 1, "5": 0 } });
    expect(page.reviews).toEqual([
      expect.objectContaining({ _id: review._id, stars: 4, text: GOOD.text, author: "Priya S.", verifiedPurchase: true, helpful: 0 }),
    ]);
    expect(await productObject("rv-servo")).toMatchObject({ rating: 4, reviews: 1 });
    const list = (await call(t, "GET", "/api/product/list")).json().products;
    expect(list.find((product: { _id: string }) => product._id === "rv-servo")).toMatchObject({ rating: 4, reviews: 1 });
    const cards = (await call(t, "GET", "/api/products?category=Sensors&limit=100")).json().products;
    expect(cards.find((product: { _id: string }) => product._id === "rv-servo")).toMatchObject({ rating: 4, reviews: 1 });
  });

  it("refuses a non-buyer, a buyer whose order is only shipped, and a buyer who returned every unit; nothing is stored", async () => {
    const stranger = await registerUser(t.app);
    const shippedBuyer = await registerUser(t.app);
    const shippedOrder = await placeOrder(t, shippedBuyer.token, { "rv-relay": 1 });
    await ship(t, staff, shippedOrder);
    const returner = await buyer({ "rv-relay": 2 });
    expect(
      (await askReturn(t, returner.token, returner.orderId, { lines: [{ productId: "rv-relay", quantity: 2 }], reason: "not-needed", refund: BANK }))
        .statusCode,
    ).toBe(201);

    for (const token of [stranger.token, shippedBuyer.token, returner.token]) {
      const refused = await write(token, "rv-relay", GOOD);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, message: "Only customers who received this product can review it." });
      expect((await call(t, "GET", "/api/products/rv-relay/reviews/mine", token)).json()).toEqual({ success: true, canReview: false, review: null });
    }
    expect(await t.db.select().from(reviews).where(eq(reviews.productId, "rv-relay"))).toEqual([]);
  });

  it("counts a delivered kit order", async () => {
    const customer = await registerUser(t.app, { name: "Ravi" });
    const kit = await placeKitOrder(t, customer.token, kitIds);
    await deliver(t, staff, kit, "kit-orders");
    expect((await call(t, "GET", `/api/products/${kitIds[0]}/reviews/mine`, customer.token)).json().canReview).toBe(true);
    const sent = await write(customer.token, kitIds[0], { stars: 5, text: "Every part of the kit worked." });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().review.author).toBe("Ravi");
  });

  it("refuses stars outside 1–5 and texts too short or too long, naming the field, storing nothing", async () => {
    const customer = await buyer({ "rv-sonar": 1 });
    const cases: Array<[object, RegExp]> = [
      [{ ...GOOD, stars: 0 }, /^stars /],
      [{ ...GOOD, stars: 6 }, /^stars /],
      [{ ...GOOD, stars: 3.5 }, /^stars /],
      [{ ...GOOD, stars: "5" }, /^stars /],
      [{ ...GOOD, text: "Too short" }, /^text must be at least 10/],
      [{ ...GOOD, text: "x".repeat(2001) }, /^text must be at most 2000/],
      [{ ...GOOD, title: "t".repeat(81) }, /^title must be at most 80/],
    ];
    for (const [body, message] of cases) {
      const refused = await write(customer.token, "rv-sonar", body);
      expect(refused.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(refused.json().message).toMatch(message);
    }
    expect(await t.db.select().from(reviews).where(eq(reviews.productId, "rv-sonar"))).toEqual([]);
  });
});

describe("editing, rejecting, deleting", () => {
  it("an edit answers 200 and goes back to pending, leaving the average until published again", async () => {
    const customer = await buyer({ "rv-sonar": 1 }, "Meena Iyer");
    const first = (await write(customer.token, "rv-sonar", { stars: 5, text: "Great sensor for the lab." })).json().review;
    await decide(first._id, { status: "published" });
    expect(await productObject("rv-sonar")).toMatchObject({ rating: 5, reviews: 1 });
    const edited = await write(customer.token, "rv-sonar", { stars: 2, text: "Stopped working after a week." });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().review).toMatchObject({ _id: first._id, status: "pending", stars: 2 });
    // A customer's call reaches the catalog cache through the database's change notice, within its usual lag.
    await expect.poll(() => productObject("rv-sonar")).toMatchObject({ rating: 0, reviews: 0 });
    expect((await publicPage("rv-sonar")).reviews).toEqual([]);
  });

  it("a rejection needs one of the five reasons, never moves the published average, mails the reason, and a stale version is 409", async () => {
    const happy = await buyer({ "rv-relay": 1 });
    const critic = await buyer({ "rv-relay": 1 }, "Arjun Nair");
    const good = (await write(happy.token, "rv-relay", { stars: 5, text: "Clicks reliably at 5 V." })).json().review;
    await decide(good._id, { status: "published" });
    const bad = (await write(critic.token, "rv-relay", { stars: 1, text: "Call me on 9876543210 for cheaper relays" })).json().review;

    const noReason = await decide(bad._id, { status: "rejected" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/^reason is required/);
    const unknown = await decide(bad._id, { status: "rejected", reason: "negative" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("reason must be one of: abusive, personal-data, off-topic, advertising, duplicate.");
    const stale = await decide(bad._id, { status: "rejected", reason: "personal-data", version: 7 });
    expect(stale.statusCode).toBe(409);

    const rejected = await decide(bad._id, { status: "rejected", reason: "personal-data", version: 1 });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().review).toMatchObject({ status: "rejected", reason: "personal-data", version: 2 });
    expect(await productObject("rv-relay")).toMatchObject({ rating: 5, reviews: 1 });
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "review-rejected"), eq(mailOutbox.recipient, critic.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain("Personal data");
    const mine = (await call(t, "GET", "/api/reviews/mine", critic.token)).json().reviews;
    expect(mine).toEqual([expect.objectContaining({ _id: bad._id, status: "rejected", reason: "personal-data", productName: "Relay module" })]);
  });

  it("the writer deletes their review (the average follows); anyone else's is 404", async () => {
    const customer = await buyer({ "rv-servo": 1 }, "Kiran Rao");
    const review = (await write(customer.token, "rv-servo", { stars: 1, text: "Gears stripped on day one." })).json().review;
    await decide(review._id, { status: "published" });
    expect(await productObject("rv-servo")).toMatchObject({ rating: 2.5, reviews: 2 });
    const other = await registerUser(t.app);
    const del = (token: string) => t.app.inject({ method: "DELETE", url: `/api/reviews/${review._id}`, headers: { token } });
    expect((await del(other.token)).statusCode).toBe(404);
    expect((await del(customer.token)).statusCode).toBe(200);
    await expect.poll(() => productObject("rv-servo")).toMatchObject({ rating: 4, reviews: 1 });
  });
});

describe("a deleted account", () => {
  it("takes its reviews with it, and the product's average follows", async () => {
    const customer = await buyer({ "rv-relay": 1 }, "Gone Soon");
    const review = (await write(customer.token, "rv-relay", { stars: 1, text: "Did not switch at all." })).json().review;
    await decide(review._id, { status: "published" });
    const before = await productObject("rv-relay");
    expect((await call(t, "POST", "/api/user/delete", customer.token, { password: customer.password })).statusCode).toBe(200);
    expect(await t.db.select().from(reviews).where(eq(reviews.id, review._id))).toEqual([]);
    await expect.poll(() => productObject("rv-relay")).toMatchObject({ reviews: before.reviews - 1 });
  });
});

describe("readers", () => {
  it("vote helpful once each, not on their own review; a report sends it back to the queue while it stays shown", async () => {
    const writer = await buyer({ "rv-sonar": 1 }, "Lata Menon");
    const review = (await write(writer.token, "rv-sonar", { stars: 4, text: "Accurate to about a centimetre." })).json().review;
    await decide(review._id, { status: "published" });
    const reader = await registerUser(t.app);
    const helpful = (token: string) => call(t, "POST", `/api/reviews/${review._id}/helpful`, token);
    expect((await helpful(reader.token)).json()).toEqual({ success: true, helpful: 1 });
    expect((await helpful(reader.token)).json()).toEqual({ success: true, helpful: 1 });
    expect((await helpful(staff)).json()).toEqual({ success: true, helpful: 2 });
    expect((await helpful(writer.token)).statusCode).toBe(400);

    const badReason = await call(t, "POST", `/api/reviews/${review._id}/report`, reader.token, { reason: "boring" });
    expect(badReason.statusCode).toBe(400);
    expect((await call(t, "POST", `/api/reviews/${review._id}/report`, reader.token, { reason: "off-topic" })).statusCode).toBe(200);
    const queue = (await call(t, "GET", "/api/admin/reviews?status=reported", staff)).json();
    expect(queue.reviews).toEqual([
      expect.objectContaining({ _id: review._id, status: "reported", reports: [expect.objectContaining({ reason: "off-topic" })] }),
    ]);
    expect((await publicPage("rv-sonar")).reviews.map((shown: { _id: string }) => shown._id)).toContain(review._id);
    for (const id of ["not-a-review", "00000000-0000-4000-8000-000000000000"]) {
      expect((await call(t, "POST", `/api/reviews/${id}/helpful`, reader.token)).statusCode).toBe(404);
      expect((await call(t, "POST", `/api/reviews/${id}/report`, reader.token, { reason: "abusive" })).statusCode).toBe(404);
      expect((await call(t, "POST", `/api/admin/reviews/${id}/status`, staff, { status: "published" })).statusCode).toBe(404);
      expect((await t.app.inject({ method: "DELETE", url: `/api/reviews/${id}`, headers: { token: reader.token } })).statusCode).toBe(404);
    }
    const kept = await decide(review._id, { status: "published" });
    expect(kept.json().review).toMatchObject({ status: "published", reports: [] });
  });

  it("sees the shop's reply, and sorts and filters by stars", async () => {
    const [a, b] = [await buyer({ "rv-servo": 1 }, "Zoya Khan"), await buyer({ "rv-servo": 1 }, "Dev Patel")];
    const low = (await write(a.token, "rv-servo", { stars: 2, text: "Jitters at the end of travel." })).json().review;
    const high = (await write(b.token, "rv-servo", { stars: 5, text: "Smooth and strong enough." })).json().review;
    for (const review of [low, high]) await decide(review._id, { status: "published" });
    const replied = await t.app.inject({
      method: "PUT",
      url: `/api/admin/reviews/${low._id}/reply`,
      headers: { token: staff },
      payload: { text: "Power it from 5 V, not 3.3 V." },
    });
    expect(replied.statusCode).toBe(200);
    const byLow = await publicPage("rv-servo", "?sort=low");
    expect(byLow.reviews[0]).toMatchObject({ _id: low._id, reply: { text: "Power it from 5 V, not 3.3 V." } });
    const fives = await publicPage("rv-servo", "?stars=5");
    expect(fives.reviews.every((review: { stars: number }) => review.stars === 5)).toBe(true);
    expect((await call(t, "GET", "/api/products/rv-servo/reviews?sort=best")).statusCode).toBe(400);
  });

  it("keeps title and text as plain text: markup is stored and answered as the characters typed", async () => {
    const customer = await buyer({ "rv-relay": 1 });
    const payload = { stars: 3, title: "<img src=x onerror=alert(1)>", text: "<script>alert('x')</script> works fine" };
    const review = (await write(customer.token, "rv-relay", payload)).json().review;
    await decide(review._id, { status: "published" });
    const shown = (await publicPage("rv-relay")).reviews.find((item: { _id: string }) => item._id === review._id);
    expect(shown).toMatchObject({ title: payload.title, text: payload.text });
  });
});

describe("photos", () => {
  it("go with a multipart review, without their metadata; a waiting review's only to its writer and staff", async () => {
    const customer = await buyer({ "rv-sonar": 1 });
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/products/rv-sonar/reviews",
      ...multipart({ stars: "5", text: "Mounted on a servo for a radar." }, [await phonePhoto()], customer.token),
    });
    expect(sent.statusCode).toBe(201);
    const { review } = sent.json();
    expect(review.photos).toEqual([`/api/reviews/${review._id}/photos/1?v=1`]);
    const get = (token?: string) => t.app.inject({ method: "GET", url: review.photos[0], headers: token ? { token } : {} });
    expect((await get()).statusCode).toBe(404);
    expect((await get(staff)).statusCode).toBe(200);
    const own = await get(customer.token);
    expect(own.headers["cache-control"]).toBe("private, max-age=3600");
    expect((await sharp(own.rawPayload).metadata()).exif).toBeUndefined();
    await decide(review._id, { status: "published" });
    const open = await get();
    expect(open.statusCode).toBe(200);
    expect(open.headers["cache-control"]).toBe("public, max-age=86400");

    const four = await t.app.inject({
      method: "POST",
      url: "/api/products/rv-sonar/reviews",
      ...multipart({ stars: "5", text: "Four photos of the radar." }, await Promise.all([1, 2, 3, 4].map(phonePhoto)), customer.token),
    });
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toBe("At most 3 photos can go with a review.");
    const [stored] = await t.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, review._id)));
    expect(stored.body).toBe("Mounted on a servo for a radar.");
  });
});
