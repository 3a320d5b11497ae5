import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "~/tests/support/server-process";

const address = {
  firstName: "Ravi",
  lastName: "Kumar",
  email: "ravi@example.in",
  street: "4 Lake View",
  city: "Bengaluru",
  state: "Karnataka",
  zipcode: "560001",
  country: "India",
  phone: "9812345678",
};

let dataDir: string;
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

async function call(base: string, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

async function expectDataKept(base: string, token: string, cartedId: string) {
  const cart = await call(base, "POST", "/api/cart/get", token, {});
  expect(cart.cartData).toEqual({ [cartedId]: 2 });
  const addresses = await call(base, "GET", "/api/user/addresses", token);
  expect(addresses.addresses).toHaveLength(1);
  const orders = await call(base, "POST", "/api/order/userorders", token, {});
  expect(orders.orders).toHaveLength(1);
  const login = await call(base, "POST", "/api/user/login", undefined, { email: "restart@example.in", password: "keep-my-data" });
  expect(login.success).toBe(true);
}

describe("restarting on the same DATA_DIR", () => {
  it("keeps accounts, sessions, carts, addresses and orders after a graceful stop and after SIGKILL", async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "tinkerwala-restart-"));
    const env = { DATA_DIR: dataDir };
    // `node build/server/main.js` as a service file might start it, without NODE_ENV: it runs as production
    // (pages kept and revalidated, with their CSP; development would stream them through Vite without one).
    server = await startServer({ ...env, NODE_ENV: undefined });
    let base = server.baseUrl;
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("content-security-policy")).toContain("script-src 'self' 'sha256-");
    expect(home.headers.get("etag")).toBeTruthy();

    const { token } = await call(base, "POST", "/api/user/register", undefined, {
      name: "Restart",
      email: "restart@example.in",
      password: "keep-my-data",
    });
    expect(token).toEqual(expect.any(String));
    const products = (await call(base, "GET", "/api/product/list")).products as Array<{ _id: string; salePrice: number; stock: number }>;
    const [ordered, carted] = products.filter((p) => p.stock > 5);
    expect((await call(base, "POST", "/api/user/address", token, address)).success).toBe(true);
    const placed = await call(base, "POST", "/api/order/place", token, {
      address,
      items: [{ _id: ordered._id, quantity: 1 }],
      amount: ordered.salePrice + 20,
    });
    expect(placed.success).toBe(true);
    await call(base, "POST", "/api/cart/add", token, { itemId: carted._id });
    await call(base, "POST", "/api/cart/add", token, { itemId: carted._id });

    // Graceful stop: exit code 0 and the embedded server's lock is gone.
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);

    // Through `npm start`'s script: the build is current, so it starts at once, in this one process.
    server = await startServer(env, { script: "scripts/start.mjs" });
    expect(server.output()).not.toContain("Building");
    base = server.baseUrl;
    await expectDataKept(base, token, carted._id);

    // SIGKILL leaves an orphaned PostgreSQL and its lock; the next start must deal with both.
    server.child.kill("SIGKILL");
    await server.exited;
    expect(existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(true);

    server = await startServer(env);
    base = server.baseUrl;
    await expectDataKept(base, token, carted._id);
    // The catalog was seeded once, not again on each start.
    expect((await call(base, "GET", "/api/product/list")).products).toHaveLength(products.length);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 180_000);
});
