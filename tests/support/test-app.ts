import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "~/src/server/app";
import { loadConfig, type Config } from "~/src/server/config";
import { connectDatabase, runMigrations, type Db } from "~/src/server/db/client";
import { shopSettings } from "~/src/server/db/schema-staff";
import { DEMO_SHOP_DETAILS, insertCatalog } from "~/src/server/db/seed/seed";
import { registerWeb } from "~/src/server/web/register-web";
import type { SeedProduct } from "~/src/server/db/seed/seed-data";

/**
 * A fresh database (CREATE DATABASE on the run's server), migrated, with an app on it.
 * Each test file gets its own, so files run in parallel without seeing each other's data.
 */
export async function createTestApp({
  env = {},
  poolSize = 5,
  logger = false,
  beforeRoutes,
  shopDetails = true,
}: {
  env?: Record<string, string>;
  /** The demo shop's details (legal name, GSTIN…) saved as the owner would, so orders can ship with a tax invoice. */
  shopDetails?: boolean;
  poolSize?: number;
  logger?: FastifyBaseLogger | false;
  /** Runs on the app before any route is registered (to watch routes as they are added). */
  beforeRoutes?: (app: FastifyInstance) => void;
} = {}) {
  const serverUrl = inject("testServerUrl");
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = connectDatabase(url.toString(), { poolSize });
  await runMigrations(database.db);
  if (shopDetails) await database.db.insert(shopSettings).values({ id: 1, data: DEMO_SHOP_DETAILS });
  const config: Config = loadConfig({ NODE_ENV: "test", AUTH_RATE_LIMIT: "1000", API_RATE_LIMIT: "100000", ...env });
  const app = await buildApp({ config, db: database.db, logger, beforeRoutes });
  await app.ready();
  await catalogCacheListening(app);
  return {
    app,
    db: database.db,
    config,
    url: url.toString(),
    async close() {
      await app.close();
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** The catalog cache serves from memory only once it hears the database's changes: wait for that. */
export async function catalogCacheListening(app: FastifyInstance) {
  for (let waited = 0; !app.catalogCache.stats.live; waited += 10) {
    if (waited > 10_000) throw new Error("the catalog cache did not start listening within 10 s");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Another instance of the shop on a test app's database (as behind a load balancer). */
export async function createSecondInstance(t: { url: string; config: Config }, { pages = false } = {}) {
  const database = connectDatabase(t.url, { poolSize: 3 });
  const { config } = t;
  const db = database.db;
  // With `pages`, the built storefront too (as `npm start` serves it; needs `npm run build`).
  const app = await buildApp({ config, db, logger: false, registerWeb: pages ? (instance) => registerWeb(instance, { config, db }) : undefined });
  await app.ready();
  await catalogCacheListening(app);
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let productCounter = 0;
export function productFixture(overrides: Partial<SeedProduct> = {}): SeedProduct {
  productCounter += 1;
  return {
    id: `test-product-${productCounter}`,
    name: `Test Product ${productCounter}`,
    category: "Sensors",
    description: "A product for tests.",
    price: 100,
    discount: 0,
    stock: 50,
    bestSeller: false,
    images: ["resistor.svg"],
    hsn: "8542",
    gstRate: 18,
    ...overrides,
  };
}

export async function addProducts(db: Db, products: SeedProduct[]) {
  await insertCatalog(db, products);
  return products;
}

let userCounter = 0;
/** Registers a new user through the API and returns its token. */
export async function registerUser(app: TestApp["app"], overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  userCounter += 1;
  const body = {
    name: `Test User ${userCounter}`,
    email: `user${userCounter}-${randomBytes(3).toString("hex")}@example.in`,
    password: "correct-horse-9",
    ...overrides,
  };
  const response = await app.inject({ method: "POST", url: "/api/user/register", payload: body });
  const json = response.json();
  if (!json.success) throw new Error(`register failed: ${json.message}`);
  return { token: json.token as string, ...body };
}

export const validAddress = {
  firstName: "Asha",
  lastName: "Verma",
  email: "asha.verma@example.in",
  street: "12 MG Road, Near Government School",
  city: "Pune",
  state: "Maharashtra",
  zipcode: "411001",
  country: "India",
  phone: "9876543210",
};
