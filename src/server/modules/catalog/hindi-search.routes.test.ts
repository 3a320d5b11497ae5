import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createTestApp, productFixture, registerUser, type TestApp } from "~/tests/support/test-app";
import { adminCall, staffToken } from "~/tests/support/catalog";
import { auditLog } from "~/src/server/db/schema-staff";
import { LANGUAGE_HEADER } from "~/src/core/language";

/** Issue 33: the Hindi words people type for parts find them, staff add their own, and Hindi names are searchable. */
let t: TestApp;
let staff: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await createTestApp();
  await addProducts(t.db, [
    productFixture({ id: "hs-bo-motor", name: "BO Motor 150 RPM", price: 60, stock: 30, category: "Motors & Drivers" }),
    productFixture({ id: "hs-ldr", name: "LDR Light Sensor Module", price: 40, stock: 30, category: "Sensors" }),
    productFixture({ id: "hs-fan", name: "5V Cooling Fan 40 mm", price: 90, stock: 30, category: "Motors & Drivers" }),
    productFixture({ id: "hs-probe", name: "DS18B20 Waterproof Temperature Probe", price: 120, stock: 30, category: "Sensors" }),
  ]);
  staff = adminCall(t, await staffToken(t));
});
afterAll(async () => {
  await t?.close();
});

const search = async (q: string, headers: Record<string, string> = {}) => {
  const answer = await t.app.inject({ url: `/api/products?q=${encodeURIComponent(q)}&limit=50`, headers });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { products: Array<{ _id: string }> }).products.map((product) => product._id).filter((id) => id.startsWith("hs-"));
};
const suggest = async (q: string) => (await t.app.inject(`/api/products/suggest?q=${encodeURIComponent(q)}`)).json();

