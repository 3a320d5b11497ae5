import { z } from "zod";
import { ORDER_KIND_NAMES } from "~/src/core/order-kinds";
import { RETURN_REASONS, RETURN_STATUSES } from "~/src/core/returns";
import { apiSchemas, successSchema } from "./api";
import { wholeParam } from "./query-params";
import { creditNoteSchema } from "./tax-document";

/*
 * Returns (§1 "7-Days Return Policy", §4 'Return Item') and credit notes. Money in rupees, as in every answer.
 * The checks of the body (quantities, the 7 days, the refund method) are the service's, so each refusal names
 * its problem; these shapes only describe what is sent and answered.
 */

/** How the refund of a cash-on-delivery order is paid: a UPI ID, or a bank account. */
export const refundMethodSchema = z
  .union(
    [
      z.strictObject({ upi: z.string().max(300) }),
      z.strictObject({ bank: z.object({ holder: z.string().max(200), account: z.string().max(40), ifsc: z.string().max(20) }) }),
    ],
    { message: "refund must be { upi } or { bank: { holder, account, ifsc } }" },
  )
  .register(apiSchemas, { id: "RefundMethod" });

/** POST /api/orders/{id}/returns and /api/kit-orders/{id}/returns (JSON; or multipart, see docs/api.md). */
export const returnRequestBodySchema = z.object({
  lines: z.array(z.object({ productId: z.string().max(100), quantity: z.number() })).max(100),
  reason: z.string().max(40),
  note: z.string().max(1000, "note must be at most 1000 characters").optional(),
  refund: refundMethodSchema,
});
export type ReturnRequestBody = z.infer<typeof returnRequestBodySchema>;

export const returnLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  image: z.string(),
  quantity: z.number(),
  /** What these units were charged (a kit line's share of the 5 % already off). */
  refund: z.number(),
  /** Once received: units back on the shelf, and units written off as damaged. */
  restocked: z.number().optional(),
  damaged: z.number().optional(),
});

export const returnEventSchema = z.object({ status: z.enum(RETURN_STATUSES), at: z.string(), note: z.string().optional() });

/**
 * A return as its customer sees it. `refundTo` is masked (•••• and the last four digits) for everyone but
 * staff, and gone from the shop once the refund is done; `refundReference` is the bank's or UPI reference (UTR).
 */
export const customerReturnSchema = z
  .object({
    _id: z.string(),
    orderId: z.string(),
    orderNumber: z.string(),
    kind: z.enum(ORDER_KIND_NAMES),
    status: z.enum(RETURN_STATUSES),
    reason: z.enum(RETURN_REASONS),
    note: z.string(),
    lines: z.array(returnLineSchema),
    /** Goods plus, when the shop was at fault and the whole order came back, the delivery charge. */
    refundAmount: z.number(),
    refundGoods: z.number(),
    refundDelivery: z.number(),
    refundTo: refundMethodSchema.nullable(),
    refundReference: z.string().nullable(),
    photos: z.array(z.string()),
    createdAt: z.string(),
    history: z.array(returnEventSchema),
    creditNote: z.object({ number: z.string(), date: z.string() }).optional(),
    version: z.number(),
  })
  .register(apiSchemas, { id: "Return" });
export type CustomerReturn = z.infer<typeof customerReturnSchema>;

/** A return as staff see it: the customer, and the refund details in full until the refund is done (masked after). */
export const staffReturnSchema = customerReturnSchema
  .extend({ customer: z.object({ name: z.string(), email: z.string() }) })
  .register(apiSchemas, { id: "StaffReturn" });
export type StaffReturn = z.infer<typeof staffReturnSchema>;

export const returnResponseSchema = successSchema({ return: customerReturnSchema });
export const customerReturnListSchema = successSchema({ returns: z.array(customerReturnSchema) });
export type CustomerReturnList = z.infer<typeof customerReturnListSchema>;

export const ADMIN_RETURNS_PAGE_SIZE = 20;
export const staffReturnPageSchema = successSchema({ returns: z.array(staffReturnSchema), total: z.number(), page: z.number(), pages: z.number() });
export type StaffReturnPage = z.infer<typeof staffReturnPageSchema>;
export const staffReturnResponseSchema = successSchema({ return: staffReturnSchema });

export const staffReturnQuerySchema = z.object({
  status: z.enum(RETURN_STATUSES, { message: `status must be one of: ${RETURN_STATUSES.join(", ")}` }).optional(),
  /** The returns of one order. */
  orderId: z.string().max(100, "orderId must be at most 100 characters").optional(),
  page: wholeParam("page", 100_000, 1),
});

/** POST /api/admin/returns/{id}/status. Which fields a move needs is the service's rule (src/core/returns.ts). */
export const returnStatusBodySchema = z.object({
  status: z.string(),
  note: z.string().max(1000, "note must be at most 1000 characters").optional(),
  lines: z.array(z.object({ productId: z.string(), restock: z.number(), damaged: z.number() })).optional(),
  refund: z.object({ amount: z.number(), reference: z.string() }).optional(),
  /** The version the staff member saw; a return changed meanwhile is refused (409). */
  version: z.number().optional(),
});
export type ReturnStatusBody = z.infer<typeof returnStatusBodySchema>;

/** POST /api/admin/orders/{id}/return-to-origin (and kit-orders): first `{ reason }`, then `{ received: true }`. */
export const returnToOriginBodySchema = z.object({
  reason: z.string().max(300, "reason must be at most 300 characters").optional(),
  received: z.literal(true).optional(),
});

export const returnToOriginSchema = z
  .object({
    reason: z.string(),
    markedAt: z.string(),
    receivedAt: z.string().nullable(),
    creditNote: z.object({ number: z.string(), date: z.string() }).nullable(),
  })
  .register(apiSchemas, { id: "ReturnToOrigin" });
export type ReturnToOrigin = z.infer<typeof returnToOriginSchema>;

/** GET /api/orders/{id}/credit-notes/{number}?format=json, and the staff's /api/admin/credit-notes/{number}. */
export const creditNoteResponseSchema = successSchema({ creditNote: creditNoteSchema });

export const creditNoteSummarySchema = z
  .object({
    number: z.string(),
    date: z.string(),
    invoiceNumber: z.string(),
    orderId: z.string(),
    kind: z.enum(ORDER_KIND_NAMES),
    orderNumber: z.string(),
    customer: z.object({ name: z.string(), email: z.string() }),
    gstin: z.string().nullable(),
    reason: z.string(),
    total: z.number(),
  })
  .register(apiSchemas, { id: "CreditNoteSummary" });
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;
export const creditNotePageSchema = successSchema({
  creditNotes: z.array(creditNoteSummarySchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});
export type CreditNotePage = z.infer<typeof creditNotePageSchema>;
