import { gstr1Name } from "~/src/core/gstr1-name";
import { paiseToRupees } from "~/src/core/money";
import type { Credit, RateRow, TaxSums } from "./gst-documents";

/**
 * GSTR-1 Table 9B, the credit notes issued in the month, as the offline tool's cdnr and cdnur sheets lay them
 * out; ./gst-returns sorts the notes and adds them up, this file says what each row holds and why.
 *
 * Where a credit note goes (s.34 CGST Act; Form GSTR-1, Rule 59):
 * - cdnr: the buyer has a GSTIN, whatever the value or state.
 * - cdnur: an unregistered buyer, only for a note against a B2C large invoice, one that was reported in b2cl
 *   (Table 5: inter-state and above the threshold on the invoice's date). UR Type "B2CL"; the tool's other
 *   types (EXPWP, EXPWOP) are exports, which the shop does not make. Infor's guide to the offline tool has cdnur
 *   for notes "issued to unregistered persons against interstate invoice value is more than Rs 2.5 lakh", the
 *   limit then (docs.infor.com/locally/2023.x/en-us/lclolh/lcllsppov/trd1603693504642.html).
 * - Every other note to an unregistered buyer (intra-state, or against an invoice at or below the threshold) has
 *   no row of its own: Table 7 is "Taxable supplies (Net of debit notes/credit notes) to unregistered persons
 *   other than the supplies covered in Table 5" (Form GSTR-1 as quoted in docs.oracle.com/en/applications/
 *   jd-edwards/localizations/9.2/eoaid/gstr1-information-extract-section-7.html), so ./gst-returns takes it off
 *   the b2cs row of its place of supply and rate. The portal's cdnur takes inter-state notes only
 *   (caclubindia.com/forum/column-9b-in-gstr1-606288.asp); odoo/odoo#65578 made the same change for Odoo.
 * - Table 12 (hsn): since the 2025 split into a B2B and a B2C tab, each tab is checked against the tables of
 *   its kind, 9B among them (gstlearn.com/2025/04/30/phase-iii-implementation-of-table-12-in-gstr-1-gstr-1a-
 *   effective-april-2025-everything-you-must-know/), so the HSN summary is net of the notes: a cdnr note comes
 *   off hsn(b2b), every other note off hsn(b2c), quantity and values alike (resilient-tech/india-compliance#3499:
 *   its HSN summary "is already net of sales returns"). The shop's notes are for goods returned, so their
 *   quantities are units that came back.
 *
 * The columns are those the offline tool reads from a cdnr or cdnur CSV or sheet, matched by name: "Note
 * Number", "Note Date", "Note Type", "Note Supply Type", "Note Value", "UR Type" (its translation-en.json and
 * utility/returnStructure.js, as in the copy of the tool at github.com/goks/GST-Offline-Tool-3.0.4-Custom; the
 * same columns, "Note date" aside, as resilient-tech/india-compliance's gst_india/utils/gstr_1/gstr_1_export.py).
 * Since the portal de-linked credit notes from invoices (September 2020; CGST Amendment Act 2018 lets one note
 * cover several invoices) the templates carry no original invoice number or date: the note supply type and place
 * of supply say where the note belongs (mastersindia.co/blog/delinking-of-credit-note-and-debit-note-on-gst-portal/).
 *
 * Amounts are positive, as on the note itself: Note Type "C" makes them a credit.
 */

/** The totals of cdnr or cdnur: the note value counted once per note, not once per rate row. */
export interface NoteSums extends TaxSums {
  noteValue: number;
  noteCount: number;
}

/** One row per credit note and rate, the note value repeated on each, as the tool wants (like b2b). */
interface NoteRow extends RateRow {
  noteNumber: string;
  /** "25-Mar-2026": the date of issue, which decides the return period. */
  noteDate: string;
  /** "C" credit note ("D" would be a debit note, which the shop does not issue). */
  noteType: "C";
  /** "29-Karnataka". */
  placeOfSupply: string;
  /** The note's grand total, rupees. */
  noteValue: number;
}
export interface CdnrRow extends NoteRow {
  recipientGstin: string;
  receiverName: string;
  reverseCharge: "N";
  /**
   * "Regular B2B" (R), written as b2b's Invoice Type: the current offline tool takes the same supply types in cdnr
   * as in b2b, and lists a row with the older "Regular" as invalid, dropping the note (found by importing our
   * export, issue 28). The other types (SEZ, deemed exports, intra-state IGST) are none of the shop's.
   */
  noteSupplyType: "Regular B2B";
}
export interface CdnurRow extends NoteRow {
  urType: "B2CL";
}

function noteRow({ issued, date, placeOfSupply, value }: Credit, figures: RateRow): NoteRow {
  return { noteNumber: issued.number, noteDate: date, noteType: "C", placeOfSupply, noteValue: paiseToRupees(value), ...figures };
}

export function cdnrRow(credit: Credit, figures: RateRow): CdnrRow {
  const { recipient } = credit.issued.document;
  return {
    recipientGstin: recipient.gstin ?? "",
    receiverName: gstr1Name(recipient.businessName ?? recipient.name),
    ...noteRow(credit, figures),
    reverseCharge: "N",
    noteSupplyType: "Regular B2B",
  };
}

export function cdnurRow(credit: Credit, figures: RateRow): CdnurRow {
  return { urType: "B2CL", ...noteRow(credit, figures) };
}
