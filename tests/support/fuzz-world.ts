import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { KIT_MIN_ITEMS } from "~/src/core/constants";
import { cartTotals, kitTotals } from "~/src/core/pricing";
import type { Role } from "~/src/core/staff";
import { isApiRoute } from "~/src/server/http/openapi";
import { products, users } from "~/src/server/db/schema";
import { seedDemoIfEmpty } from "~/src/server/db/seed/seed";
import { deliveryFeePaise } from "~/src/server/shared/shop-settings";
import { createSession, hashToken } from "~/src/server/shared/sessions";
import { ChangeLog, type Change } from "./fuzz-changes";
import { Pools } from "./fuzz-pools";
import { accountWithRole } from "./staff-accounts";
import { addProducts, createTestApp, productFixture, validAddress, type TestApp } from "./test-app";

/**
 * The shop the fuzz test runs against: the demo catalog plus a few edge products, two customers, a staff
 * member and an owner, each with a live token, and pools of real ids, e-mails and tokens taken from the
 * answers, so fuzzed requests reach past "not found" into the handlers.
 */

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Content types the route declares besides JSON (`schema.consumes`): multipart uploads, CSV. */
  consumes: string[];
}

export type TokenRole = "customer" | "otherCustomer" | "staff" | "owner";
const ROLE_OF: Record<TokenRole, Role> = { customer: "customer", otherCustomer: "customer", staff: "staff", owner: "owner" };

/** Rows of these tables record refused attempts on purpose (failed sign-ins per account and per trusted browser). */
export const REFUSAL_COUNTER_TABLES = /throttle|^trusted_devices$/;

export interface WorldProduct {
  id: string;
  pricePaise: number;
  discount: number;
  stock: number;
}

export class FuzzWorld {
  /** Real ids, e-mails, tokens and cookies, from the database and from every successful answer. */
  readonly pools = new Pools();
  readonly tokens = {} as Record<TokenRole, string>;
  readonly accounts = {} as Record<TokenRole, { id: string; email: string; password: string }>;
  products: WorldProduct[] = [];
  deliveryFeePaise = 0;
  private changeLog?: ChangeLog;
  private readonly originalAccounts = new Map<string, typeof users.$inferSelect>();
  /** Connections taken from the app's pool so far: a request that took none cannot have stored anything. */
  databaseUses = 0;
  /** Tables changed since the world was last tended. */
  private readonly changedTables = new Set<string>(["users", "products"]);

  private constructor(
    readonly t: TestApp,
    readonly routes: RegisteredRoute[],
    readonly uploadsDir: string,
    private readonly dataDir: string,
  ) {}

