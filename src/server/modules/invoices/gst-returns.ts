import { gstr1Name } from "~/src/core/gstr1-name";
import { paiseToRupees, rupeesToPaise, type Paise } from "~/src/core/money";
import { stateByCode } from "~/src/core/india-states";
import type { CreditNote, TaxDocumentTotals, TaxInvoice } from "~/src/core/shapes/tax-document";
import { cdnrRow, cdnurRow, type CdnrRow, type CdnurRow, type NoteSums } from "./gst-credit-notes";
import {
  AMOUNTS,
  type Amounts,
  type Credit,
  type Filed,
  type IssuedCreditNote,
  type IssuedDocument,
  type IssuedInvoice,
  type PaiseLine,
  type RateRow,
  type Supply,
  type TaxSums,
} from "./gst-documents";
import { SERVICE_UQC, uqcCode } from "./gst-uqc";

/**
 * GSTR-1, the monthly statement of outward supplies (s.37 CGST Act, Rule 59), as the GST portal's offline tool
 * lays it out: b2b (Table 4A), b2cl (Table 5), b2cs (Table 7, net of credit notes), cdnr and cdnur (Table 9B,
 * see ./gst-credit-notes), hsn (Table 12, B2B and B2C apart, net of credit notes) and docs (Table 13). Pure: the
 * invoices and credit notes go in, JSON-friendly rows come out; ./gst-returns-csv renders the files.
 *
 * Every figure is summed in integer paise from the stored documents (each rupee figure converted once) and turned
 * back into rupees once, so each section's totals reconcile exactly with the invoices and notes of the month.
 */

/**
 * Rule 59(4)(a)(ii): inter-state supplies to unregistered persons are reported invoice by invoice (b2cl, Table 5)
 * when the invoice value is MORE than one lakh rupees: Notification 12/2024-Central Tax (10 Jul 2024) replaced
 * "two and a half lakh" with "one lakh" from 1 Aug 2024. At or below it they are summed in b2cs (Table 7).
 */
export const B2CL_THRESHOLD_PAISE: Paise = 1_00_000_00;
/** Returns before this month fell under the ₹2,50,000 threshold: they are refused. */
const FIRST_MONTH = "2024-08";
/**
 * Table 12 has a B2B and a B2C tab from the return period May 2025 (GSTN advisory on Phase-III of Table 12, and
 * the portal's JSON: "hsn": { "hsn_b2b", "hsn_b2c" } from 052025); before it, one table ("hsn": { "data" }).
 */
export const HSN_SPLIT_FROM = "2025-05";
/**
 * A credit note can come months after its invoice (s.34(2): until 30 November after the financial year), and it
 * follows the invoice to where it was reported: an invoice of July 2024 was B2C large only above ₹2,50,000.
 */
const b2clThreshold = (invoiceDate: string): Paise => (invoiceDate < `${FIRST_MONTH}-01` ? 2_50_000_00 : B2CL_THRESHOLD_PAISE);

/** b2b and b2cl: the invoice value counted once per invoice, not once per rate row. */
export interface InvoiceSums extends TaxSums {
  invoiceValue: number;
  invoiceCount: number;
}
export interface HsnSums extends TaxSums {
  totalValue: number;
}
export interface Section<Row, Totals> {
  rows: Row[];
  totals: Totals;
}

export interface B2bRow extends RateRow {
  recipientGstin: string;
  receiverName: string;
  invoiceNumber: string;
  invoiceDate: string;
  invoiceValue: number;
  placeOfSupply: string;
  reverseCharge: "N";
  invoiceType: "Regular B2B";
  ecommerceGstin: null;
}
export interface B2clRow extends RateRow {
  invoiceNumber: string;
  invoiceDate: string;
  invoiceValue: number;
  placeOfSupply: string;
  ecommerceGstin: null;
}
export interface B2csRow extends RateRow {
  /** "OE": other than through an e-commerce operator. */
  type: "OE";
  placeOfSupply: string;
  ecommerceGstin: null;
}
export interface HsnRow extends TaxSums {
  hsn: string;
  /** The lines' description when they all share one, else "" (the portal fills its own from the HSN master). */
  description: string;
  /** The UQC's code ("NOS"; "NA" for services), see ./gst-uqc. */
  uqc: string;
  totalQuantity: number;
  totalValue: number;
  rate: number;
}
export interface DocsRow {
  nature: "Invoices for outward supply" | "Credit Note";
  from: string;
  to: string;
  totalNumber: number;
  cancelled: number;
}

