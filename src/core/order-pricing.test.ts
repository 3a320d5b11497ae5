import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceOrder } from "./order-pricing";
import { cartTotals, kitTotals } from "./pricing";

describe("priceOrder", () => {
  it("prices a component order line by line, with the fee, as the cart does", () => {
    const products = [
      { pricePaise: 65000, discount: 10, quantity: 2 },
      { pricePaise: 3333, discount: 0, quantity: 3 },
    ];
    const order = priceOrder("component", products, 2000);
    expect(order.lines).toEqual([
      { listPricePaise: 65000, discountPercent: 10, salePricePaise: 58500, quantity: 2, orderDiscountPaise: 0, chargedPaise: 117000 },
      { listPricePaise: 3333, discountPercent: 0, salePricePaise: 3333, quantity: 3, orderDiscountPaise: 0, chargedPaise: 9999 },
    ]);
    expect(order).toMatchObject({ subtotalPaise: 126999, discountPaise: 0, deliveryFeePaise: 2000, amountPaise: 128999 });
    const cart = cartTotals(
      products.map(({ pricePaise, discount, quantity }) => ({ pricePaise, discount, quantity })),
      2000,
    );
    expect([order.subtotalPaise, order.deliveryFeePaise, order.amountPaise]).toEqual([cart.subtotalPaise, cart.deliveryFeePaise, cart.totalPaise]);
  });

  it("shares a kit's 5 % across its lines so that each line carries what was paid for it", () => {
    const products = [49900, 9900, 100, 25000, 12345, 999, 45000].map((pricePaise) => ({ pricePaise, discount: 0, quantity: 1 }));
    const order = priceOrder("kit", products, 2000);
    const kit = kitTotals(products);
    expect(order).toMatchObject({
      subtotalPaise: kit.totalPaise,
      discountPaise: kit.discountPaise,
      deliveryFeePaise: 0,
      amountPaise: kit.finalPaise,
    });
    expect(order.lines.map((line) => line.orderDiscountPaise)).toEqual([2495, 495, 5, 1250, 617, 50, 2250]);
    expect(order.lines.reduce((sum, line) => sum + line.chargedPaise, 0)).toBe(kit.finalPaise);
  });

  it("adds up to the paisa for any order: Σ charged + fee = amount = subtotal − discount + fee", () => {
    const product = fc.record({
      pricePaise: fc.integer({ min: 0, max: 100_000_000 }),
      discount: fc.integer({ min: 0, max: 100 }),
      quantity: fc.integer({ min: 1, max: 999 }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom("component" as const, "kit" as const),
        fc.array(product, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 100_000 }),
        (kind, products, fee) => {
          const order = priceOrder(kind, products, fee);
          const charged = order.lines.reduce((sum, line) => sum + line.chargedPaise, 0);
          expect(charged + order.deliveryFeePaise).toBe(order.amountPaise);
          expect(order.subtotalPaise - order.discountPaise + order.deliveryFeePaise).toBe(order.amountPaise);
          for (const line of order.lines) expect(line.chargedPaise).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
