import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductSpecs } from "~/src/core/specs";
import { products } from "~/src/server/db/schema";
import { addProducts, createSecondInstance, createTestApp, productFixture, type TestApp } from "~/tests/support/test-app";

/** Specifications by product, written to the database directly (what the staff editor would have saved). */
const SPECS: Record<string, { category: string; specs: ProductSpecs }> = {
  esp32: { category: "Boards", specs: { logic: "3.3", interfaces: ["I2C", "SPI", "UART", "USB"], voltageMin: 3, voltageMax: 3.6 } },
  uno: { category: "Boards", specs: { logic: "5", interfaces: ["I2C", "SPI", "UART", "USB"], voltageMin: 7, voltageMax: 12 } },
  nano: { category: "Boards", specs: { logic: "5", interfaces: ["I2C", "SPI", "UART"], voltageMin: 5, voltageMax: 12 } },
  bme280: { category: "Sensors", specs: { logic: "both", interfaces: ["I2C", "SPI"], voltageMin: 1.8, voltageMax: 5 } },
  "hc-sr04": { category: "Sensors", specs: { logic: "5", interfaces: ["GPIO"], voltageMin: 5, voltageMax: 5 } },
  ldr: { category: "Sensors", specs: { interfaces: ["analog"], voltageMax: 5 } },
  "bare-sensor": { category: "Sensors", specs: {} },
  "dc-motor": { category: "Motors", specs: { needsDriver: true, voltageMin: 3, voltageMax: 6 } },
  l298n: { category: "Motors", specs: { isDriver: true, logic: "5", interfaces: ["PWM", "GPIO"], voltageMin: 5, voltageMax: 35 } },
  "battery-2s": { category: "Motors", specs: { powerSource: { voltage: 7.4 } } },
  "old-esp": { category: "Boards", specs: { logic: "3.3", interfaces: ["USB"] } },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addProducts(
    t.db,
    Object.entries(SPECS).map(([id, { category }]) => productFixture({ id, name: `Part ${id}`, category })),
  );
  for (const [id, { specs }] of Object.entries(SPECS)) await t.db.update(products).set({ specs }).where(eq(products.id, id));
  // Archived products are in no list and no count.
  await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, "old-esp"));
});
afterAll(() => t.close());

interface FacetAnswer {
  name: string;
  label: string;
  values: Array<{ value: string; label: string; count: number; selected: boolean }>;
}

