import type { RateRow } from "./gst-documents";
import type { DocsRow, GstReturns, HsnRow } from "./gst-returns";
import { PORTAL_MONTHS } from "./gst-returns";
import type { CdnrRow, CdnurRow } from "./gst-credit-notes";

/**
 * The GSTR-1 as the JSON the GST portal takes for upload ("Prepare offline → Upload") and the offline tool opens:
 * the layout of the portal's GSTR-1 API (gstin, fp, b2b, b2cl, b2cs, cdnr, cdnur, hsn, doc_issue), as the tool
 * itself writes it (a file it generated, returns_…_R1_…_offline.json in github.com/goks/GST-Offline-Tool-3.0.4-Custom)
 * and as resilient-tech/india-compliance maps it (gst_india/utils/gstr_1/gstr_1_json_map.py).
 *
 * Why a JSON besides the CSVs: on a CSV import the tool works the tax out again from taxable value × rate, so the
 * return it builds drifts a paisa or two from the invoices. Here every item carries the tax as invoiced, so the
 * filed return equals the books to the paisa.
 *
 * - Dates are dd-mm-yyyy, places of supply the state code alone ("29"), amounts in rupees.
 * - An item is one rate of a document: "num" is rate × 100 + 1 (1801 at 18 %), as the tool numbers them.
 * - Intra-state supplies carry camt and samt, inter-state ones iamt (IGST Act s.7: the supplier's state, the
 *   first two digits of its GSTIN, against the place of supply).
 * - Table 12 is "hsn": { "data" } up to April 2025 and { "hsn_b2b", "hsn_b2c" } from May 2025.
 * - Empty sections are left out, as the tool leaves them.
 */

/** The tool's version the layout follows; the portal reads the sections, not this label. */
const LAYOUT_VERSION = "GST3.2.4";

type Amount = number;
interface ItemDetails {
  txval: Amount;
  rt: number;
  iamt?: Amount;
  camt?: Amount;
  samt?: Amount;
  csamt: Amount;
}
interface Item {
  num: number;
  itm_det: ItemDetails;
}
interface PortalHsnRow {
  num: number;
  hsn_sc: string;
  desc?: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: Amount;
  iamt: Amount;
  camt: Amount;
  samt: Amount;
  csamt: Amount;
}
interface PortalDocs {
  doc_num: number;
  doc_typ: DocsRow["nature"];
  docs: Array<{ num: number; from: string; to: string; totnum: number; cancel: number; net_issue: number }>;
}

export interface PortalGstr1 {
  gstin: string;
  /** The return period, MMYYYY. */
  fp: string;
  version: string;
  hash: "hash";
  b2b?: Array<{ ctin: string; inv: Array<{ inum: string; idt: string; val: Amount; pos: string; rchrg: "N"; inv_typ: "R"; itms: Item[] }> }>;
  b2cl?: Array<{ pos: string; inv: Array<{ inum: string; idt: string; val: Amount; itms: Item[] }> }>;
  b2cs?: Array<{
    sply_ty: "INTER" | "INTRA";
    rt: number;
    typ: "OE";
    pos: string;
    txval: Amount;
    iamt?: Amount;
    camt?: Amount;
    samt?: Amount;
    csamt: Amount;
  }>;
  cdnr?: Array<{
    ctin: string;
    nt: Array<{ ntty: "C"; nt_num: string; nt_dt: string; val: Amount; pos: string; rchrg: "N"; inv_typ: "R"; itms: Item[] }>;
  }>;
  cdnur?: Array<{ typ: "B2CL"; ntty: "C"; nt_num: string; nt_dt: string; val: Amount; pos: string; itms: Item[] }>;
  hsn?: { data: PortalHsnRow[] } | { hsn_b2b: PortalHsnRow[]; hsn_b2c: PortalHsnRow[] };
  doc_issue?: { doc_det: PortalDocs[] };
}

/** "05-Mar-2026" (the rows' date, the CSV's format) → "05-03-2026". */
function jsonDate(portalDate: string): string {
  const [day, month, year] = portalDate.split("-");
  return `${day}-${String(PORTAL_MONTHS.indexOf(month) + 1).padStart(2, "0")}-${year}`;
}

/** "29-Karnataka" → "29". */
const stateCodeOf = (placeOfSupply: string) => placeOfSupply.slice(0, 2);

/** The tax heads a supply has: IGST across states, CGST and SGST within one. */
function taxHeads(figures: Pick<RateRow, "igst" | "cgst" | "sgst">, interState: boolean) {
  return interState ? { iamt: figures.igst } : { camt: figures.cgst, samt: figures.sgst };
}

function item(row: RateRow, interState: boolean): Item {
  return {
    num: Math.round(row.rate * 100) + 1,
    itm_det: { txval: row.taxableValue, rt: row.rate, ...taxHeads(row, interState), csamt: row.cess },
  };
}

/** Rows in groups of the same key, in the order the keys first come (the rows are sorted already). */
function groupBy<Row>(rows: readonly Row[], key: (row: Row) => string): Row[][] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return [...groups.values()];
}

/** The JSON's desc holds at most 30 characters: cut at a word's end (the portal shows the HSN master's own text too). */
function shortDescription(description: string): string {
  if (description.length <= 30) return description;
  const cut = description.slice(0, 31);
  const space = cut.lastIndexOf(" ");
  return (space > 0 ? cut.slice(0, space) : cut.slice(0, 30)).trim();
}

