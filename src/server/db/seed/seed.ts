import { sql } from "drizzle-orm";
import { productPrice } from "~/src/core/pricing";
import { gstRateToBp } from "~/src/core/product-tax";
import type { Db } from "~/src/server/db/client";
import { blogPosts, categories, products } from "~/src/server/db/schema";
import { shopSettings, stockLedger } from "~/src/server/db/schema-staff";
import { loadSeedCategories, loadSeedData, type SeedProduct } from "./seed-data";

/**
 * The demo shop's details. The delivery fee and the booking switch are left out, so they keep their
 * defaults (the DELIVERY_FEE setting; bookings off) until the owner saves the settings.
 */
export const DEMO_SHOP_DETAILS = {
  legalName: "Tinkerwala Maker Supplies Private Limited",
  displayName: "Tinkerwala",
  addressLines: ["Tinkerwala Store", "2nd Floor, 14 Maker Lane, Koramangala", "Bengaluru, Karnataka 560034", "India"],
  state: "Karnataka",
  phone: "+91 80 4567 8910",
  email: "support@tinkerwala.in",
  gstin: "29AAHCT4821K1ZY",
  invoicePrefix: "TW",
  signatory: "Meera Krishnan",
  hours: [
    { days: "Monday to Saturday", time: "10:00 am – 7:00 pm" },
    { days: "Sunday", time: "Closed (online orders and support stay open)" },
  ],
};

/** Load the demo catalog and blog into an empty database; a database with products is left alone. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two processes starting together must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(products);
    if (count > 0) return false;
    // Read and validate every file before the first insert: a malformed one fails with its name and field.
    const seed = await loadSeedData();
    await insertCatalog(tx as unknown as Db, seed.products, seed.categories);
    await tx
      .insert(blogPosts)
      .values(seed.blogPosts.map((post) => ({ ...post })))
      .onConflictDoNothing();
    await tx.insert(shopSettings).values({ id: 1, data: DEMO_SHOP_DETAILS }).onConflictDoNothing();
    return true;
  });
}

/** Inserts products, creating the demo categories (in shelf order) and any other category they name. */
export async function insertCatalog(db: Db, items: SeedProduct[], seedCategories?: string[]): Promise<void> {
  const known = seedCategories ?? (await loadSeedCategories());
  const names = [...new Set([...known, ...items.map((item) => item.category)])];
  await db
    .insert(categories)
    .values(names.map((name, position) => ({ name, position })))
    .onConflictDoNothing();
  const rows = await db.select().from(categories);
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  for (let start = 0; start < items.length; start += 500) {
    await db.insert(products).values(
      items.slice(start, start + 500).map((item) => ({
        id: item.id,
        name: item.name,
        description: item.description,
        ...productPrice(Math.round(item.price * 100), item.discount),
        hsn: item.hsn,
        gstRateBp: gstRateToBp(item.gstRate),
        images: item.images.map((file) => (/^(?:\/|https?:\/\/)/.test(file) ? file : `/images/catalog/${file}`)),
        categoryId: idOf.get(item.category)!,
        stock: item.stock,
        bestSeller: item.bestSeller,
        // Checked by productSpecsSchema when the file was read (seed-data.ts); none known when left out.
        specs: item.specs ?? {},
      })),
    );
    // The ledger opens with the stock each product starts with (stock = sum of the ledger).
    const opening = items.slice(start, start + 500).filter((item) => item.stock !== 0);
    if (opening.length) {
      await db
        .insert(stockLedger)
        .values(opening.map((item) => ({ productId: item.id, change: item.stock, reason: "initial" as const, note: "opening stock" })));
    }
  }
}
