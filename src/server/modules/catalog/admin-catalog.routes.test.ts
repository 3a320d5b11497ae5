import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createTestApp, productFixture, registerUser, type TestApp } from "~/tests/support/test-app";
import { newProduct } from "~/tests/support/catalog";

const CATALOG_PREFIXES = ["/api/admin/products", "/api/admin/categories", "/api/admin/uploads"];
const routes: Array<{ method: string; url: string }> = [];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeRoutes: (app) =>
      app.addHook("onRoute", (route) => {
        if (!CATALOG_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
        for (const method of [route.method].flat()) if (method !== "HEAD") routes.push({ method, url: route.url });
      }),
  });
  await addProducts(t.db, [productFixture({ id: "uno" })]);
});
afterAll(() => t.close());

/** A body each call accepts, so the refusal comes from the role check and not from the body's shape. */
function requestFor(method: string, url: string) {
  const path = url.replace(":id", url.startsWith("/api/admin/categories") ? "1" : "uno");
  if (path === "/api/admin/products/import") return { payload: "id,name\n", headers: { "content-type": "text/csv" } };
  if (path === "/api/admin/products" && method === "POST") return { payload: newProduct() };
  if (path === "/api/admin/categories" && method === "POST") return { payload: { name: "Tools" } };
  if (path.endsWith("/stock")) return { payload: { change: 1, reason: "received" } };
  if (method === "PATCH") return { payload: {} };
  return {};
}

describe("the staff's catalog calls", () => {
  it("are all registered: products, stock, ledger, datasheets, categories, uploads, CSV", () => {
    expect(routes.map(({ method, url }) => `${method} ${url}`).sort()).toEqual(
      [
        "GET /api/admin/products",
        "POST /api/admin/products",
        "GET /api/admin/products/:id",
        "PATCH /api/admin/products/:id",
        "DELETE /api/admin/products/:id",
        "POST /api/admin/products/:id/restore",
        "POST /api/admin/products/:id/stock",
        "GET /api/admin/products/:id/ledger",
        "POST /api/admin/products/:id/documents",
        "DELETE /api/admin/products/:id/documents/:position",
        "GET /api/admin/products/export.csv",
        "POST /api/admin/products/import",
        "GET /api/admin/categories",
        "POST /api/admin/categories",
        "PATCH /api/admin/categories/:id",
        "DELETE /api/admin/categories/:id",
        "POST /api/admin/uploads",
      ].sort(),
    );
  });

  it("answer 401 without a token and 403 to a customer, changing nothing", async () => {
    const customer = await registerUser(t.app);
    const before = (await t.app.inject("/api/products/uno")).json().product;
    for (const { method, url } of routes) {
      const { payload, headers = {} } = requestFor(method, url);
      const target = url.replace(":id", url.startsWith("/api/admin/categories") ? "1" : "uno").replace(":position", "1");
      const inject = (token?: string) =>
        t.app.inject({ method: method as "GET", url: target, payload, headers: { ...headers, ...(token ? { token } : {}) } });
      const anonymous = await inject();
      expect(anonymous.statusCode, `${method} ${url} without a token`).toBe(401);
      expect(anonymous.json()).toEqual({ success: false, message: "Please log in to continue." });
      const forbidden = await inject(customer.token);
      expect(forbidden.statusCode, `${method} ${url} as a customer`).toBe(403);
      expect(forbidden.json()).toEqual({ success: false, message: "This page is for the shop's staff." });
    }
    expect((await t.app.inject("/api/products/uno")).json().product).toEqual(before);
  });
});
