import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "~/tests/support/test-app";
import { isApiRoute } from "./openapi";

type Operation = {
  tags?: string[];
  parameters?: Array<{ in: string; name: string }>;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

describe("GET /api/docs/json", () => {
  let t: TestApp;
  const registered: Array<{ method: string; url: string }> = [];
  let document: Document;

  beforeAll(async () => {
    t = await createTestApp({
      beforeRoutes: (app) =>
        app.addHook("onRoute", (route) => {
          for (const method of [route.method].flat()) if (method !== "HEAD" && isApiRoute(route.url)) registered.push({ method, url: route.url });
        }),
    });
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => t?.close());

  it("is an OpenAPI 3 document listing every registered call", () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(registered.length).toBeGreaterThan(15);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = registered.map(({ method, url }) => `${method} ${url.replace(/:(\w+)/g, "{$1}")}`);
    expect(documented.sort()).toEqual([...new Set(expected)].sort());
  });

  it("gives every API call its response schema, and its request schema where it takes a body", () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      if (path.startsWith("/Files/") || path.endsWith("/photos/{n}")) continue; // a file download or a photo, not JSON
      for (const [method, operation] of Object.entries(operations)) {
        // Its success answer: 200, or 201 for a call that creates something.
        const success = operation.responses["200"] ?? operation.responses["201"];
        expect(success?.content?.["application/json"]?.schema, `${method} ${path}`).toBeDefined();
        expect(operation.tags?.length, `${method} ${path} has a tag`).toBe(1);
      }
    }
    expect(document.paths["/api/user/register"].post.requestBody?.content["application/json"].schema).toMatchObject({
      properties: { name: expect.anything(), email: expect.anything(), password: expect.anything() },
    });
    expect(document.paths["/api/order/place"].post.requestBody).toBeDefined();
    expect(document.paths["/api/order/place"].post.parameters).toContainEqual(expect.objectContaining({ in: "header", name: "idempotency-key" }));
  });

  it("says which calls need the token header", () => {
    expect(document.components.securitySchemes.token).toMatchObject({ type: "apiKey", in: "header", name: "token" });
    expect(document.paths["/api/cart/get"].post.security).toEqual([{ token: [] }]);
    expect(document.paths["/api/product/list"].get.security).toBeUndefined();
    expect(document.paths["/api/cart/get"].post.responses["401"]).toBeDefined();
    expect(document.paths["/api/product/list"].get.responses["401"]).toBeUndefined();
  });

  it("is shown to a person at /api/docs", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("swagger-ui");
  });
});
