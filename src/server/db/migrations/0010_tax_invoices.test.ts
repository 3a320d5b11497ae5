import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSeedData } from "~/src/server/db/seed/seed-data";
import { migrationLab, query } from "~/tests/support/migrations";

/** Migration 0010 on a shop that sold before products had tax data: the codes products and order lines get. */

let lab: Awaited<ReturnType<typeof migrationLab>>;
let url: string;
const ORDER = "00000000-0000-4000-8000-0000000000d1";

beforeAll(async () => {
  lab = await migrationLab();
  url = await lab.freshDatabase();
  await lab.migrateTo(url, 10);
  const { products } = await loadSeedData();
  const values = products.map((product, i) => `('${product.id}', 'Demo ${i}', 10000, 10000, (select id from categories))`).join(", ");
  await query(
    url,
    `insert into categories (name) values ('Parts');
     insert into products (id, name, price_paise, sale_price_paise, category_id) values ${values}, ('own-part', 'Own part', 500, 500, (select id from categories));
     insert into users (id, name, email, password_hash) values ('00000000-0000-4000-8000-0000000000a1', 'Asha', 'asha@example.in', 'x');
     insert into orders (id, user_id, kind, status, payment_method, address, subtotal_paise, delivery_fee_paise, amount_paise)
       values ('${ORDER}', '00000000-0000-4000-8000-0000000000a1', 'component', 'pending', 'COD', '{}', 20500, 0, 20500);
     insert into order_lines (order_id, position, product_id, name, images, list_price_paise, discount_percent, sale_price_paise, quantity, charged_paise)
       values ('${ORDER}', 0, 'f450-quadcopter-combo-kit-apm', 'Drone', '{}', 10000, 0, 10000, 1, 10000),
              ('${ORDER}', 1, 'own-part', 'Own part', '{}', 500, 0, 500, 1, 500),
              ('${ORDER}', 2, 'gone-part', 'Gone', '{}', 10000, 0, 10000, 1, 10000);`,
  );
  await lab.migrateTo(url);
});
afterAll(() => lab.close());

describe("migration 0010: tax data", () => {
  it("gives the demo catalog's products the codes its seed gives them, and other products the defaults", async () => {
    const { products } = await loadSeedData();
    const stored = new Map(
      (await query<{ id: string; hsn: string; gst_rate_bp: number }>(url, "select id, hsn, gst_rate_bp from products")).map((row) => [row.id, row]),
    );
    for (const product of products) {
      expect(stored.get(product.id), product.id).toEqual({ id: product.id, hsn: product.hsn, gst_rate_bp: Math.round(product.gstRate * 100) });
    }
    expect(stored.get("own-part")).toEqual({ id: "own-part", hsn: "8543", gst_rate_bp: 1800 });
  });

  it("gives order lines their product's codes, and the defaults for a product gone since", async () => {
    expect(await query(url, `select product_id, hsn, gst_rate_bp from order_lines where order_id = '${ORDER}' order by position`)).toEqual([
      { product_id: "f450-quadcopter-combo-kit-apm", hsn: "8806", gst_rate_bp: 500 },
      { product_id: "own-part", hsn: "8543", gst_rate_bp: 1800 },
      { product_id: "gone-part", hsn: "8543", gst_rate_bp: 1800 },
    ]);
  });
});
