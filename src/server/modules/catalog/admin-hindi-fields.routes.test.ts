import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createTestApp, productFixture, type TestApp } from "~/tests/support/test-app";
import { eq } from "drizzle-orm";
import { adminCall, staffToken } from "~/tests/support/catalog";
import { auditLog } from "~/src/server/db/schema-staff";

/** Issue 33: a product's Hindi name and description round-trip through the editor's call and the CSV. */
let t: TestApp;
let token: string;
let staff: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await createTestApp();
  await addProducts(t.db, [productFixture({ id: "hf-bo-motor", name: "BO Motor 150 RPM", price: 60, stock: 30, category: "Motors & Drivers" })]);
  token = await staffToken(t);
  staff = adminCall(t, token);
});
afterAll(() => t.close());

const importCsv = (csv: string) =>
  t.app.inject({ method: "POST", url: "/api/admin/products/import", payload: csv, headers: { token, "content-type": "text/csv" } });
const customerView = async () => (await t.app.inject({ url: "/api/products/hf-bo-motor" })).json().product;

describe("Hindi name and description", () => {
  it("are saved by the editor's call, audited, and sent with the product", async () => {
    const saved = await staff.patch("/api/admin/products/hf-bo-motor", {
      nameHi: "बीओ मोटर 150 RPM",
      descriptionHi: "पहियों वाले रोबोट के लिए छोटी गियर मोटर।",
    });
    expect(saved.statusCode).toBe(200);
    expect(await customerView()).toMatchObject({
      name: "BO Motor 150 RPM",
      nameHi: "बीओ मोटर 150 RPM",
      descriptionHi: "पहियों वाले रोबोट के लिए छोटी गियर मोटर।",
    });
    const tooLong = await staff.patch("/api/admin/products/hf-bo-motor", { nameHi: "म".repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain("Hindi name");
    expect((await customerView()).nameHi).toBe("बीओ मोटर 150 RPM");
  });

  it("go out in the CSV's name_hi and description_hi columns and come back in", async () => {
    const exported = (await staff.get("/api/admin/products/export.csv")).body;
    const rows = parse(exported, { columns: true }) as Array<Record<string, string>>;
    const row = rows.find((candidate) => candidate.id === "hf-bo-motor")!;
    expect(row.name_hi).toBe("बीओ मोटर 150 RPM");
    expect(row.description_hi).toBe("पहियों वाले रोबोट के लिए छोटी गियर मोटर।");

    const edited = exported.replace("बीओ मोटर 150 RPM", "बीओ गियर मोटर");
    const imported = await importCsv(edited);
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await customerView()).nameHi).toBe("बीओ गियर मोटर");

    // A file without the columns leaves the Hindi texts as they are.
    const header = Object.keys(row).filter((column) => !column.endsWith("_hi"));
    const withoutHindi = [header.join(","), header.map((column) => JSON.stringify(row[column] ?? "")).join(",")].join("\n");
    expect((await importCsv(withoutHindi)).statusCode).toBe(200);
    expect((await customerView()).nameHi).toBe("बीओ गियर मोटर");
  });
});

describe("a category's Hindi name", () => {
  const publicList = async () => (await t.app.inject("/api/category/all")).json().categories as Array<{ name: string; nameHi: string }>;

  it("is given when staff add the category or later, audited, and sent with the categories", async () => {
    const created = await staff.post("/api/admin/categories", { name: "Robot Parts", nameHi: "रोबोट के पुर्ज़े" });
    expect(created.statusCode).toBe(201);
    expect(created.json().category).toMatchObject({ name: "Robot Parts", nameHi: "रोबोट के पुर्ज़े" });
    expect(await publicList()).toContainEqual({ name: "Robot Parts", nameHi: "रोबोट के पुर्ज़े" });

    const sensors = (await staff.get("/api/admin/categories")).json().categories.find((category: { name: string }) => category.name === "Sensors");
    expect(sensors.nameHi).toBe("");
    const renamed = await staff.patch(`/api/admin/categories/${sensors.id}`, { nameHi: "सेंसर" });
    expect(renamed.json().category).toMatchObject({ name: "Sensors", nameHi: "सेंसर" });
    expect(await publicList()).toContainEqual({ name: "Sensors", nameHi: "सेंसर" });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `category:${sensors.id}`));
    expect(entry).toMatchObject({ action: "category.update", before: { nameHi: "" }, after: { nameHi: "सेंसर" } });

    const tooLong = await staff.patch(`/api/admin/categories/${sensors.id}`, { nameHi: "स".repeat(81) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain("Hindi name must be at most 80 characters.");
    expect(await publicList()).toContainEqual({ name: "Sensors", nameHi: "सेंसर" });
  });
});
