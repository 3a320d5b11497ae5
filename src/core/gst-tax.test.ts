import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GST_RATES, splitInclusive, taxLines, taxTotals, type TaxLineInput } from "./gst-tax";

const line = (chargedPaise: number, gstRate: TaxLineInput["gstRate"], extra: Partial<TaxLineInput> = {}): TaxLineInput => ({
  description: "Part",
  hsn: "8542",
  quantity: 1,
  unitPricePaise: chargedPaise,
  discountPaise: 0,
  chargedPaise,
  gstRate,
  ...extra,
});

describe("splitInclusive", () => {
  it("takes the tax out of an inclusive price (Rule 35), CGST = SGST", () => {
    // ₹499 at 18 %: 49900 × 9 / 118 = 3805.93 → 38.06 each; taxable 422.88.
    expect(splitInclusive(49900, 18, false)).toEqual({ taxablePaise: 42288, cgstPaise: 3806, sgstPaise: 3806, igstPaise: 0 });
    // Inter-state: 49900 × 18 / 118 = 7611.86 → 76.12.
    expect(splitInclusive(49900, 18, true)).toEqual({ taxablePaise: 42288, cgstPaise: 0, sgstPaise: 0, igstPaise: 7612 });
  });

  it("rounds halves away from zero, exactly, even at 0.25 %", () => {
    // 0.25 %: 401 × 25 / 10025 = 1.0000 → 1; 201 × 25 / 10025 = 0.5012 → 1; 200 → 0.4988 → 0.
    expect(splitInclusive(401, 0.25, true).igstPaise).toBe(1);
    expect(splitInclusive(201, 0.25, true).igstPaise).toBe(1);
    expect(splitInclusive(200, 0.25, true).igstPaise).toBe(0);
    // An exact half: 59 at 18 % inter-state is 9.0 exactly; 177 × 9 / 118 = 13.5 → 14 each.
    expect(splitInclusive(59, 18, true).igstPaise).toBe(9);
    expect(splitInclusive(177, 18, false).cgstPaise).toBe(14);
    expect(splitInclusive(-177, 18, false).cgstPaise).toBe(-14);
    // 3 % on ₹1,00,000.00: 10000000 × 1.5 / 103 = 145631.07 → 1456.31 each.
    expect(splitInclusive(10_000_000, 3, false)).toEqual({ taxablePaise: 9_708_738, cgstPaise: 145631, sgstPaise: 145631, igstPaise: 0 });
    // Exact even where amount × rate passes 2^53 (here 4 × 10^16): the product is a BigInt.
    expect(splitInclusive(10_000_000_000_000, 40, true).igstPaise).toBe(2_857_142_857_143);
  });

  it("mirrors for negative amounts and refuses rates that are not GST's", () => {
    expect(splitInclusive(-49900, 18, false)).toEqual({ taxablePaise: -42288, cgstPaise: -3806, sgstPaise: -3806, igstPaise: 0 });
    expect(() => splitInclusive(100, 12 as never, false)).toThrow(/not a GST rate/);
    expect(() => splitInclusive(10.5, 18, false)).toThrow(RangeError);
  });
});

