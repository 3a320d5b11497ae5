import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KIT_FULL_NOTE } from "~/src/core/kit-hints";
import type { ProductSpecs } from "~/src/core/specs";
import { products } from "~/src/server/db/schema";
import { addProducts, createTestApp, productFixture, type TestApp } from "~/tests/support/test-app";

let t: TestApp;

const SPECS: Record<string, ProductSpecs> = {
  esp32: { kind: "board", logic: "3.3" },
  uno: { kind: "board", logic: "5" },
  relay: { logic: "5" },
  motor: { needsDriver: true, voltageMin: 3, voltageMax: 12 },
  "l298n-old": { isDriver: true, voltageMin: 5, voltageMax: 35 },
  l298n: { isDriver: true, voltageMin: 5, voltageMax: 35 },
  "drv-best": { isDriver: true, voltageMin: 2, voltageMax: 10 },
  "drv-gone": { isDriver: true },
  "drv-archived": { isDriver: true },
  "battery-9v": { powerSource: { voltage: 9 } },
  "cell-3v7": { powerSource: { voltage: 3.7 } },
  shifter: { kind: "level-shifter", logic: "both" },
  breadboard: { kind: "breadboard" },
  jumpers: { kind: "jumper-wires" },
};

beforeAll(async () => {
  t = await createTestApp();
  await addProducts(t.db, [
    ...Object.keys(SPECS).map((id) => productFixture({ id, name: `Part ${id}`, stock: id === "drv-gone" ? 0 : 20, bestSeller: id === "drv-best" })),
    ...Array.from({ length: 18 }, (_, index) => productFixture({ id: `filler-${index}`, name: `Filler ${index}` })),
  ]);
  for (const [id, specs] of Object.entries(SPECS)) await t.db.update(products).set({ specs }).where(eq(products.id, id));
  await t.db
    .update(products)
    .set({ archivedAt: sql`now()` })
    .where(eq(products.id, "drv-archived"));
});
afterAll(() => t.close());

const check = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/kit/check", payload: body as object, headers });
type Hint = { code: string; message: string; suggestions: Array<{ _id: string; name: string; salePrice: number; specs: ProductSpecs }> };
const hintsOf = async (productIds: string[]) => {
  const response = await check({ productIds });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { success: boolean; hints: Hint[] };
  expect(body.success).toBe(true);
  return body.hints;
};

