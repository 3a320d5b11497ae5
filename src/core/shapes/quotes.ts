import { z } from "zod";
import { apiSchemas, successSchema } from "./api";

/**
 * Quotations for schools and other institutions (issue 30): a request with a parts list, priced by staff, sent
 * as a numbered document, accepted into an order. The types of the calls; the rules run in the quotes module.
 */

export const QUOTE_STATUSES = ["requested", "sent", "accepted", "expired", "superseded", "withdrawn"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_PAYMENT_METHODS = ["cod", "bank-transfer", "upi"] as const;
export type QuotePaymentMethod = (typeof QUOTE_PAYMENT_METHODS)[number];

/** The most lines a parts list, a quotation request or a cart add-many carries. */
export const PARTS_LIST_MAX_LINES = 200;

const text = (name: string, max: number) => z.string({ message: `${name} is required` }).max(max, `${name} must be at most ${max} characters`);

/** Where a school is billed or wants the parts: the street, city, state and PIN; the contact's name and phone go with it. */
export const quoteAddressSchema = z
  .object({ street: text("street", 300), city: text("city", 100), state: text("state", 100), zipcode: text("zipcode", 20) })
  .register(apiSchemas, { id: "QuoteAddress" });
export type QuoteAddress = z.infer<typeof quoteAddressSchema>;

/** A requested line: a product of the catalog by its id, or a free-text line for something the catalog lacks. */
export const quoteRequestLineSchema = z.object({
  productId: z.string().max(200).nullish(),
  description: z.string().max(300, "description must be at most 300 characters").nullish(),
  quantity: z.number({ message: "quantity must be a number" }),
});

/** POST /api/quotes: types only; the rules (required fields, GSTIN, PIN, quantities) run in the service and answer 400. */
export const quoteRequestBodySchema = z.object({
  institution: text("institution", 200),
  contactName: text("contactName", 120),
  email: text("email", 254),
  phone: text("phone", 30),
  gstin: z.string().max(40).nullish(),
  billingAddress: quoteAddressSchema,
  /** Absent or null: deliver to the billing address. */
  deliveryAddress: quoteAddressSchema.nullish(),
  lines: z.array(quoteRequestLineSchema).max(PARTS_LIST_MAX_LINES, `A quotation can hold at most ${PARTS_LIST_MAX_LINES} lines.`),
  /** YYYY-MM-DD */
  neededBy: z.string().max(10).nullish(),
  note: z.string().max(2000, "note must be at most 2000 characters").nullish(),
});
export type QuoteRequestBody = z.input<typeof quoteRequestBodySchema>;

/**
 * A line as quoted. `unitPrice` is the GST-inclusive price of one unit before the line's discount (null until staff
 * price a free-text line); `amount` what the line costs after it. `catalogPrice` is the sale price when requested.
 */
export const quoteLineSchema = z
  .object({
    position: z.number(),
    productId: z.string().nullable(),
    name: z.string(),
    hsn: z.string(),
    gstRate: z.number(),
    quantity: z.number(),
    catalogPrice: z.number().nullable(),
    unitPrice: z.number().nullable(),
    discountPercent: z.number(),
    amount: z.number().nullable(),
  })
  .register(apiSchemas, { id: "QuoteLine" });

/** What the quotation adds up to, with the GST inside it split as on an invoice (null while a line is unpriced). */
export const quoteTotalsSchema = z
  .object({
    subtotal: z.number(),
    deliveryCharge: z.number(),
    total: z.number(),
    taxableValue: z.number(),
    cgst: z.number(),
    sgst: z.number(),
    igst: z.number(),
  })
  .register(apiSchemas, { id: "QuoteTotals" });

export const quoteSchema = z
  .object({
    _id: z.string(),
    /** `{PREFIX}Q/{YY-YY}/{NNNNN}`, from sending on. */
    number: z.string().nullable(),
    version: z.number(),
    status: z.enum(QUOTE_STATUSES),
    institution: z.string(),
    contactName: z.string(),
    email: z.string(),
    phone: z.string(),
    gstin: z.string().nullable(),
    billingAddress: quoteAddressSchema,
    deliveryAddress: quoteAddressSchema,
    neededBy: z.string().nullable(),
    note: z.string(),
    lines: z.array(quoteLineSchema),
    deliveryCharge: z.number(),
    totals: quoteTotalsSchema.nullable(),
    /** YYYY-MM-DD, the last day it may be accepted. */
    validUntil: z.string().nullable(),
    terms: z.string(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    acceptedAt: z.string().nullable(),
    /** The order it became. */
    orderId: z.string().nullable(),
    poNumber: z.string().nullable(),
    /** The version it revises, and the one that replaced it. */
    supersedes: z.string().nullable(),
    supersededBy: z.string().nullable(),
    /** Where its PDF is, once it has a number. */
    pdf: z.string().optional(),
  })
  .register(apiSchemas, { id: "Quote" });
export type Quote = z.infer<typeof quoteSchema>;

export const quoteAnswerSchema = successSchema({ quote: quoteSchema });
export const quoteListSchema = successSchema({ quotes: z.array(quoteSchema) });

/** POST /api/quotes/{id}/accept */
export const quoteAcceptBodySchema = z.object({
  poNumber: z.string().max(60, "poNumber must be at most 60 characters").nullish(),
  paymentMethod: z.string({ message: "paymentMethod is required: cod, bank-transfer or upi" }).max(40),
  /** Absent: the quotation's delivery address; else the nine fields or a saved address, as checkout takes them. */
  address: z.union([z.looseObject({}), z.string()]).nullish(),
});
export const quoteAcceptedSchema = successSchema({ orderId: z.string() });

/** PUT /api/admin/quotes/{id}: staff price lines (or remove them), the delivery charge, the validity and terms. */
export const quotePricingBodySchema = z.object({
  lines: z
    .array(
      z.object({
        position: z.number(),
        unitPrice: z.number().nullish(),
        discountPercent: z.number().nullish(),
        hsn: z.string().max(8).nullish(),
        gstRate: z.number().nullish(),
        remove: z.boolean().nullish(),
      }),
    )
    .max(PARTS_LIST_MAX_LINES)
    .optional(),
  deliveryCharge: z.number().nullish(),
  validUntil: z.string().max(10).nullish(),
  terms: z.string().max(4000, "terms must be at most 4000 characters").nullish(),
});
export type QuotePricingBody = z.infer<typeof quotePricingBodySchema>;

/** GET /api/admin/quotes: filter by status, newest first. */
export const adminQuoteQuerySchema = z.object({
  status: z.enum(QUOTE_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminQuotePageSchema = successSchema({ quotes: z.array(quoteSchema), total: z.number(), page: z.number(), pages: z.number() });

/** An order's payment (our calls): COD is paid on delivery; a bank transfer or UPI waits for staff to record it. */
export const PAYMENT_STATUSES = ["on-delivery", "awaiting", "part-paid", "received"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentRecordSchema = z.object({ amount: z.number(), receivedOn: z.string(), reference: z.string() });
export const orderPaymentSchema = z
  .object({
    method: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    due: z.number(),
    received: z.number(),
    records: z.array(paymentRecordSchema),
    upiLink: z.string().optional(),
  })
  .register(apiSchemas, { id: "OrderPayment" });
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** POST /api/admin/orders/{id}/payment */
export const paymentRecordBodySchema = z.object({
  amount: z.number({ message: "amount must be a number of rupees" }),
  receivedOn: z.string({ message: "receivedOn is required (YYYY-MM-DD)" }).max(10),
  reference: z.string({ message: "reference is required: the UTR or the bank's reference" }).max(60),
});