export interface GstReturns {
  month: string;
  b2b: Section<B2bRow, InvoiceSums>;
  b2cl: Section<B2clRow, InvoiceSums>;
  /**
   * Net of the credit notes to unregistered buyers that are not in cdnur. A row is negative only when such notes
   * of the month exceed the month's sales at its place of supply and rate (goods of an earlier month returned):
   * the figures stay exact, nothing is clamped, and the accountant sees the net as the portal will.
   */
  b2cs: Section<B2csRow, TaxSums>;
  cdnr: Section<CdnrRow, NoteSums>;
  cdnur: Section<CdnurRow, NoteSums>;
  /** Table 12 split (B2B, B2C) as the month files it, and as one table (`all`) as months before May 2025 file it. */
  hsn: { b2b: Section<HsnRow, HsnSums>; b2c: Section<HsnRow, HsnSums>; all: Section<HsnRow, HsnSums> };
  /** The month files Table 12 in two tabs (from HSN_SPLIT_FROM) rather than one. */
  hsnSplit: boolean;
  docs: { rows: DocsRow[] };
}

const noAmounts = (): Amounts => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0, total: 0 });
function add(into: Amounts, more: Amounts, sign: 1 | -1 = 1): Amounts {
  for (const key of AMOUNTS) into[key] += sign * more[key];
  return into;
}
/** The shop sells nothing that attracts compensation cess, and its invoices have no cess column. */
function taxSums(amounts: Amounts): TaxSums {
  const { taxable, igst, cgst, sgst } = amounts;
  return { taxableValue: paiseToRupees(taxable), igst: paiseToRupees(igst), cgst: paiseToRupees(cgst), sgst: paiseToRupees(sgst), cess: 0 };
}

