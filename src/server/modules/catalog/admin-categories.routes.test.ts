import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createTestApp, productFixture, type TestApp } from "~/tests/support/test-app";
import { auditLog } from "~/src/server/db/schema-staff";
import { adminCall, newProduct, staffToken } from "~/tests/support/catalog";

let t: TestApp;
let staff: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await createTestApp();
  await addProducts(t.db, [productFixture({ id: "uno", category: "Sensors" })]);
  staff = adminCall(t, await staffToken(t, "owner"));
});
afterAll(() => t.close());

const categoryNamed = async (name: string) =>
  (await staff.get("/api/admin/categories")).json().categories.find((category: { name: string }) => category.name === name);

describe("categories", () => {
  it("lists every category with its product counts", async () => {
    const response = await staff.get("/api/admin/categories");
    expect(response.statusCode).toBe(200);
    expect(response.json().categories[0]).toEqual({
      id: expect.any(Number),
      name: "Boards & Microcontrollers",
      nameHi: "",
      position: 0,
      products: 0,
      activeProducts: 0,
    });
    expect(await categoryNamed("Sensors")).toMatchObject({ products: 1, activeProducts: 1 });
  });

  it("creates (201, last on the shelf), refuses a taken name in any letter case (409) and a blank one (400)", async () => {
    const created = await staff.post("/api/admin/categories", { name: "Tools" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      success: true,
      category: { id: expect.any(Number), name: "Tools", nameHi: "", position: 8, products: 0, activeProducts: 0 },
    });
    expect((await t.app.inject("/api/category/all")).json().categories).toContainEqual({ name: "Tools", nameHi: "" });
    const taken = await staff.post("/api/admin/categories", { name: "tools" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("A category named 'Tools' already exists.");
    expect((await staff.post("/api/admin/categories", { name: "" })).statusCode).toBe(400);
  });

  it("renames and moves; products follow the new name", async () => {
    const { id } = await categoryNamed("Sensors");
    const renamed = await staff.patch(`/api/admin/categories/${id}`, { name: "Sensors & Modules", position: 20 });
    expect(renamed.json()).toEqual({
      success: true,
      category: { id, name: "Sensors & Modules", nameHi: "", position: 20, products: 1, activeProducts: 1 },
    });
    expect((await t.app.inject("/api/products/uno")).json().product.category).toBe("Sensors & Modules");
    expect((await staff.patch(`/api/admin/categories/${id}`, { name: "Power" })).statusCode).toBe(409);
    expect((await staff.patch("/api/admin/categories/99999", { name: "X" })).statusCode).toBe(404);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `category:${id}`));
    expect(entry).toMatchObject({
      action: "category.update",
      before: { name: "Sensors", position: 1 },
      after: { name: "Sensors & Modules", position: 20 },
    });
  });

  it("deletes only a category no product uses, archived ones included (409)", async () => {
    const created = (await staff.post("/api/admin/categories", { name: "Soon Empty" })).json().category;
    await staff.post("/api/admin/products", newProduct({ _id: "only-one", category: "Soon Empty" }));
    await staff.delete("/api/admin/products/only-one");
    const used = await staff.delete(`/api/admin/categories/${created.id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe("Category 'Soon Empty' is used by 1 product(s) (1 of them archived); move them to another category first.");

    await staff.patch("/api/admin/products/only-one", { category: "Tools" });
    const deleted = await staff.delete(`/api/admin/categories/${created.id}`);
    expect(deleted.json()).toMatchObject({ success: true, category: { name: "Soon Empty", products: 0 } });
    expect(await categoryNamed("Soon Empty")).toBeUndefined();
    expect((await staff.delete(`/api/admin/categories/${created.id}`)).statusCode).toBe(404);
  });
});
