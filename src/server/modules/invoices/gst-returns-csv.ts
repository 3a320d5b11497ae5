import { stringify } from "csv-stringify/sync";
import { zipSync, type Zippable } from "fflate";
import type { GstReturns, HsnRow } from "./gst-returns";
import { uqcCodeName } from "./gst-uqc";

/**
 * The GSTR-1 as the CSV files of the GST portal's offline tool, one per sheet, with its column names, and all
 * of them in one ZIP for the accountant. Amounts are written from the rupee figures as "1234.50"; a b2cs row net
 * of credit notes can be negative ("-120.00").
 */

export const GSTR1_COLUMNS = {
  b2b: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Reverse Charge",
    "Applicable % of Tax Rate",
    "Invoice Type",
    "E-Commerce GSTIN",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  b2cl: [
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
  ],
  b2cs: ["Type", "Place Of Supply", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"],
  // Table 9B as the offline tool reads it since credit notes were de-linked from invoices (no original invoice
  // number or date); the sources are in ./gst-credit-notes.
  cdnr: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Reverse Charge",
    "Note Supply Type",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  cdnur: [
    "UR Type",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  hsn: [
    "HSN",
    "Description",
    "UQC",
    "Total Quantity",
    "Total Value",
    "Rate",
    "Taxable Value",
    "Integrated Tax Amount",
    "Central Tax Amount",
    "State/UT Tax Amount",
    "Cess Amount",
  ],
  docs: ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
} as const;

/** Two decimals from the whole paise, never through toFixed on a float: 1234.5 → "1234.50". */
export function csvAmount(rupees: number): string {
  const paise = Math.round(rupees * 100);
  const whole = Math.abs(paise);
  return `${paise < 0 ? "-" : ""}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

/** 18 → "18", 0.25 → "0.25": the rate in percent as the tool's drop-down lists it. */
const csvRate = (rate: number) => String(rate);
const blank = (value: string | null) => value ?? "";

/**
 * A name typed by a customer is opened in a spreadsheet by the accountant: a leading = + - @ would be read as a
 * formula (OWASP "CSV injection"), so such a cell is written behind an apostrophe.
 */
export function csvText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return stringify([[...header], ...rows.map((row) => row.map(String))]);
}

function hsnCsv(rows: readonly HsnRow[]): string {
  return csv(
    GSTR1_COLUMNS.hsn,
    rows.map((row) => [
      row.hsn,
      csvText(row.description),
      uqcCodeName(row.uqc),
      row.totalQuantity,
      csvAmount(row.totalValue),
      csvRate(row.rate),
      csvAmount(row.taxableValue),
      csvAmount(row.igst),
      csvAmount(row.cgst),
      csvAmount(row.sgst),
      csvAmount(row.cess),
    ]),
  );
}

/**
 * One CSV per section, named after the offline tool's sheets and in its order: Table 12 as "hsn(b2b)" and
 * "hsn(b2c)" from May 2025, when it was split, and as one "hsn" before. docs.csv lists the invoice series, then
 * the credit-note series.
 */
export function gstReturnsCsv(returns: GstReturns): Array<{ name: string; csv: string }> {
  return [
    {
      name: "b2b.csv",
      csv: csv(
        GSTR1_COLUMNS.b2b,
        returns.b2b.rows.map((row) => [
          row.recipientGstin,
          csvText(row.receiverName),
          row.invoiceNumber,
          row.invoiceDate,
          csvAmount(row.invoiceValue),
          row.placeOfSupply,
          row.reverseCharge,
          blank(row.applicablePercent),
          row.invoiceType,
          blank(row.ecommerceGstin),
          csvRate(row.rate),
          csvAmount(row.taxableValue),
          csvAmount(row.cess),
        ]),
      ),
    },
    {
      name: "b2cl.csv",
      csv: csv(
        GSTR1_COLUMNS.b2cl,
        returns.b2cl.rows.map((row) => [
          row.invoiceNumber,
          row.invoiceDate,
          csvAmount(row.invoiceValue),
          row.placeOfSupply,
          blank(row.applicablePercent),
          csvRate(row.rate),
          csvAmount(row.taxableValue),
          csvAmount(row.cess),
          blank(row.ecommerceGstin),
        ]),
      ),
    },
    {
      name: "b2cs.csv",
      csv: csv(
        GSTR1_COLUMNS.b2cs,
        returns.b2cs.rows.map((row) => [
          row.type,
          row.placeOfSupply,
          blank(row.applicablePercent),
          csvRate(row.rate),
          csvAmount(row.taxableValue),
          csvAmount(row.cess),
          blank(row.ecommerceGstin),
        ]),
      ),
    },
    {
      name: "cdnr.csv",
      csv: csv(
        GSTR1_COLUMNS.cdnr,
        returns.cdnr.rows.map((row) => [
          row.recipientGstin,
          csvText(row.receiverName),
          row.noteNumber,
          row.noteDate,
          row.noteType,
          row.placeOfSupply,
          row.reverseCharge,
          row.noteSupplyType,
          csvAmount(row.noteValue),
          blank(row.applicablePercent),
          csvRate(row.rate),
          csvAmount(row.taxableValue),
          csvAmount(row.cess),
        ]),
      ),
    },
    {
      name: "cdnur.csv",
      csv: csv(
        GSTR1_COLUMNS.cdnur,
        returns.cdnur.rows.map((row) => [
          row.urType,
          row.noteNumber,
          row.noteDate,
          row.noteType,
          row.placeOfSupply,
          csvAmount(row.noteValue),
          blank(row.applicablePercent),
          csvRate(row.rate),
          csvAmount(row.taxableValue),
          csvAmount(row.cess),
        ]),
      ),
    },
    ...(returns.hsnSplit
      ? [
          { name: "hsn(b2b).csv", csv: hsnCsv(returns.hsn.b2b.rows) },
          { name: "hsn(b2c).csv", csv: hsnCsv(returns.hsn.b2c.rows) },
        ]
      : [{ name: "hsn.csv", csv: hsnCsv(returns.hsn.all.rows) }]),
    {
      name: "docs.csv",
      csv: csv(
        GSTR1_COLUMNS.docs,
        returns.docs.rows.map((row) => [row.nature, row.from, row.to, row.totalNumber, row.cancelled]),
      ),
    },
  ];
}

/**
 * All the CSVs in one ZIP. Every entry is dated the month's first day at 00:00 so the same month gives the same
 * bytes. ZIP stores local (DOS) time and fflate reads the Date's local fields, so the Date is built from local
 * fields too: the stamp is the same whatever the server's time zone.
 */
export function gstReturnsZip(returns: GstReturns): Uint8Array {
  const [year, month] = returns.month.split("-").map(Number);
  const mtime = new Date(year, month - 1, 1);
  const encoder = new TextEncoder();
  const files: Zippable = {};
  for (const { name, csv: text } of gstReturnsCsv(returns)) files[name] = [encoder.encode(text), { mtime }];
  return zipSync(files, { level: 6 });
}
