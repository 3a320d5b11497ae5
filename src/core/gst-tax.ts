import type { Paise } from "./money";

/**
 * The money of the tax invoice (CGST Rule 46): taxable value and tax per line, from prices that include GST.
 * Exact integer paise throughout; each line reconciles on its own and the invoice total is the order's amount.
 */

/** The rates since 22 Sep 2025 (GST Council, 56th meeting): nil, 0.25 % (rough precious stones), 3 % (gold), 5 %, 18 %, 40 %. */
export const GST_RATES = [0, 0.25, 3, 5, 18, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

/**
 * The delivery fee's line. SAC 9985 (support services, which holds 998540 packaging services) matches what the
 * line says, "Packaging and Utility Charges" (§9). 9965 (goods transport) was not chosen: it is the heading of
 * transporters and goods transport agencies, with their own rate and reverse charge (Notifications 11/2017 and
 * 13/2017-CT(Rate)), and the shop is neither; its courier is. The code does not set the rate (see taxLines).
 */
export const DELIVERY_SAC = "9985";
export const DELIVERY_DESCRIPTION = "Packaging and Utility Charges";
/** UQC "OTH": a charge is not counted in numbers (NOS). GSTR-1's HSN summary wants "NA" for services: map it there. */
export const DELIVERY_UNIT = "OTH";
/** When an order somehow has a fee but no goods, the fee is a service on its own: 18 %, as for courier services (996812). */
const STANDALONE_SERVICE_RATE: GstRate = 18;

export interface TaxLineInput {
  description: string;
  hsn: string;
  quantity: number;
  /** UQC; "NOS" when not given. */
  unit?: string;
  /** Inclusive of GST, before discount. */
  unitPricePaise: Paise;
  /** The whole line's discount. */
  discountPaise: Paise;
  /** Inclusive of GST, after discount: what the customer pays for the line. */
  chargedPaise: Paise;
  gstRate: GstRate;
}

export interface TaxInput {
  /** IGST Act s.7: the shop's state differs from the place of supply (s.10(1)(a), where delivery ends). */
  interState: boolean;
  lines: TaxLineInput[];
  deliveryFeePaise: Paise;
  deliveryDescription?: string;
}

export interface TaxSplit {
  taxablePaise: Paise;
  cgstPaise: Paise;
  /** SGST, or UTGST in a union territory without a legislature: same amount (IndianState.localTax names it). */
  sgstPaise: Paise;
  igstPaise: Paise;
}

export interface TaxLine extends TaxLineInput, TaxSplit {
  kind: "goods" | "delivery";
  unit: string;
  /** Equals chargedPaise: taxable + CGST + SGST + IGST. */
  totalPaise: Paise;
}

export type TaxTotals = TaxSplit & { totalPaise: Paise };

/** n ÷ d rounded to the nearest integer, halves away from zero (so a credit note mirrors its invoice). d > 0. */
function divideRounded(n: bigint, d: bigint): bigint {
  const magnitude = ((n < 0n ? -n : n) * 2n + d) / (2n * d);
  return n < 0n ? -magnitude : magnitude;
}

function assertPaise(value: number, what: string, allowNegative = false): void {
  if (!Number.isSafeInteger(value) || (!allowNegative && value < 0)) throw new RangeError(`${what} must be a whole number of paise, got ${value}.`);
}

function assertRate(rate: number): asserts rate is GstRate {
  if (!(GST_RATES as readonly number[]).includes(rate)) throw new RangeError(`${rate} % is not a GST rate (${GST_RATES.join(", ")}).`);
}

/**
 * Tax inside an inclusive amount (Rule 35: tax = price × rate ÷ (100 + rate)). Rates are scaled to hundredths
 * of a percent so 0.25 % is the integer 25 and BigInt division is exact; one rounding per tax, half away from
 * zero. Intra-state, CGST and SGST are each rounded from half the rate, so they are always equal (the portal
 * expects equal halves) and taxable value takes what is left, so the three add up to the amount exactly.
 */
export function splitInclusive(inclusivePaise: Paise, gstRate: GstRate, interState: boolean): TaxSplit {
  assertPaise(inclusivePaise, "An amount", true);
  assertRate(gstRate);
  const rate = BigInt(Math.round(gstRate * 100));
  const amount = BigInt(inclusivePaise);
  if (interState) {
    const igst = Number(divideRounded(amount * rate, 10000n + rate));
    return { taxablePaise: inclusivePaise - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst };
  }
  const half = Number(divideRounded(amount * rate, 2n * (10000n + rate)));
  return { taxablePaise: inclusivePaise - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
}

/**
 * The invoice lines: the goods, then the delivery fee as its own line (none when the fee is 0).
 *
 * The fee is taxed at the highest rate among the goods. Delivery billed with the goods is part of one composite
 * supply (CGST Act s.2(30)), taxed as its principal supply (s.8(a)); the fee is also part of the value of the
 * goods (s.15(2)(c)). With goods at several rates no single principal supply stands out, and the highest rate
 * is the reading that never under-pays tax.
 */
export function taxLines(input: TaxInput): TaxLine[] {
  const goods = input.lines.map((line): TaxLine => {
    assertPaise(line.chargedPaise, `The charged amount of "${line.description}"`);
    return {
      ...line,
      kind: "goods",
      unit: line.unit ?? "NOS",
      ...splitInclusive(line.chargedPaise, line.gstRate, input.interState),
      totalPaise: line.chargedPaise,
    };
  });
  assertPaise(input.deliveryFeePaise, "The delivery fee");
  if (input.deliveryFeePaise === 0) return goods;
  const gstRate = goods.length > 0 ? (Math.max(...goods.map((line) => line.gstRate)) as GstRate) : STANDALONE_SERVICE_RATE;
  const fee = input.deliveryFeePaise;
  const delivery: TaxLine = {
    kind: "delivery",
    description: input.deliveryDescription ?? DELIVERY_DESCRIPTION,
    hsn: DELIVERY_SAC,
    quantity: 1,
    unit: DELIVERY_UNIT,
    unitPricePaise: fee,
    discountPaise: 0,
    chargedPaise: fee,
    gstRate,
    ...splitInclusive(fee, gstRate, input.interState),
    totalPaise: fee,
  };
  return [...goods, delivery];
}

/** Column totals: sums of the lines' own figures, so the totals reconcile as the lines do. */
export function taxTotals(lines: ReadonlyArray<TaxSplit & { totalPaise: Paise }>): TaxTotals {
  const totals: TaxTotals = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };
  for (const line of lines) {
    totals.taxablePaise += line.taxablePaise;
    totals.cgstPaise += line.cgstPaise;
    totals.sgstPaise += line.sgstPaise;
    totals.igstPaise += line.igstPaise;
    totals.totalPaise += line.totalPaise;
  }
  return totals;
}
