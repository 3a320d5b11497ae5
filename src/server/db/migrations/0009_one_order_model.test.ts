import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceOrder } from "~/src/core/order-pricing";
import { writeBackup } from "~/src/server/db/backup";
import { restoreBackup } from "~/src/server/db/restore";
import { migrationLab, query } from "~/tests/support/migrations";

/**
 * Migration 0009 on a database written by the shop before it: component orders in `orders`/`order_items`,
 * kit orders in `kit_orders`/`kit_order_items`, stock ledger rows naming both. Ids, amounts, statuses and
 * ledger links must survive, kit lines must carry their share of the 5 % as new orders do, and a backup
 * taken before the change must restore into the new model.
 */

const USER = "00000000-0000-4000-8000-0000000000a1";
const ORDER = "00000000-0000-4000-8000-0000000000b1";
const KIT = "00000000-0000-4000-8000-0000000000c1";
const KIT_PRICES = [49900, 9900, 100, 25000, 12345, 999, 45000];
const KIT_DISCOUNTS = [0, 10, 0, 0, 5, 0, 0];

let lab: Awaited<ReturnType<typeof migrationLab>>;
const freshDatabase = () => lab.freshDatabase();
const migrateTo = (url: string, count?: number) => lab.migrateTo(url, count);

/** What the shop before 0009 wrote for one component order (2 lines + fee) and one kit of 7. */
async function writeBothKinds(url: string) {
  const kitLines = KIT_PRICES.map((price, i) => ({ price, discount: KIT_DISCOUNTS[i] }));
  const kit = priceOrder(
    "kit",
    kitLines.map(({ price, discount }) => ({ pricePaise: price, discount, quantity: 1 })),
    0,
  );
  const address = JSON.stringify({ firstName: "Asha", lastName: "Verma", city: "Pune", state: "Maharashtra", zipcode: "411001" });
  await query(
    url,
    `insert into categories (name) values ('Parts');
     insert into products (id, name, price_paise, discount, category_id, stock)
       select 'p' || g, 'Part ' || g, 10000, 0, (select id from categories), 50 from generate_series(0, 6) as g;
     insert into users (id, name, email, password_hash) values ('${USER}', 'Asha', 'asha@example.in', 'x');
     insert into orders (id, user_id, status, payment_method, address, subtotal_paise, delivery_fee_paise, amount_paise, history, version)
       values ('${ORDER}', '${USER}', 'shipped', 'COD', '${address}', 123399, 2000, 125399,
               '[{"status":"pending","at":"2026-03-01T10:00:00.000Z"},{"status":"shipped","at":"2026-03-02T10:00:00.000Z"}]', 3);
     insert into order_items (order_id, position, product_id, name, images, unit_price_paise, quantity)
       values ('${ORDER}', 0, 'p0', 'Part 0', '{/images/a.svg}', 58500, 2), ('${ORDER}', 1, 'p1', 'Part 1', '{}', 2133, 3);
     insert into kit_orders (id, user_id, status, payment_method, address, total_paise, discount_paise, final_paise)
       values ('${KIT}', '${USER}', 'processing', 'COD', '${address}', ${kit.subtotalPaise}, ${kit.discountPaise}, ${kit.amountPaise});
     insert into kit_order_items (kit_order_id, position, product_id, name, images, price_paise, discount, quantity)
       values ${kitLines.map(({ price, discount }, i) => `('${KIT}', ${i}, 'p${i}', 'Part ${i}', '{}', ${price}, ${discount}, 1)`).join(", ")};
     insert into stock_ledger (product_id, change, reason, order_id) values ('p0', -2, 'order', '${ORDER}');
     insert into stock_ledger (product_id, change, reason, kit_order_id) values ('p0', -1, 'kit-order', '${KIT}');`,
  );
  return kit;
}

async function expectMovedIntoOneModel(url: string, kit: ReturnType<typeof priceOrder>) {
  expect(
    await query(url, "select id, kind, status, subtotal_paise, discount_paise, delivery_fee_paise, amount_paise, version from orders order by kind"),
  ).toEqual([
    {
      id: ORDER,
      kind: "component",
      status: "shipped",
      subtotal_paise: 123399,
      discount_paise: 0,
      delivery_fee_paise: 2000,
      amount_paise: 125399,
      version: 3,
    },
    {
      id: KIT,
      kind: "kit",
      status: "processing",
      subtotal_paise: kit.subtotalPaise,
      discount_paise: kit.discountPaise,
      delivery_fee_paise: 0,
      amount_paise: kit.amountPaise,
      version: 1,
    },
  ]);
  const lines = await query<Record<string, number | string>>(
    url,
    `select order_id, position, product_id, list_price_paise, discount_percent, sale_price_paise, quantity, order_discount_paise, charged_paise
     from order_lines order by order_id, position`,
  );
  expect(lines.filter((line) => line.order_id === ORDER)).toEqual([
    expect.objectContaining({ product_id: "p0", list_price_paise: 58500, sale_price_paise: 58500, quantity: 2, charged_paise: 117000 }),
    expect.objectContaining({ product_id: "p1", list_price_paise: 2133, sale_price_paise: 2133, quantity: 3, charged_paise: 6399 }),
  ]);
  // The kit's lines carry exactly what priceOrder gives a new kit of the same products.
  expect(
    lines
      .filter((line) => line.order_id === KIT)
      .map(({ list_price_paise, discount_percent, sale_price_paise, quantity, order_discount_paise, charged_paise }) => ({
        listPricePaise: list_price_paise,
        discountPercent: discount_percent,
        salePricePaise: sale_price_paise,
        quantity,
        orderDiscountPaise: order_discount_paise,
        chargedPaise: charged_paise,
      })),
  ).toEqual(kit.lines);
  expect(await query(url, "select reason, order_id from stock_ledger order by id")).toEqual([
    { reason: "order", order_id: ORDER },
    { reason: "kit-order", order_id: KIT },
  ]);
  expect(await query(url, "select to_regclass('kit_orders') as kits, to_regclass('order_items') as items")).toEqual([{ kits: null, items: null }]);
}

let kit: ReturnType<typeof priceOrder>;
let before: string;
beforeAll(async () => {
  lab = await migrationLab();
  before = await freshDatabase();
  await migrateTo(before, 9);
  kit = await writeBothKinds(before);
});

afterAll(() => lab.close());

describe("migration 0009: one order model", () => {
  it("moves a backup taken before it into the new model on restore, keeping ids, amounts and ledger links", async () => {
    const file = path.join(lab.workDir, "before.tw-backup.gz");
    await writeBackup(before, file);
    const restored = await freshDatabase();
    const summary = await restoreBackup(restored, file);
    expect(summary.laterMigrations).toBeGreaterThanOrEqual(1);
    await expectMovedIntoOneModel(restored, kit);
  });

  it("moves both kinds of order in place, and from then on refuses an order whose lines do not add up", async () => {
    await migrateTo(before);
    await expectMovedIntoOneModel(before, kit);
    // Stock and sale prices: the ledger still adds up, and products got their sale price column.
    expect(await query(before, "select id, sale_price_paise from products where id = 'p0'")).toEqual([{ id: "p0", sale_price_paise: 10000 }]);
    await expect(query(before, `update order_lines set charged_paise = charged_paise - 1, order_discount_paise = order_discount_paise + 1 where order_id = '${KIT}' and position = 0`)).rejects.toThrow(
      /does not add up/,
    );
  });
});