async function list(query: string) {
  const response = await t.app.inject(`/api/products?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { products: Array<{ _id: string }>; total: number; facets: FacetAnswer[] };
  return { ...body, ids: body.products.map((product) => product._id).sort() };
}

/** "value:count" per facet, "*" marking a chosen value. */
function counts(facets: FacetAnswer[]) {
  return Object.fromEntries(
    facets.map((facet) => [facet.name, facet.values.map((value) => `${value.value}:${value.count}${value.selected ? "*" : ""}`)]),
  );
}

describe("GET /api/products facets", () => {
  it("counts each value within the category, listing only values some product has", async () => {
    const body = await list("category=Sensors");
    expect(body.total).toBe(4);
    expect(counts(body.facets)).toEqual({
      // bme280 speaks both levels, so it counts under each.
      logic: ["3.3:1", "5:2"],
      interface: ["I2C:1", "SPI:1", "GPIO:1", "analog:1"],
      // The LDR gives only a maximum: it runs at exactly 5 V.
      voltage: ["3.3:1", "5:3"],
    });
    expect(body.facets[0]).toMatchObject({
      name: "logic",
      label: "Logic level",
      values: [
        { value: "3.3", label: "3.3 V" },
        { value: "5", label: "5 V" },
      ],
    });
  });

  it("filters by a logic level, counting that facet without its own choice and the others with it", async () => {
    const body = await list("category=Sensors&logic=5");
    expect(body.ids).toEqual(["bme280", "hc-sr04"]);
    expect(counts(body.facets)).toEqual({
      logic: ["3.3:1", "5:2*"],
      interface: ["I2C:1", "SPI:1", "GPIO:1"],
      voltage: ["3.3:1", "5:2"],
    });
  });

  it("takes repeated values of one facet as alternatives and different facets as all required", async () => {
    const either = await list("interface=I2C&interface=GPIO");
    expect(either.ids).toEqual(["bme280", "esp32", "hc-sr04", "l298n", "nano", "uno"]);
    expect(
      either.facets
        .find((facet) => facet.name === "interface")!
        .values.filter((value) => value.selected)
        .map((value) => value.value),
    ).toEqual(["I2C", "GPIO"]);

    const both = await list("category=Boards&logic=3.3&interface=USB");
    expect(both.ids).toEqual(["esp32"]);
    expect(counts(both.facets)).toMatchObject({ logic: ["3.3:1*", "5:1"], interface: ["I2C:1", "SPI:1", "UART:1", "USB:1*"] });
  });

  it("filters by a supply voltage inside the part's range and by part type", async () => {
    expect((await list("voltage=12")).ids).toEqual(["l298n", "nano", "uno"]);
    expect((await list("voltage=6&category=Motors")).ids).toEqual(["dc-motor", "l298n"]);
    const types = await list("type=needs-driver&type=power-source");
    expect(types.ids).toEqual(["battery-2s", "dc-motor"]);
    expect(counts(types.facets).type).toEqual(["motor-driver:1", "needs-driver:1*", "power-source:1*"]);
  });

  it("lists a chosen value even when nothing has it, and combines filters with search, sort and paging", async () => {
    const none = await list("category=Sensors&type=motor-driver");
    expect(none.total).toBe(0);
    expect(counts(none.facets).type).toEqual(["motor-driver:0*"]);

    const searched = await list("q=part%20n&logic=5&sort=price-asc");
    // Every name starts "Part "; "n" leaves those with an n in them.
    expect(searched.ids).toEqual(["l298n", "nano", "uno"]);
    const second = await list("logic=5&limit=2&page=2");
    expect(second.total).toBe(5);
    expect(second.products).toHaveLength(2);
  });

  it("answers the same for the same filters written in another order, and a change to specifications shows", async () => {
    const first = await t.app.inject("/api/products?interface=SPI&interface=I2C&category=Boards");
    const second = await t.app.inject("/api/products?category=Boards&interface=I2C&interface=SPI&interface=I2C");
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.json().total).toBe(3);

    await t.db
      .update(products)
      .set({ specs: { logic: "5" } })
      .where(eq(products.id, "nano"));
    await expect.poll(async () => (await list("category=Boards&interface=I2C")).total, { timeout: 3000 }).toBe(2);
    await t.db.update(products).set({ specs: SPECS.nano.specs }).where(eq(products.id, "nano"));
    await expect.poll(async () => (await list("category=Boards&interface=I2C")).total, { timeout: 3000 }).toBe(3);
  });

  it("counts each value as many products as choosing it lists (the filter and the count agree)", async () => {
    for (const base of ["", "category=Boards&", "logic=5&"]) {
      const { facets } = await list(base);
      for (const facet of facets) {
        for (const option of facet.values) {
          // The products listed come from the SQL conditions, the counts from each value's bit.
          const chosen = await list(`${base.replace(`${facet.name}=`, "ignored=")}${facet.name}=${option.value}&limit=100`);
          expect(chosen.products.length, `${base}${facet.name}=${option.value}`).toBe(option.count);
          expect(chosen.total).toBe(option.count);
        }
      }
    }
  });

  it("refuses a value a facet does not know, naming the parameter", async () => {
    for (const [query, name] of [
      ["logic=3", "logic"],
      ["logic=both", "logic"],
      ["interface=I2C&interface=CAN", "interface"],
      ["voltage=4", "voltage"],
      ["type=motor", "type"],
      ["logic=", "logic"],
    ]) {
      const response = await t.app.inject(`/api/products?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ success: false, message: expect.stringContaining(`'${name}'`) });
      expect(response.json().message).toContain(`${name} must be one of`);
    }
  });

  it("documents the filters in the OpenAPI document with their values (so the fault suite fuzzes them)", async () => {
    const document = (await t.app.inject("/api/docs/json")).json();
    const parameters = document.paths["/api/products"].get.parameters as Array<{ name: string; in: string; schema: unknown }>;
    const logic = parameters.find((parameter) => parameter.name === "logic" && parameter.in === "query");
    expect(JSON.stringify(logic?.schema)).toContain('"3.3"');
    for (const name of ["interface", "voltage", "type"]) expect(parameters.map((parameter) => parameter.name)).toContain(name);
    expect(JSON.stringify(document.components.schemas.Facet)).toContain("selected");
  });

  it("answers no facets for a list of ids", async () => {
    const body = (await t.app.inject("/api/products?ids=uno,esp32&logic=5")).json();
    expect(body.products.map((product: { _id: string }) => product._id)).toEqual(["uno", "esp32"]);
    expect(body.facets).toEqual([]);
  });
});

describe("catalog pages with filters (server-rendered; needs npm run build)", () => {
  it("renders the filter panel with counts, the chosen filters ticked and as chips, and only matching products", async () => {
    const pages = await createSecondInstance(t, { pages: true });
    try {
      // Without React's text separators, as a reader sees the text.
      const html = (await pages.app.inject("/category?category=Sensors&logic=5&interface=GPIO&interface=bogus")).body.replace(/<!-- -->/g, "");
      expect(html).toContain("Logic level");
      expect(html).toMatch(/<input type="checkbox"[^>]* name="logic" checked="" value="5"/);
      expect(html).toMatch(/<input type="checkbox"[^>]* name="interface" checked="" value="GPIO"/);
      // Counted with GPIO chosen: only hc-sr04 speaks 5 V; no GPIO sensor speaks 3.3 V, so that value is not offered.
      expect(html).toMatch(
        /name="logic" checked="" value="5"\/><span class="flex-1">5 V<\/span><span[^>]*>1<\/span><span class="sr-only">\(1 product\)/,
      );
      expect(html).not.toMatch(/name="logic"[^>]* value="3.3"/);
      expect(html).toMatch(/aria-label="Remove filter Interface: GPIO"[^>]* href="\/category\?category=Sensors&amp;logic=5"/);
      expect(html).toContain("Part hc-sr04");
      expect(html).not.toContain("Part bme280");

      const all = (await pages.app.inject("/collections?type=power-source")).body;
      expect(all).toContain("Part battery-2s");
      expect(all).not.toContain("Part dc-motor");
      expect(all).toContain("Clear filters");
    } finally {
      await pages.close();
    }
  });
});
