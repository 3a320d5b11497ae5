import { checkBusinessPurchase } from "./business-purchase";
import { CART_MAX_QUANTITY } from "./constants";
import { resolveState } from "./india-states";
import { PARTS_LIST_MAX_LINES, type QuoteAddress, type QuoteRequestBody } from "~/src/core/shapes/quotes";
import { EMAIL_PATTERN, PHONE_PATTERN } from "./validation";

/**
 * The rules of a quotation request (issue 30), each refusal naming the field to fix. What needs the database
 * (the products, the PIN directory) is checked by the server after these.
 */

export interface RequestedLine {
  productId: string | null;
  description: string | null;
  quantity: number;
}

export interface QuoteRequest {
  institution: string;
  contactName: string;
  email: string;
  phone: string;
  gstin: string | null;
  billingAddress: QuoteAddress;
  deliveryAddress: QuoteAddress;
  lines: RequestedLine[];
  neededBy: string | null;
  note: string;
}

type Verdict<T> = { ok: true; value: T } | { ok: false; message: string };

const PIN_PATTERN = /^[1-9]\d{5}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function checkAddress(address: QuoteAddress, which: string): Verdict<QuoteAddress> {
  const street = address.street.trim();
  const city = address.city.trim();
  const zipcode = address.zipcode.replace(/\s/g, "");
  if (street.length < 3) return { ok: false, message: `Please enter the street of the ${which} address.` };
  if (city.length < 2) return { ok: false, message: `Please enter the city of the ${which} address.` };
  const state = resolveState(address.state);
  if (!state) return { ok: false, message: `The state of the ${which} address is not an Indian state or union territory.` };
  if (!PIN_PATTERN.test(zipcode)) return { ok: false, message: `The PIN code of the ${which} address must be 6 digits, not starting with 0.` };
  return { ok: true, value: { street, city, state: state.name, zipcode } };
}

function checkLines(lines: QuoteRequestBody["lines"]): Verdict<RequestedLine[]> {
  if (lines.length === 0) return { ok: false, message: "Add at least one part to the quotation request." };
  if (lines.length > PARTS_LIST_MAX_LINES) return { ok: false, message: `A quotation can hold at most ${PARTS_LIST_MAX_LINES} lines.` };
  const checked: RequestedLine[] = [];
  for (const [index, line] of lines.entries()) {
    const productId = line.productId?.trim() || null;
    const description = line.description?.trim() || null;
    const label = `Line ${index + 1}`;
    if (!productId && (!description || description.length < 2)) return { ok: false, message: `${label} needs a product or a description.` };
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > CART_MAX_QUANTITY) {
      return { ok: false, message: `${label}: the quantity must be a whole number from 1 to ${CART_MAX_QUANTITY}.` };
    }
    checked.push({ productId, description: productId ? null : description, quantity: line.quantity });
  }
  return { ok: true, value: checked };
}

export function checkQuoteRequest(body: QuoteRequestBody, today: string): Verdict<QuoteRequest> {
  const institution = body.institution.trim();
  const contactName = body.contactName.trim();
  const email = body.email.trim().toLowerCase();
  const phone = body.phone.replace(/[\s-]/g, "");
  if (institution.length < 2) return { ok: false, message: "Please enter the name of the school or institution." };
  if (contactName.length < 2) return { ok: false, message: "Please enter the contact person's name." };
  if (!EMAIL_PATTERN.test(email)) return { ok: false, message: "Please enter a valid email address." };
  if (!PHONE_PATTERN.test(phone)) return { ok: false, message: "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9." };
  let gstin: string | null = null;
  if (body.gstin?.trim()) {
    // The GSTIN goes on the quotation and the order's tax invoice with the institution as its legal name: both
    // must pass the checkout's business-purchase rules (the GSTR-1 name rule among them).
    const business = checkBusinessPurchase({ gstin: body.gstin, businessName: institution });
    if (!business.ok) return business;
    gstin = business.purchase?.gstin ?? null;
  }
  const billing = checkAddress(body.billingAddress, "billing");
  if (!billing.ok) return billing;
  const delivery = body.deliveryAddress ? checkAddress(body.deliveryAddress, "delivery") : billing;
  if (!delivery.ok) return delivery;
  const lines = checkLines(body.lines);
  if (!lines.ok) return lines;
  const neededBy = body.neededBy?.trim() || null;
  if (neededBy && (!DATE_PATTERN.test(neededBy) || Number.isNaN(Date.parse(neededBy))))
    return { ok: false, message: "The needed-by date must be a date (YYYY-MM-DD)." };
  if (neededBy && neededBy < today) return { ok: false, message: "The needed-by date cannot be in the past." };
  return {
    ok: true,
    value: {
      institution,
      contactName,
      email,
      phone,
      gstin,
      billingAddress: billing.value,
      deliveryAddress: delivery.value,
      lines: lines.value,
      neededBy,
      note: body.note?.trim() ?? "",
    },
  };
}