describe("taxLines", () => {
  it("works the ₹499 example intra-state, with the delivery fee at the highest rate", () => {
    const lines = taxLines({
      interState: false,
      lines: [line(49900, 18, { description: "ESP32 board", hsn: "8517" }), line(120000, 5, { description: "Mini drone", hsn: "8806" })],
      deliveryFeePaise: 2000,
    });
    expect(
      lines.map(({ description, gstRate, taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise }) => [
        description,
        gstRate,
        taxablePaise,
        cgstPaise,
        sgstPaise,
        igstPaise,
        totalPaise,
      ]),
    ).toEqual([
      ["ESP32 board", 18, 42288, 3806, 3806, 0, 49900],
      // 5 % drone: 120000 × 2.5 / 105 = 2857.14 → 28.57 each.
      ["Mini drone", 5, 114286, 2857, 2857, 0, 120000],
      // ₹20 at 18 %: 2000 × 9 / 118 = 152.54 → 1.53 each.
      ["Packaging and Utility Charges", 18, 1694, 153, 153, 0, 2000],
    ]);
    expect(lines[2]).toMatchObject({ kind: "delivery", hsn: "9985", quantity: 1, unit: "OTH", unitPricePaise: 2000, discountPaise: 0 });
    expect(lines[0]).toMatchObject({ kind: "goods", unit: "NOS", hsn: "8517" });
    expect(taxTotals(lines)).toEqual({ taxablePaise: 158268, cgstPaise: 6816, sgstPaise: 6816, igstPaise: 0, totalPaise: 171900 });
  });

  it("charges IGST inter-state, keeps the discount and charges the discounted amount", () => {
    const [board] = taxLines({
      interState: true,
      lines: [line(89820, 18, { quantity: 2, unitPricePaise: 49900, discountPaise: 9980 })],
      deliveryFeePaise: 0,
    });
    // 89820 × 18 / 118 = 13701.36 → 137.01.
    expect(board).toMatchObject({
      quantity: 2,
      unitPricePaise: 49900,
      discountPaise: 9980,
      taxablePaise: 76119,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 13701,
      totalPaise: 89820,
    });
  });

  it("gives a zero-rated line no tax, and no delivery line for a zero fee", () => {
    const lines = taxLines({ interState: false, lines: [line(25000, 0, { description: "Book", hsn: "4901" })], deliveryFeePaise: 0 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ taxablePaise: 25000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 25000 });
  });

  it("taxes the fee at 5 % when every good is 5 %, and names it as asked", () => {
    const lines = taxLines({ interState: true, lines: [line(500000, 5)], deliveryFeePaise: 4550, deliveryDescription: "Delivery" });
    // 4550 × 5 / 105 = 216.67 → 2.17.
    expect(lines[1]).toMatchObject({ description: "Delivery", gstRate: 5, taxablePaise: 4333, igstPaise: 217, totalPaise: 4550 });
  });

  it("refuses amounts that are not whole paise", () => {
    expect(() => taxLines({ interState: false, lines: [line(99.5, 18)], deliveryFeePaise: 0 })).toThrow(RangeError);
    expect(() => taxLines({ interState: false, lines: [line(-100, 18)], deliveryFeePaise: 0 })).toThrow(RangeError);
    expect(() => taxLines({ interState: false, lines: [], deliveryFeePaise: -1 })).toThrow(RangeError);
  });

  it("reconciles every line and the whole order, for any order", () => {
    const order = fc.record({
      interState: fc.boolean(),
      lines: fc.array(
        fc.record({
          charged: fc.integer({ min: 0, max: 50_000_000 }),
          rate: fc.constantFrom(...GST_RATES),
          quantity: fc.integer({ min: 1, max: 999 }),
        }),
        { minLength: 1, maxLength: 20 },
      ),
      fee: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(order, ({ interState, lines, fee }) => {
        const result = taxLines({
          interState,
          lines: lines.map(({ charged, rate, quantity }) => line(charged, rate, { quantity })),
          deliveryFeePaise: fee,
        });
        for (const taxed of result) {
          expect(taxed.taxablePaise + taxed.cgstPaise + taxed.sgstPaise + taxed.igstPaise).toBe(taxed.totalPaise);
          expect(taxed.cgstPaise).toBe(taxed.sgstPaise);
          expect(interState ? taxed.cgstPaise : taxed.igstPaise).toBe(0);
          for (const figure of [taxed.taxablePaise, taxed.cgstPaise, taxed.igstPaise, taxed.totalPaise]) expect(figure).toBeGreaterThanOrEqual(0);
        }
        expect(result).toHaveLength(lines.length + (fee > 0 ? 1 : 0));
        const totals = taxTotals(result);
        expect(totals.totalPaise).toBe(lines.reduce((sum, { charged }) => sum + charged, 0) + fee);
        expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(totals.totalPaise);
      }),
    );
  });
});
