import { z } from "zod";
import { ORDER_KIND_NAMES } from "~/src/core/order-kinds";
import { apiSchemas, successSchema } from "./api";
import { dateParam, wholeParam } from "./query-params";
import { placeOfSupplySchema, taxInvoiceSchema } from "./tax-document";

/** GET /api/orders/{id}/invoice and /api/kit-orders/{id}/invoice, and /api/admin/invoices/{number}, with ?format=json. */
export const invoiceResponseSchema = successSchema({ invoice: taxInvoiceSchema });
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>;

/** `pdf` (the default) or `json`. */
export const documentFormatQuerySchema = z.object({
  format: z.enum(["pdf", "json"], { message: "format must be pdf or json" }).default("pdf"),
});

/** One issued invoice in the staff's list. */
export const invoiceSummarySchema = z
  .object({
    number: z.string(),
    date: z.string(),
    orderId: z.string(),
    kind: z.enum(ORDER_KIND_NAMES),
    orderNumber: z.string(),
    customer: z.object({ name: z.string(), email: z.string() }),
    gstin: z.string().nullable(),
    businessName: z.string().nullable(),
    placeOfSupply: placeOfSupplySchema,
    total: z.number(),
  })
  .register(apiSchemas, { id: "InvoiceSummary" });
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const INVOICES_PAGE_SIZE = 20;

/** GET /api/admin/invoices: newest first. */
export const invoicePageSchema = successSchema({ invoices: z.array(invoiceSummarySchema), total: z.number(), page: z.number(), pages: z.number() });
export type InvoicePage = z.infer<typeof invoicePageSchema>;

/** The staff's invoice list: issue dates in India, both included; `q` a number, a customer or a GSTIN. */
export const invoiceQuerySchema = z.object({
  from: dateParam("from"),
  to: dateParam("to"),
  q: z.string().max(100, "q must be at most 100 characters").optional(),
  page: wholeParam("page", 100_000, 1),
});
export type InvoiceQuery = z.output<typeof invoiceQuerySchema>;

/** GET /api/admin/gst/returns?month=YYYY-MM */
export const gstReturnsQuerySchema = z.object({
  month: z.string({ message: "month is required, as YYYY-MM" }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be YYYY-MM, for example 2026-11"),
  /** zip: the offline tool's CSVs; portal: the GST portal's own GSTR-1 JSON, for upload; json: our rows and totals. */
  format: z.enum(["zip", "json", "portal"], { message: "format must be zip, json or portal" }).default("zip"),
});