describe("Hindi search", () => {
  it("finds a motor by मोटर, a sensor by सेंसर and a fan by पंखा, on English and Hindi pages alike", async () => {
    expect(await search("मोटर")).toEqual(["hs-bo-motor"]);
    expect(await search("मोटर", { [LANGUAGE_HEADER]: "hi" })).toEqual(["hs-bo-motor"]);
    expect(await search("सेंसर")).toEqual(["hs-ldr"]);
    expect(await search("पंखा")).toEqual(["hs-fan"]);
    expect((await suggest("मोटर")).products.map((product: { _id: string }) => product._id)).toContain("hs-bo-motor");
  });

  it("finds a product by the Hindi name staff gave it, and mixes Hindi and English words", async () => {
    expect(await search("उजाला")).toEqual([]);
    const saved = await staff.patch("/api/admin/products/hs-ldr", { nameHi: "उजाला पहचानने वाला मॉड्यूल" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await search("उजाला")).toEqual(["hs-ldr"]);
    expect((await suggest("उजाला")).products).toEqual([expect.objectContaining({ _id: "hs-ldr", nameHi: "उजाला पहचानने वाला मॉड्यूल" })]);
    expect(await search("मोटर 150")).toEqual(["hs-bo-motor"]);
    expect(await search("कुछ नहीं")).toEqual([]);
  });

  it("still searches English as before", async () => {
    expect(await search("motor")).toEqual(["hs-bo-motor"]);
    expect(await search("snsor")).toEqual(["hs-ldr"]);
  });

  it("suggests a category by the Hindi name staff gave it", async () => {
    const sensors = (await staff.get("/api/admin/categories")).json().categories.find((category: { name: string }) => category.name === "Sensors");
    await staff.patch(`/api/admin/categories/${sensors.id}`, { nameHi: "संवेदक" });
    expect((await suggest("संवेदक")).categories).toEqual([{ name: "Sensors", nameHi: "संवेदक" }]);
  });
});

describe("search words staff add", () => {
  it("make a word find its products at once, and stop when removed, audited", async () => {
    // Asked (and kept by the catalog cache) before the word exists.
    expect(await search("जांच")).toEqual([]);
    const added = await staff.post("/api/admin/search-synonyms", { word: "जांच", meanings: "Probe, tester" });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().synonym).toMatchObject({ word: "जांच", meanings: ["probe", "tester"] });
    expect(await search("जांच")).toEqual(["hs-probe"]);
    expect((await suggest("जांच")).products.map((product: { _id: string }) => product._id)).toEqual(["hs-probe"]);

    const listed = (await staff.get("/api/admin/search-synonyms")).json();
    expect(listed.words).toEqual([{ word: "जांच", meanings: ["probe", "tester"], createdAt: expect.any(String) }]);
    expect(listed.builtIn).toContainEqual({ word: "मोटर", meanings: ["motor"] });

    // Saving the word again replaces its meanings.
    await staff.post("/api/admin/search-synonyms", { word: "जांच", meanings: "waterproof" });
    expect(await search("जांच")).toEqual(["hs-probe"]);

    const removed = await staff.delete(`/api/admin/search-synonyms/${encodeURIComponent("जांच")}`);
    expect(removed.statusCode).toBe(200);
    expect(await search("जांच")).toEqual([]);
    expect((await staff.delete(`/api/admin/search-synonyms/${encodeURIComponent("जांच")}`)).statusCode).toBe(404);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.target, "search-synonym:जांच")).orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["search-synonym.create", null, { meanings: "probe tester" }],
      ["search-synonym.update", { meanings: "probe tester" }, { meanings: "waterproof" }],
      ["search-synonym.delete", { meanings: "waterproof" }, null],
    ]);
  });

  it("add to the built-in words rather than replace them", async () => {
    await staff.post("/api/admin/search-synonyms", { word: "पंखा", meanings: "probe" });
    expect(await search("पंखा")).toEqual(["hs-fan", "hs-probe"]);
    const removed = await staff.delete(`/api/admin/search-synonyms/${encodeURIComponent("पंखा")}`);
    expect(removed.statusCode).toBe(200);
    const builtIn = await staff.delete(`/api/admin/search-synonyms/${encodeURIComponent("मोटर")}`);
    expect(builtIn.statusCode).toBe(404);
    expect(builtIn.json().message).toBe("No search word 'मोटर' was added by staff. It is one of the built-in words, which cannot be removed.");
  });

  it.each([
    [{ word: "मोटर ड्राइवर", meanings: "driver" }, "Word must be a single word, without spaces."],
    [{ word: "", meanings: "driver" }, "Word is required."],
    [{ word: "क".repeat(41), meanings: "driver" }, "Word must be at most 40 characters."],
    [{ word: "चालक", meanings: "" }, "Meanings are required."],
    [{ word: "चालक", meanings: "d".repeat(201) }, "Meanings must be at most 200 characters."],
    [{ word: "चालक", meanings: ", ;" }, "Meanings must name at least one catalog word."],
    [{ word: "driver", meanings: "Driver" }, "Meanings must name at least one catalog word other than the word itself."],
  ])("refuses %j: %s", async (body, message) => {
    const answer = await staff.post("/api/admin/search-synonyms", body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ success: false, message: expect.stringContaining(message) });
    expect((await staff.get("/api/admin/search-synonyms")).json().words).toEqual([]);
  });

  it("are for staff only", async () => {
    const customer = adminCall(t, (await registerUser(t.app)).token);
    expect((await customer.get("/api/admin/search-synonyms")).statusCode).toBe(403);
    expect((await customer.post("/api/admin/search-synonyms", { word: "चालक", meanings: "driver" })).statusCode).toBe(403);
    expect((await adminCall(t, undefined).post("/api/admin/search-synonyms", { word: "चालक", meanings: "driver" })).statusCode).toBe(401);
    const [{ count }] = (await t.db.execute<{ count: number }>(sql`select count(*)::int as count from search_synonyms`)).rows;
    expect(count).toBe(0);
  });
});