export const PORTAL_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** The offline tool's date format, dd-MMM-yyyy ("05-Mar-2026"), straight from the ISO date (no time zone involved). */
export function portalDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}-${PORTAL_MONTHS[Number(month) - 1]}-${year}`;
}

/** The place of supply as the portal lists it: state code, hyphen, name ("29-Karnataka"). */
export function portalPlaceOfSupply(stateCode: string): string {
  const state = stateByCode(stateCode);
  if (!state) throw new RangeError(`"${stateCode}" is not a GST state code.`);
  return `${state.code}-${state.name}`;
}

/** A line's or an invoice's figures in paise, each converted once. */
function amountsOf(figures: TaxDocumentTotals): Amounts {
  const { taxableValue, igst, cgst, sgst, total } = figures;
  return {
    taxable: rupeesToPaise(taxableValue),
    igst: rupeesToPaise(igst),
    cgst: rupeesToPaise(cgst),
    sgst: rupeesToPaise(sgst),
    total: rupeesToPaise(total),
  };
}

/** The lines in paise, and where and when, of an invoice or a note (`what`: "invoice X", for the errors). */
function filed<D extends TaxInvoice | CreditNote>(what: string, issued: IssuedDocument<D>): Omit<Filed<D, never>, "kind"> {
  const { document } = issued;
  const lines = document.lines.map((line) => ({ line, amounts: amountsOf(line) }));
  // Every table is built from the lines while the document's value comes from the totals: they must agree, or no
  // section could reconcile with the documents.
  const sum = lines.reduce((total, { amounts }) => add(total, amounts), noAmounts());
  const stated = amountsOf(document.totals);
  if (AMOUNTS.some((key) => stated[key] !== sum[key])) throw new Error(`The lines of ${what} do not add up to its totals.`);
  const placeOfSupply = portalPlaceOfSupply(document.placeOfSupply.stateCode);
  return { issued, lines, value: stated.total, placeOfSupply, date: portalDate(issued.issueDate) };
}

function toSupply(issued: IssuedInvoice): Supply {
  const { document } = issued;
  if (document.type !== "tax-invoice" || document.number !== issued.number) {
    throw new Error(`${issued.number} is not the tax invoice it is stored with (${document.type} ${document.number ?? ""}).`);
  }
  const supply = filed(`invoice ${issued.number}`, issued);
  const kind = document.recipient.gstin ? "b2b" : document.interState && supply.value > B2CL_THRESHOLD_PAISE ? "b2cl" : "b2cs";
  return { ...supply, kind };
}

function toCredit(issued: IssuedCreditNote): Credit {
  const { document } = issued;
  if (document.number !== issued.number) throw new Error(`${issued.number} is not the credit note it is stored with (${document.number}).`);
  const credit = filed(`credit note ${issued.number}`, issued);
  // A note credits at most its invoice: a smaller (or missing) invoice value is the caller's mistake, and would
  // send a B2C large note to b2cs unnoticed.
  const invoiceValue = rupeesToPaise(issued.invoiceValue);
  if (!(invoiceValue >= credit.value)) {
    throw new Error(`Credit note ${issued.number} (${paiseToRupees(credit.value)}) is worth more than its invoice (${issued.invoiceValue}).`);
  }
  const b2cl = document.interState && invoiceValue > b2clThreshold(document.invoiceDate);
  return { ...credit, kind: document.recipient.gstin ? "cdnr" : b2cl ? "cdnur" : "b2cs" };
}

/** Code-unit order, the same on every machine whatever its locale. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A document's lines summed per tax rate, lowest rate first: b2b, b2cl, cdnr and cdnur have a row per document and rate. */
function byRate(lines: readonly PaiseLine[]): Array<[number, Amounts]> {
  const rates = new Map<number, Amounts>();
  for (const { line, amounts } of lines) rates.set(line.gstRate, add(rates.get(line.gstRate) ?? noAmounts(), amounts));
  return [...rates].sort(([a], [b]) => a - b);
}

function rateRow(rate: number, amounts: Amounts): RateRow {
  return { applicablePercent: null, rate, ...taxSums(amounts) };
}

/**
 * Tables 4A (b2b), 5 (b2cl) and 9B (cdnr, cdnur): one row per document and rate, the document's value repeated
 * on each, as the tool wants; the value and count once per document.
 */
function perRate<F extends Filed<unknown, string>, Row>(documents: readonly F[], row: (document: F, figures: RateRow) => Row) {
  const sums = noAmounts();
  const rows = documents.flatMap((document) => {
    for (const { amounts } of document.lines) add(sums, amounts);
    return byRate(document.lines).map(([rate, amounts]) => row(document, rateRow(rate, amounts)));
  });
  const value = paiseToRupees(documents.reduce((total, document) => total + document.value, 0));
  return { rows, value, count: documents.length, sums: taxSums(sums) };
}
function invoiceSection<Row>(supplies: readonly Supply[], row: (supply: Supply, figures: RateRow) => Row): Section<Row, InvoiceSums> {
  const { rows, value, count, sums } = perRate(supplies, row);
  return { rows, totals: { invoiceValue: value, invoiceCount: count, ...sums } };
}
function noteSection<Row>(credits: readonly Credit[], row: (credit: Credit, figures: RateRow) => Row): Section<Row, NoteSums> {
  const { rows, value, count, sums } = perRate(credits, row);
  return { rows, totals: { noteValue: value, noteCount: count, ...sums } };
}

/** A line as Tables 7 and 12 add it up: an invoice's adds (sign 1), a credit note's comes off (sign -1). */
interface SignedLine extends PaiseLine {
  placeOfSupply: string;
  sign: 1 | -1;
}
const signed = (sign: 1 | -1, documents: ReadonlyArray<Filed<unknown, string>>): SignedLine[] =>
  documents.flatMap(({ lines, placeOfSupply }) => lines.map(({ line, amounts }) => ({ line, amounts, placeOfSupply, sign })));

/** Table 7 (b2cs): the rest of the unregistered buyers' supplies, net of their notes, by place of supply and rate. */
function b2csSection(lines: readonly SignedLine[]): Section<B2csRow, TaxSums> {
  const groups = new Map<string, { placeOfSupply: string; rate: number; amounts: Amounts }>();
  const sums = noAmounts();
  for (const { line, amounts, placeOfSupply, sign } of lines) {
    const key = `${placeOfSupply}|${line.gstRate}`;
    const group = groups.get(key) ?? { placeOfSupply, rate: line.gstRate, amounts: noAmounts() };
    groups.set(key, group);
    add(group.amounts, amounts, sign);
    add(sums, amounts, sign);
  }
  const rows = [...groups.values()]
    .sort((a, b) => compare(a.placeOfSupply, b.placeOfSupply) || a.rate - b.rate)
    .map(({ placeOfSupply, rate, amounts }): B2csRow => ({ type: "OE", placeOfSupply, ...rateRow(rate, amounts), ecommerceGstin: null }));
  return { rows, totals: taxSums(sums) };
}

/**
 * SAC codes are chapter 99 of the classification (the scheme annexed to Notification 11/2017-CT(Rate)); the
 * delivery line's DELIVERY_SAC is one. The portal accepts only UQC "NA" with quantity 0 for them in Table 12 and
 * rejects a service row in NOS or OTH (see e.g. knowledgebase.bison.co.in/view_article.php?id=1135).
 */
const isService = (hsn: string) => hsn.startsWith("99");

/**
 * Table 12: by HSN, rate and UQC, net of the credit notes (quantity and values). Quantities are summed in
 * thousandths so fractional units add up exactly too.
 */
function hsnSection(lines: readonly SignedLine[]): Section<HsnRow, HsnSums> {
  type Group = { hsn: string; uqc: string; rate: number; milli: number; descriptions: Set<string>; amounts: Amounts };
  const groups = new Map<string, Group>();
  const sums = noAmounts();
  for (const { line, amounts, sign } of lines) {
    const service = isService(line.hsn);
    const uqc = service ? SERVICE_UQC : uqcCode(line.unit);
    const key = `${line.hsn}|${line.gstRate}|${uqc}`;
    const group = groups.get(key) ?? { hsn: line.hsn, uqc, rate: line.gstRate, milli: 0, descriptions: new Set(), amounts: noAmounts() };
    groups.set(key, group);
    group.milli += service ? 0 : sign * Math.round(line.quantity * 1000);
    group.descriptions.add(line.description);
    add(group.amounts, amounts, sign);
    add(sums, amounts, sign);
  }
  const rows = [...groups.values()]
    .sort((a, b) => compare(a.hsn, b.hsn) || a.rate - b.rate || compare(a.uqc, b.uqc))
    .map(({ hsn, uqc, rate, milli, descriptions, amounts }): HsnRow => {
      const description = descriptions.size === 1 ? [...descriptions][0] : "";
      return { hsn, description, uqc, totalQuantity: milli / 1000, totalValue: paiseToRupees(amounts.total), rate, ...taxSums(amounts) };
    });
  return { rows, totals: { totalValue: paiseToRupees(sums.total), ...taxSums(sums) } };
}

/**
 * Table 13: per series, the first and last number issued and how many, for the invoices and again for the credit
 * notes. Serials within a series are consecutive (Rule 46(b)); if some are missing from the input the range is
 * split at the gap, so no row claims numbers it does not hold. The shop never cancels an invoice (it issues a
 * credit note) nor a note, hence Cancelled 0.
 */
function docsRows(nature: DocsRow["nature"], documents: ReadonlyArray<IssuedDocument<unknown>>): DocsRow[] {
  const series = new Map<string, Array<IssuedDocument<unknown>>>();
  for (const document of documents) series.set(document.series, [...(series.get(document.series) ?? []), document]);
  return [...series.keys()].sort().flatMap((name) => {
    const sorted = [...(series.get(name) ?? [])].sort((a, b) => a.serial - b.serial);
    const runs: Array<Array<IssuedDocument<unknown>>> = [];
    for (const [index, document] of sorted.entries()) {
      const previous = sorted[index - 1];
      if (previous?.serial === document.serial) throw new Error(`${previous.number} and ${document.number} share serial ${document.serial}.`);
      if (previous?.serial === document.serial - 1) runs[runs.length - 1].push(document);
      else runs.push([document]);
    }
    return runs.map((run) => ({ nature, from: run[0].number, to: run[run.length - 1].number, totalNumber: run.length, cancelled: 0 }));
  });
}

/**
 * The GSTR-1 of `month` ("YYYY-MM") from the invoices and credit notes issued in it; documents of other months are
 * left out (a note is reported in the month of its own date, whenever its invoice was).
 */
export function gstReturns(month: string, invoices: readonly IssuedInvoice[], creditNotes: readonly IssuedCreditNote[] = []): GstReturns {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new RangeError(`"${month}" is not a month (YYYY-MM).`);
  if (month < FIRST_MONTH) throw new RangeError(`GSTR-1 before ${FIRST_MONTH} used the ₹2,50,000 b2cl threshold; ${month} is not supported.`);
  const ofMonth = <T extends IssuedDocument<unknown>>(documents: readonly T[]) =>
    documents
      .filter((document) => document.issueDate.startsWith(`${month}-`))
      .sort((a, b) => compare(a.issueDate, b.issueDate) || compare(a.series, b.series) || a.serial - b.serial);
  const issued = ofMonth(invoices);
  const notes = ofMonth(creditNotes);
  const supplies = issued.map(toSupply);
  const credits = notes.map(toCredit);
  const of = (...kinds: Array<Supply["kind"]>) => supplies.filter((supply) => kinds.includes(supply.kind));
  const credited = (...kinds: Array<Credit["kind"]>) => credits.filter((credit) => kinds.includes(credit.kind));
  const hsnB2b = [...signed(1, of("b2b")), ...signed(-1, credited("cdnr"))];
  const hsnB2c = [...signed(1, of("b2cl", "b2cs")), ...signed(-1, credited("cdnur", "b2cs"))];
  return {
    month,
    b2b: invoiceSection(of("b2b"), ({ issued: { number, document }, date, value, placeOfSupply }, figures): B2bRow => ({
      recipientGstin: document.recipient.gstin ?? "",
      receiverName: gstr1Name(document.recipient.businessName ?? document.recipient.name),
      invoiceNumber: number,
      invoiceDate: date,
      invoiceValue: paiseToRupees(value),
      placeOfSupply,
      reverseCharge: "N",
      invoiceType: "Regular B2B",
      ecommerceGstin: null,
      ...figures,
    })),
    b2cl: invoiceSection(of("b2cl"), ({ issued: { number }, date, value, placeOfSupply }, figures): B2clRow => ({
      invoiceNumber: number,
      invoiceDate: date,
      invoiceValue: paiseToRupees(value),
      placeOfSupply,
      ecommerceGstin: null,
      ...figures,
    })),
    b2cs: b2csSection([...signed(1, of("b2cs")), ...signed(-1, credited("b2cs"))]),
    cdnr: noteSection(credited("cdnr"), cdnrRow),
    cdnur: noteSection(credited("cdnur"), cdnurRow),
    hsn: {
      b2b: hsnSection(hsnB2b),
      b2c: hsnSection(hsnB2c),
      all: hsnSection([...hsnB2b, ...hsnB2c]),
    },
    hsnSplit: month >= HSN_SPLIT_FROM,
    docs: { rows: [...docsRows("Invoices for outward supply", issued), ...docsRows("Credit Note", notes)] },
  };
}