describe("POST /api/kit/check", () => {
  it("advises a driver for a motor with in-stock, live suggestions, best seller first, as product cards", async () => {
    const hints = await hintsOf(["uno", "motor", "breadboard", "jumpers", "battery-9v"]);
    expect(hints.map((hint) => hint.code)).toEqual(["motor-driver"]);
    const [driver] = hints;
    expect(driver.message).toBe("Part motor needs a motor driver: add one such as Part drv-best.");
    expect(driver.suggestions.map((product) => product._id)).toEqual(["drv-best", "l298n-old", "l298n"]);
    expect(driver.suggestions[0]).toMatchObject({ name: "Part drv-best", salePrice: 100, specs: SPECS["drv-best"] });
    expect(driver.suggestions[0]).not.toHaveProperty("description");
  });

  it("clears the driver hint once a driver is chosen, and asks for a supply within its range", async () => {
    const hints = await hintsOf(["uno", "motor", "l298n", "cell-3v7", "breadboard", "jumpers"]);
    expect(hints.map((hint) => hint.code)).toEqual(["power-source"]);
    expect(hints[0].message).toContain("5–35 V");
    expect(hints[0].suggestions.map((product) => product._id)).toEqual(["battery-9v"]);
  });

  it("flags a 3.3 V board with 5 V parts, no board, and missing wiring; ignores unknown ids and repeats", async () => {
    const shifter = await hintsOf(["esp32", "relay", "relay", "no-such-part", "breadboard", "jumpers"]);
    expect(shifter.map((hint) => hint.code)).toEqual(["level-shifter"]);
    expect(shifter[0].message).toContain("Part relay uses 5 V logic");
    expect(shifter[0].suggestions.map((product) => product._id)).toEqual(["shifter"]);

    const bare = await hintsOf(["relay"]);
    expect(bare.map((hint) => hint.code)).toEqual(["no-board", "wiring"]);
    expect(bare[0].suggestions.map((product) => product._id)).toEqual(["esp32", "uno"]);
    expect(bare[1].suggestions.map((product) => product._id)).toEqual(["breadboard", "jumpers"]);

    expect(await hintsOf([])).toEqual([]);
    expect(await hintsOf(["no-such-part"])).toEqual([]);
  });

  it("still advises a full kit of 20 but says it is full", async () => {
    const full = ["uno", "motor", ...Array.from({ length: 18 }, (_, index) => `filler-${index}`)];
    const hints = await hintsOf(full);
    const driver = hints.find((hint) => hint.code === "motor-driver")!;
    expect(driver.message.endsWith(KIT_FULL_NOTE)).toBe(true);
    expect(driver.suggestions.length).toBeGreaterThan(0);
  });

  it("words the advice in Hindi for a Hindi page, and in the English it always gave without the header (issue 33)", async () => {
    const kits = [
      ["uno", "motor", "breadboard", "jumpers", "battery-9v"],
      ["uno", "motor", "l298n", "cell-3v7", "breadboard", "jumpers"],
      ["esp32", "relay", "breadboard", "jumpers"],
      ["relay"],
      ["uno", "motor", ...Array.from({ length: 18 }, (_, index) => `filler-${index}`)],
    ];
    const messages = async (headers: Record<string, string>) => {
      const all: string[] = [];
      for (const productIds of kits) {
        const response = await check({ productIds }, headers);
        expect(response.statusCode).toBe(200);
        all.push(...(response.json() as { hints: Hint[] }).hints.map((hint) => `${hint.code}: ${hint.message}`));
      }
      return all;
    };
    const english = [
      "motor-driver: Part motor needs a motor driver: add one such as Part drv-best.",
      "power-source: Part l298n needs a power source of 5–35 V (Part cell-3v7 gives 3.7 V): add one that fits such as Part battery-9v.",
      "level-shifter: Part esp32 works at 3.3 V logic, but Part relay uses 5 V logic: add a level shifter between them such as Part shifter.",
      "no-board: Your kit has no board to run its parts: add one such as Part esp32.",
      "wiring: Add a breadboard and jumper wires to connect the parts such as Part breadboard and Part jumpers.",
      "motor-driver: Part motor needs a motor driver: add one such as Part drv-best. Your kit already has 20 parts: remove one to make room.",
      "power-source: Part motor needs a power source of 3–12 V: add one such as Part battery-9v. Your kit already has 20 parts: remove one to make room.",
      "wiring: Add a breadboard and jumper wires to connect the parts such as Part breadboard and Part jumpers. Your kit already has 20 parts: remove one to make room.",
    ];
    expect(await messages({})).toEqual(english);
    // Only the shop's own header asks for Hindi: a browser's language preference does not.
    expect(await messages({ "accept-language": "hi-IN,hi;q=0.9" })).toEqual(english);
    expect(await messages({ "x-shop-language": "hi" })).toEqual([
      "motor-driver: Part motor को चलाने के लिए मोटर ड्राइवर चाहिए: इसके लिए एक ड्राइवर डालें, जैसे Part drv-best।",
      "power-source: Part l298n को 5–35 V की पावर सप्लाई चाहिए (Part cell-3v7 से 3.7 V मिलता है): इसके लायक़ एक सप्लाई डालें, जैसे Part battery-9v।",
      "level-shifter: Part esp32 3.3 V लॉजिक पर चलता है, पर Part relay 5 V लॉजिक पर चलता है: इनके बीच एक लेवल शिफ़्टर लगाएँ, जैसे Part shifter।",
      "no-board: आपकी किट में पुर्ज़ों को चलाने के लिए कोई बोर्ड नहीं है: एक बोर्ड डालें, जैसे Part esp32।",
      "wiring: पुर्ज़ों को जोड़ने के लिए एक ब्रेडबोर्ड और जम्पर तार डालें, जैसे Part breadboard और Part jumpers।",
      "motor-driver: Part motor को चलाने के लिए मोटर ड्राइवर चाहिए: इसके लिए एक ड्राइवर डालें, जैसे Part drv-best। आपकी किट में पहले से 20 पुर्ज़े हैं: जगह बनाने के लिए एक हटाएँ।",
      "power-source: Part motor को 3–12 V की पावर सप्लाई चाहिए: इसके लिए एक सप्लाई डालें, जैसे Part battery-9v। आपकी किट में पहले से 20 पुर्ज़े हैं: जगह बनाने के लिए एक हटाएँ।",
      "wiring: पुर्ज़ों को जोड़ने के लिए एक ब्रेडबोर्ड और जम्पर तार डालें, जैसे Part breadboard और Part jumpers। आपकी किट में पहले से 20 पुर्ज़े हैं: जगह बनाने के लिए एक हटाएँ।",
    ]);
  });

  it("refuses bad input with 400 naming the problem", async () => {
    const cases: Array<[unknown, string]> = [
      [{}, "productIds"],
      [{ productIds: "uno" }, "productIds must be a list of product ids"],
      [{ productIds: [1, 2] }, "Each product id must be text"],
      [{ productIds: Array.from({ length: 21 }, (_, index) => `p${index}`) }, "at most 20 products"],
    ];
    for (const [body, words] of cases) {
      const response = await check(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.json().message).toContain(words);
    }
  });
});
