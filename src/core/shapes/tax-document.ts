import { z } from "zod";
import { apiSchemas } from "./api";

/**
 * GST tax documents (tax invoice, proforma, credit note) as they are stored: one immutable JSON row each, from
 * which the PDF is rendered on every download. Everything the PDF prints is here, already computed and rounded
 * when the document was issued, so a re-render never recomputes tax or reads the catalogue or settings again.
 * Amounts are rupees with at most two decimals (the JSON edge of our integer paise, see ~/src/core/money).
 */

/** Rupees with at most two decimals (a float that is a whole number of paise). */
const rupees = z.number().multipleOf(0.01);

/** Rule 46(b): at most 16 characters, letters, digits, `-` and `/`; the e-invoice schema also forbids 0, `/` and `-` first. */
export const DOCUMENT_NUMBER_PATTERN = /^[a-zA-Z1-9][a-zA-Z0-9/-]{0,15}$/;
const documentNumber = z.string().regex(DOCUMENT_NUMBER_PATTERN, "A document number is 1–16 letters, digits, - or /");

/** The form of a GSTIN (state code, PAN, entity, Z, check character); the mod-36 check is not repeated here. */
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const gstin = z.string().regex(GSTIN_PATTERN, "A GSTIN is 15 characters: state code, PAN, entity number, Z, check character");

/** The two-digit GST state code ("29" Karnataka, "07" Delhi), the first two digits of a GSTIN. */
const stateCode = z.string().regex(/^\d{2}$/, "A state code is two digits");
const isoDate = z.iso.date();

/** Addresses are multi-line strings: the printed lines joined by "\n". */
const address = z.string();

/** The seller: Rule 46(a). */
export const taxSupplierSchema = z
  .object({ legalName: z.string(), address, gstin, state: z.string(), stateCode })
  .register(apiSchemas, { id: "TaxSupplier" });

/**
 * The buyer. `gstin` and `businessName` (the legal name registered under that GSTIN) only on a business
 * purchase; `name` is then the person who ordered. State and code are printed for every buyer (Rule 46(e)).
 */
export const taxRecipientSchema = z
  .object({ name: z.string(), address, state: z.string(), stateCode, gstin: gstin.optional(), businessName: z.string().optional() })
  .register(apiSchemas, { id: "TaxRecipient" });

export const placeOfSupplySchema = z.object({ state: z.string(), stateCode }).register(apiSchemas, { id: "PlaceOfSupply" });

/**
 * One line as charged. `unitPrice` is the GST-inclusive price of one unit (the shop's prices include GST);
 * `discount` is the whole line's discount; `taxableValue` is after discount and without tax;
 * `total` = taxableValue + cgst + sgst + igst. `unit` is the GST unit quantity code (UQC), e.g. "NOS".
 * `gstRate` is the whole rate in percent (18); on an intra-state supply CGST and SGST each take half.
 */
export const taxLineSchema = z
  .object({
    description: z.string(),
    hsn: z.string().regex(/^\d{4,8}$/, "An HSN code is 4 to 8 digits"),
    quantity: z.number().positive(),
    unit: z.string(),
    unitPrice: rupees,
    discount: rupees,
    taxableValue: rupees,
    gstRate: z.number().nonnegative(),
    cgst: rupees,
    sgst: rupees,
    igst: rupees,
    total: rupees,
  })
  .register(apiSchemas, { id: "TaxDocumentLine" });

export const taxTotalsSchema = z
  .object({ taxableValue: rupees, cgst: rupees, sgst: rupees, igst: rupees, total: rupees })
  .register(apiSchemas, { id: "TaxDocumentTotals" });

/** What both kinds of document carry: the parties, where the supply is, the lines and their sums. */
const partiesAndLines = {
  supplier: taxSupplierSchema,
  recipient: taxRecipientSchema,
  placeOfSupply: placeOfSupplySchema,
  /** The supplier's state differs from the place of supply (IGST Act s.7): IGST instead of CGST + SGST. */
  interState: z.boolean(),
  lines: z.array(taxLineSchema).min(1),
  totals: taxTotalsSchema,
  /** "Rupees One Thousand Two Hundred and Fifty Only", written when the document was issued. */
  amountInWords: z.string(),
  orderId: z.string(),
  /** The short order number customers see ("1A2B3C4D"). */
  orderNumber: z.string(),
  /** Name of the authorised signatory printed under the signature line; "" prints the line alone. */
  signatory: z.string(),
};

/** The shop's bank account and UPI ID as a proforma prints them, with the `upi://pay` link its QR code carries. */
export const payToSchema = z
  .object({
    amountDue: rupees,
    accountName: z.string(),
    accountNumber: z.string(),
    ifsc: z.string(),
    bankName: z.string(),
    upiId: z.string(),
    upiLink: z.string().optional(),
    /** What to write as the transfer's remark, so staff find the order on their statement. */
    reference: z.string(),
  })
  .register(apiSchemas, { id: "PayTo" });
export type PayTo = z.infer<typeof payToSchema>;

/**
 * A tax invoice, or a proforma (a quotation of the same form that is not a tax invoice: no number, no place in
 * the invoice series).
 */
export const taxInvoiceSchema = z
  .object({
    type: z.enum(["tax-invoice", "proforma"]),
    number: documentNumber.nullable(),
    date: isoDate,
    orderDate: isoDate,
    /** As printed, e.g. "Cash on delivery". */
    paymentMethod: z.string(),
    /** Rule 46(o): only when the goods go elsewhere than the recipient's address. */
    deliveryAddress: address.optional(),
    /** Rule 46(p): always false for this shop, which sells no reverse-charge supplies. */
    reverseCharge: z.literal(false),
    /** The buyer's purchase-order number (a school's order from a quotation). */
    poNumber: z.string().optional(),
    /** On the proforma of an order paid by bank transfer or UPI: where to pay, and how much is still due. */
    payTo: payToSchema.optional(),
    ...partiesAndLines,
  })
  .refine((invoice) => (invoice.type === "proforma") === (invoice.number === null), {
    message: "A tax invoice has a number and a proforma has none",
    path: ["number"],
  })
  .register(apiSchemas, { id: "TaxInvoice" });
export type TaxInvoice = z.infer<typeof taxInvoiceSchema>;

/** A credit note (s.34 CGST Act, Rule 53(1A)) against one tax invoice, e.g. for goods returned. */
export const creditNoteSchema = z
  .object({
    number: documentNumber,
    date: isoDate,
    invoiceNumber: documentNumber,
    invoiceDate: isoDate,
    /** Why the value is credited, as printed: "Goods returned". */
    reason: z.string(),
    ...partiesAndLines,
  })
  .register(apiSchemas, { id: "CreditNote" });
export type CreditNote = z.infer<typeof creditNoteSchema>;

export type TaxSupplier = z.infer<typeof taxSupplierSchema>;
export type TaxParty = z.infer<typeof taxRecipientSchema>;
export type TaxDocumentLine = z.infer<typeof taxLineSchema>;
export type TaxDocumentTotals = z.infer<typeof taxTotalsSchema>;
export type PlaceOfSupply = z.infer<typeof placeOfSupplySchema>;