function hsnRows(rows: readonly HsnRow[]): PortalHsnRow[] {
  return rows.map((row, index) => ({
    num: index + 1,
    hsn_sc: row.hsn,
    ...(row.description ? { desc: shortDescription(row.description) } : {}),
    uqc: row.uqc,
    qty: row.totalQuantity,
    rt: row.rate,
    txval: row.taxableValue,
    iamt: row.igst,
    camt: row.cgst,
    samt: row.sgst,
    csamt: row.cess,
  }));
}

function docIssue(rows: readonly DocsRow[]): PortalDocs[] {
  // Table 13's document kinds, numbered as the portal numbers them: 1 invoices for outward supply, 5 credit notes.
  const kinds: Array<[DocsRow["nature"], number]> = [
    ["Invoices for outward supply", 1],
    ["Credit Note", 5],
  ];
  return kinds.flatMap(([nature, docNum]) => {
    const ofKind = rows.filter((row) => row.nature === nature);
    if (ofKind.length === 0) return [];
    const docs = ofKind.map((row, index) => ({
      num: index + 1,
      from: row.from,
      to: row.to,
      totnum: row.totalNumber,
      cancel: row.cancelled,
      net_issue: row.totalNumber - row.cancelled,
    }));
    return [{ doc_num: docNum, doc_typ: nature, docs }];
  });
}

/** The month's GSTR-1 in the portal's JSON, for the supplier `gstin`. */
export function gstReturnsPortalJson(returns: GstReturns, gstin: string): PortalGstr1 {
  const [year, month] = returns.month.split("-");
  const shopState = gstin.slice(0, 2);
  const inter = (placeOfSupply: string) => stateCodeOf(placeOfSupply) !== shopState;

  const b2b = groupBy(returns.b2b.rows, (row) => row.recipientGstin).map((ofBuyer) => ({
    ctin: ofBuyer[0].recipientGstin,
    inv: groupBy(ofBuyer, (row) => row.invoiceNumber).map((rates) => {
      const [row] = rates;
      const pos = stateCodeOf(row.placeOfSupply);
      const itms = rates.map((rate) => item(rate, inter(row.placeOfSupply)));
      return {
        inum: row.invoiceNumber,
        idt: jsonDate(row.invoiceDate),
        val: row.invoiceValue,
        pos,
        rchrg: row.reverseCharge,
        inv_typ: "R" as const,
        itms,
      };
    }),
  }));
  const b2cl = groupBy(returns.b2cl.rows, (row) => row.placeOfSupply).map((ofPlace) => ({
    pos: stateCodeOf(ofPlace[0].placeOfSupply),
    inv: groupBy(ofPlace, (row) => row.invoiceNumber).map((rates) => {
      const [row] = rates;
      return { inum: row.invoiceNumber, idt: jsonDate(row.invoiceDate), val: row.invoiceValue, itms: rates.map((rate) => item(rate, true)) };
    }),
  }));
  const b2cs = returns.b2cs.rows.map((row) => ({
    sply_ty: inter(row.placeOfSupply) ? ("INTER" as const) : ("INTRA" as const),
    rt: row.rate,
    typ: row.type,
    pos: stateCodeOf(row.placeOfSupply),
    txval: row.taxableValue,
    ...taxHeads(row, inter(row.placeOfSupply)),
    csamt: row.cess,
  }));
  const note = (rates: Array<CdnrRow | CdnurRow>, interState: boolean) => {
    const [row] = rates;
    return {
      ntty: row.noteType,
      nt_num: row.noteNumber,
      nt_dt: jsonDate(row.noteDate),
      val: row.noteValue,
      pos: stateCodeOf(row.placeOfSupply),
      itms: rates.map((rate) => item(rate, interState)),
    };
  };
  const cdnr = groupBy(returns.cdnr.rows, (row) => row.recipientGstin).map((ofBuyer) => ({
    ctin: ofBuyer[0].recipientGstin,
    nt: groupBy(ofBuyer, (row) => row.noteNumber).map((rates) => ({
      ...note(rates, inter(rates[0].placeOfSupply)),
      rchrg: rates[0].reverseCharge,
      inv_typ: "R" as const,
    })),
  }));
  // cdnur holds notes against B2C large invoices, inter-state by definition.
  const cdnur = groupBy(returns.cdnur.rows, (row) => row.noteNumber).map((rates) => ({ typ: rates[0].urType, ...note(rates, true) }));
  const hsn = returns.hsnSplit
    ? { hsn_b2b: hsnRows(returns.hsn.b2b.rows), hsn_b2c: hsnRows(returns.hsn.b2c.rows) }
    : { data: hsnRows(returns.hsn.all.rows) };
  const docDet = docIssue(returns.docs.rows);

  return {
    gstin,
    fp: `${month}${year}`,
    version: LAYOUT_VERSION,
    hash: "hash",
    ...(b2b.length > 0 ? { b2b } : {}),
    ...(b2cl.length > 0 ? { b2cl } : {}),
    ...(b2cs.length > 0 ? { b2cs } : {}),
    ...(cdnr.length > 0 ? { cdnr } : {}),
    ...(cdnur.length > 0 ? { cdnur } : {}),
    ...(returns.hsn.all.rows.length > 0 ? { hsn } : {}),
    ...(docDet.length > 0 ? { doc_issue: { doc_det: docDet } } : {}),
  };
}