  static async create(): Promise<FuzzWorld> {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "tinkerwala-fuzz-"));
    const routes: RegisteredRoute[] = [];
    const t = await createTestApp({
      // The limiters are tested elsewhere; here they would only turn the handlers' answers into 429s.
      env: { AUTH_RATE_LIMIT: "100000000", API_RATE_LIMIT: "100000000", DATA_DIR: dataDir },
      beforeRoutes: (app: FastifyInstance) =>
        app.addHook("onRoute", (route) => {
          const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
          for (const method of [route.method].flat())
            if (method !== "HEAD" && isApiRoute(route.url)) routes.push({ method, url: route.url, consumes });
        }),
    });
    const world = new FuzzWorld(t, routes, path.join(dataDir, "uploads"), dataDir);
    // Every query, in a transaction or not, starts with pool.connect (pool.query calls it too).
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    if (!(pool instanceof pg.Pool)) throw new Error("the app's Db does not expose its node-postgres pool as $client");
    const connect = pool.connect.bind(pool);
    pool.connect = ((...args: Parameters<typeof connect>) => {
      world.databaseUses += 1;
      return connect(...args);
    }) as typeof pool.connect;
    await world.populate();
    world.changeLog = await ChangeLog.install(t.db);
    return world;
  }

  get app() {
    return this.t.app;
  }

  private async populate() {
    const { t } = this;
    await seedDemoIfEmpty(t.db);
    await addProducts(t.db, [
      productFixture({ stock: 1 }),
      productFixture({ discount: 100 }),
      productFixture({ price: 0.01 }),
      productFixture({ name: "नमस्ते 😀 <b>bold</b>", description: "\u202eRTL text" }),
    ]);
    for (const role of ["customer", "otherCustomer", "staff", "owner"] as const) {
      const account = await accountWithRole(t, ROLE_OF[role], { password: `Fuzz-${role}-Passw0rd!` });
      this.accounts[role] = { id: account.id, email: account.email, password: account.password };
      this.tokens[role] = account.token;
      const [row] = await t.db.select().from(users).where(eq(users.id, account.id));
      this.originalAccounts.set(account.id, row);
    }
    for (const role of ["customer", "otherCustomer"] as const) {
      const headers = { token: this.tokens[role] };
      const saved = await t.app.inject({ method: "POST", url: "/api/user/address", headers, payload: validAddress });
      this.pools.harvest(saved.json(), "/api/user");
      await t.app.inject({ method: "POST", url: "/api/cart/add", headers, payload: { itemId: "test-product-1" } });
    }
    await this.tend();
    await this.placeOrders();
    const owner = { token: this.tokens.owner };
    for (const request of [
      { method: "POST", url: "/api/admin/invitations", payload: { email: "invited@example.in", role: "staff" } },
      { method: "POST", url: "/api/admin/blog", payload: { title: "Fuzz post", content: "<p>Hello</p>", category: "News", status: "published" } },
    ] as const) {
      this.pools.harvest((await t.app.inject({ ...request, headers: owner })).json(), request.url);
    }
    await t.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: { name: "Asha", email: "asha@example.in", phone: "9876543210", message: "Hello" },
    });
    for (const file of await fs.readdir(path.join(process.cwd(), "files")).catch(() => [])) this.pools.remember("file", file);
    await this.harvestDatabaseIds();
  }

  /** An order and a kit order for each customer, so order calls have real ids to work on. */
  private async placeOrders() {
    const inStock = this.products.filter((product) => product.stock > 10).slice(0, KIT_MIN_ITEMS);
    for (const role of ["customer", "otherCustomer"] as const) {
      const headers = { token: this.tokens[role] };
      const line = inStock[0];
      const amount = cartTotals([{ pricePaise: line.pricePaise, discount: line.discount, quantity: 1 }], this.deliveryFeePaise).totalPaise / 100;
      const order = await this.t.app.inject({
        method: "POST",
        url: "/api/order/place",
        headers,
        payload: { items: [{ _id: line.id, quantity: 1 }], amount, address: validAddress },
      });
      const kit = kitTotals(inStock);
      const kitOrder = await this.t.app.inject({
        method: "POST",
        url: "/api/kit-orders",
        headers,
        payload: {
          products: inStock.map((product) => ({ _id: product.id, quantity: 1 })),
          totalAmount: kit.totalPaise / 100,
          discount: kit.discountPaise / 100,
          finalAmount: kit.finalPaise / 100,
          address: validAddress,
        },
      });
      if (!order.json().success || !kitOrder.json().success) throw new Error(`could not place the fixture orders: ${order.body} ${kitOrder.body}`);
    }
    this.changedTables.add("products");
    await this.tend();
  }

  /** Ids already stored, under the collection whose calls take them (see resourceOf) and under their field name. */
  async harvestDatabaseIds() {
    const rows = await this.t.db.execute<{ key: string; value: string }>(sql`
      select '/api/products|id' as key, id as value from products
      union all (select '/api/admin/orders|id', id::text from orders where kind = 'component' limit 20)
      union all (select '/api/admin/kit-orders|id', id::text from orders where kind = 'kit' limit 20)
      union all (select '/api/admin/blog|id', id from blog_posts limit 20)
      union all (select '/api/admin/enquiries|id', id::text from enquiries limit 20)
      union all (select '/api/admin/bookings|id', id::text from workshop_bookings limit 20)
      union all (select '/api/admin/staff|userId', id::text from users limit 20)
      union all (select '/api/admin/categories|id', id::text from categories limit 20)
      union all (select 'email', email from users limit 20)`);
    for (const { key, value } of rows.rows) {
      this.pools.remember(key, value);
      this.pools.remember(key.split("|").pop()!, value);
    }
    for (const id of this.productIds()) this.pools.remember("/api/admin/products|id", id);
    for (const id of this.pools.values("/api/admin/kit-orders|id")) this.pools.remember("/api/kit-orders|id", id);
    for (const id of this.pools.values("/api/admin/blog|id")) this.pools.remember("/api/blogs|id", id);
    for (const email of ["invited@example.in"]) this.pools.remember("/api/admin/invitations|email", email);
    this.pools.remember("/api/workshops|id", "drone-building-workshop");
  }

  /**
   * Puts back what fuzzed calls may have taken away, so later runs still reach deep: live sessions for the
   * four accounts (logout and a new sign-in end them), their roles (the owner may change roles), stock, and
   * unarchived products. Runs between requests, never inside a checked one.
   */
  async tend() {
    if (this.changedTables.size === 0) return;
    const changed = (...tables: string[]) => tables.some((table) => this.changedTables.has(table));
    if (changed("users", "sessions")) await this.keepAccounts();
    if (changed("products", "shop_settings")) await this.keepProducts();
    // What tending wrote is not a request's doing.
    if (this.changeLog) await this.changeLog.take();
    this.changedTables.clear();
  }

  /**
   * The four accounts as they were made: a fuzzed call may have changed a role, the password, the e-mail,
   * or deleted the account (which anonymises the row) — put back — and a live session for each.
   */
  private async keepAccounts() {
    const { db } = this.t;
    const roles = Object.keys(this.tokens) as TokenRole[];
    const rows = await db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          roles.map((role) => this.accounts[role].id),
        ),
      );
    for (const row of rows) {
      const original = this.originalAccounts.get(row.id);
      if (original && JSON.stringify(row) !== JSON.stringify(original)) await db.update(users).set(original).where(eq(users.id, row.id));
    }
    const live = await db.execute<{ id: string; live: boolean }>(sql`
      select t.id::text, exists (select 1 from sessions s where s.user_id = t.id and s.token_hash = t.hash and s.expires_at > now()) as live
      from (values ${sql.join(
        roles.map((role) => sql`(${this.accounts[role].id}::uuid, ${hashToken(this.tokens[role])})`),
        sql`, `,
      )}) as t(id, hash)`);
    for (const role of roles) {
      const row = live.rows.find((item) => item.id === this.accounts[role].id);
      if (!row?.live) this.tokens[role] = await createSession(db, this.accounts[role].id);
    }
  }

  private async keepProducts() {
    const { db } = this.t;
    await db
      .update(products)
      .set({ stock: 1000, archivedAt: null })
      .where(sql`${products.stock} < 100 or ${products.archivedAt} is not null`);
    const rows = await db
      .select({ id: products.id, pricePaise: products.pricePaise, discount: products.discount, stock: products.stock })
      .from(products);
    this.products = rows.sort((a, b) => a.id.localeCompare(b.id));
    this.deliveryFeePaise = await deliveryFeePaise(db, this.t.config);
  }

  /** The row changes committed since the last call (see ChangeLog); a change means the world needs tending. */
  async takeChanges(): Promise<Change[]> {
    const changes = await this.changeLog!.take();
    for (const { table } of changes) this.changedTables.add(table);
    return changes;
  }

  /** Files in the uploads folder: a refused upload must not leave one behind. */
  async uploadCount(): Promise<number> {
    return (await fs.readdir(this.uploadsDir).catch(() => [])).length;
  }

  productIds(): string[] {
    return this.products.map((product) => product.id);
  }

  async close() {
    try {
      await this.t.close();
    } finally {
      await fs.rm(this.dataDir, { recursive: true, force: true });
    }
  }
}
