import { describe, expect, it } from "vitest";
import { quotationFigures, quoteLineAmount, unpricedLines, type StoredQuoteLine } from "./quotation";

const line = (overrides: Partial<StoredQuoteLine> = {}): StoredQuoteLine => ({
  position: 0,
  productId: "uno",
  name: "Arduino Uno R3",
  hsn: "8542",
  gstRateBp: 1800,
  quantity: 20,
  catalogPricePaise: 45000,
  unitPricePaise: 50000,
  discountPercent: 10,
  ...overrides,
});

describe("a quotation's money", () => {
  it("charges the unit price less the line's discount, times the quantity", () => {
    expect(quoteLineAmount(line())).toBe(20 * 45000);
    expect(quoteLineAmount(line({ unitPricePaise: null }))).toBeNull();
  });

  it("names the lines still to price", () => {
    expect(unpricedLines([line(), line({ position: 1, productId: null, name: "Soldering station", unitPricePaise: null })])).toMatch(
      /"Soldering station"/,
    );
    expect(unpricedLines([line()])).toBeNull();
    expect(unpricedLines([])).toMatch(/at least one line/);
  });

  it("splits the GST inside as the tax invoice will: CGST + SGST within the shop's state, IGST across states", () => {
    const input = { lines: [line()], deliveryChargePaise: 25000 };
    const within = quotationFigures({ ...input, deliveryState: "Karnataka" }, { code: "29" });
    const across = quotationFigures({ ...input, deliveryState: "Bihar" }, { code: "29" });
    if (!within.ok || !across.ok) throw new Error("figures refused");
    expect(within.figures).toMatchObject({ interState: false, totalPaise: 925000, subtotalPaise: 900000 });
    expect(within.figures.totals.cgst).toBe(within.figures.totals.sgst);
    expect(across.figures.totals).toMatchObject({ cgst: 0, sgst: 0 });
    expect(across.figures.totals.taxableValue + across.figures.totals.igst).toBeCloseTo(9250, 2);
    expect(across.figures.placeOfSupply).toEqual({ state: "Bihar", stateCode: "10" });
  });

  it("refuses a delivery state outside India", () => {
    expect(quotationFigures({ lines: [line()], deliveryChargePaise: 0, deliveryState: "Ruritania" }, { code: "29" })).toMatchObject({ ok: false });
  });
});
