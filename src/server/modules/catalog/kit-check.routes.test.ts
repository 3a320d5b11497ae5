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

const check = (body: unknown) => t.app.inject({ method: "POST", url: "/api/kit/check", payload: body as object });
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
