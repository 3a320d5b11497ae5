import { HSN_MESSAGE, HSN_PATTERN } from "~/src/core/product-tax";
import { rupeesToPaise, type Paise } from "~/src/core/money";
import { salePrice } from "~/src/core/pricing";
import type { Quote, QuotePricingBody } from "~/src/core/shapes/quotes";

/**
 * What staff type while pricing a quotation, as text (an input may be half typed), and the PUT body it becomes.
 * The checks are the server's own, so a mistake is named beside its field instead of after a round trip.
 */

export interface LineDraft {
  position: number;
  unitPrice: string;
  discountPercent: string;
  hsn: string;
  gstRate: string;
  removed: boolean;
}

export interface PricingDraft {
  lines: LineDraft[];
  deliveryCharge: string;
  /** YYYY-MM-DD; empty leaves the server's default (15 days from sending). */
  validUntil: string;
  terms: string;
}

export type PricingErrors = Record<string, string>;

/** The error key of a line's field. */
export const lineKey = (position: number, field: keyof LineDraft) => `line-${position}-${field}`;

/**
 * The draft a quotation opens with. A revision starts without a validity date: the old one may have passed, and
 * the new version is given its own when it is sent.
 */
export function draftOf(quote: Quote, revising: boolean): PricingDraft {
  return {
    lines: quote.lines.map((line) => ({
      position: line.position,
      unitPrice: line.unitPrice === null ? "" : String(line.unitPrice),
      discountPercent: String(line.discountPercent),
      hsn: line.hsn,
      gstRate: String(line.gstRate),
      removed: false,
    })),
    deliveryCharge: String(quote.deliveryCharge),
    validUntil: revising ? "" : (quote.validUntil ?? ""),
    terms: quote.terms,
  };
}

/** Rupees with at most 2 decimals, or null when the text is not such an amount. */
function rupeesOf(text: string): number | null {
  const value = Number(text.trim());
  if (text.trim() === "" || !Number.isFinite(value) || value < 0) return null;
  return Math.abs(value * 100 - rupeesToPaise(value)) < 1e-6 ? value : null;
}

function percentOf(text: string): number | null {
  const value = Number(text.trim() || "0");
  return Number.isInteger(value) && value >= 0 && value <= 100 ? value : null;
}

/** What the line comes to as typed (unit price less its discount, times the quantity), or null until it is priced. */
export function draftAmount(draft: LineDraft, quantity: number): Paise | null {
  const unit = rupeesOf(draft.unitPrice);
  const percent = percentOf(draft.discountPercent);
  return unit === null || percent === null ? null : salePrice(rupeesToPaise(unit), percent) * quantity;
}

/**
 * The PUT body, or the fields to fix. A line left without a price stays unpriced (sending then names it); HSN and
 * GST rate go only for free-text lines, whose tax staff set by hand.
 */
export function pricingBody(quote: Quote, draft: PricingDraft): { ok: true; body: QuotePricingBody } | { ok: false; errors: PricingErrors } {
  const errors: PricingErrors = {};
  const lines: NonNullable<QuotePricingBody["lines"]> = [];
  for (const line of draft.lines) {
    if (line.removed) {
      lines.push({ position: line.position, remove: true });
      continue;
    }
    const freeText = quote.lines.find((quoted) => quoted.position === line.position)?.productId === null;
    const unitPrice = rupeesOf(line.unitPrice);
    if (line.unitPrice.trim() !== "" && unitPrice === null)
      errors[lineKey(line.position, "unitPrice")] = "Unit price must be rupees (0 or more, at most 2 decimals).";
    const discountPercent = percentOf(line.discountPercent);
    if (discountPercent === null) errors[lineKey(line.position, "discountPercent")] = "Discount must be a whole percent from 0 to 100.";
    if (freeText && !HSN_PATTERN.test(line.hsn.trim())) errors[lineKey(line.position, "hsn")] = HSN_MESSAGE;
    lines.push({
      position: line.position,
      ...(unitPrice === null ? {} : { unitPrice }),
      discountPercent: discountPercent ?? 0,
      ...(freeText ? { hsn: line.hsn.trim(), gstRate: Number(line.gstRate) } : {}),
    });
  }
  if (draft.lines.every((line) => line.removed)) errors.lines = "Keep at least one line: withdraw the quotation instead of removing every line.";
  const deliveryCharge = rupeesOf(draft.deliveryCharge.trim() || "0");
  if (deliveryCharge === null) errors.deliveryCharge = "Delivery charge must be rupees (0 or more, at most 2 decimals).";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      lines,
      deliveryCharge: deliveryCharge!,
      ...(draft.validUntil ? { validUntil: draft.validUntil } : {}),
      terms: draft.terms,
    },
  };
}
