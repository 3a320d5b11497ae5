import { sql } from "drizzle-orm";
import { connectDatabase, runMigrations } from "~/src/server/db/client";
import { startEmbeddedPostgres } from "~/src/server/db/embedded";
import { ensureDatabase } from "~/src/server/db/open";
import { makeBenchProducts } from "~/src/server/db/seed/bench-products";
import { insertCatalog, seedDemoIfEmpty } from "~/src/server/db/seed/seed";
import { loadSeedData } from "~/src/server/db/seed/seed-data";
import { PRODUCT_ID } from "./load-plan";
import { addBenchReviews } from "./reviews";

export interface BenchDatabases {
  /** Empty: the shop loads the demo catalog (90 products) into it at its first start, as in a new shop. */
  demoUrl: string;
  /** The demo catalog plus synthetic products up to `products` in all, statistics up to date. */
  largeUrl: string;
  stop(): Promise<void>;
}

/**
 * One embedded PostgreSQL for the whole bench (files in dataDir) with two databases. The large catalog
 * keeps the 90 demo products, so the same page, product and search are compared at both sizes.
 */
export async function startBenchDatabases(dataDir: string, products: number): Promise<BenchDatabases> {
  const server = await startEmbeddedPostgres({ dataDir });
  try {
    const demoUrl = await ensureDatabase(server.url, "demo");
    const largeUrl = await ensureDatabase(server.url, "large");
    const database = connectDatabase(largeUrl, { poolSize: 2 });
    try {
      await runMigrations(database.db);
      await seedDemoIfEmpty(database.db);
      const seed = await loadSeedData();
      const synthetic = makeBenchProducts(products - seed.products.length, seed);
      await insertCatalog(database.db, synthetic, seed.categories);
      await addBenchReviews(
        database.db,
        synthetic.map((product) => product.id),
        PRODUCT_ID,
      );
      // A shop that grew to this size has had autovacuum gather its statistics.
      await database.db.execute(sql`analyze`);
    } finally {
      await database.close();
    }
    return { demoUrl, largeUrl, stop: server.stop };
  } catch (error) {
    await server.stop().catch(() => {});
    throw error;
  }
}
