import { parse } from "csv-parse/sync";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { DELIVERY_SAC } from "~/src/core/gst-tax";
import { rupeesToPaise } from "~/src/core/money";
import { DELHI, gstinOf, issuedInvoice, MAHARASHTRA, TAMIL_NADU } from "~/tests/support/gst-invoices";
import { ITEMS, type Item } from "~/tests/support/tax-documents";
import { csvAmount, GSTR1_COLUMNS, gstReturnsCsv, gstReturnsZip } from "./gst-returns-csv";
import type { IssuedInvoice, TaxSums } from "./gst-documents";
import { B2CL_THRESHOLD_PAISE, gstReturns } from "./gst-returns";

const [arduino, esp32, resistors, jumpers, drone] = ITEMS;
const robotArm: Item = { description: "6-axis robotic arm kit", hsn: "8479", quantity: 1, unitPrice: 150000, gstRate: 18 };
const buyer = { gstin: gstinOf("33"), name: "Chennai Robotics Labs LLP" };

/** March 2026, one invoice of each kind, plus one of February and one of April that must be left out. */
const february = issuedInvoice({ serial: 100, issueDate: "2026-02-27", items: [arduino] });
const intraB2c = issuedInvoice({ serial: 101, issueDate: "2026-03-02", items: [arduino, drone], deliveryFee: 49 });
const interB2cSmall = issuedInvoice({
  serial: 102,
  issueDate: "2026-03-05",
  items: [resistors, jumpers],
  placeOfSupply: MAHARASHTRA,
  deliveryFee: 79,
});
const interB2cLarge = issuedInvoice({ serial: 103, issueDate: "2026-03-10", items: [robotArm], placeOfSupply: DELHI });
const b2bTwoRates = issuedInvoice({
  serial: 104,
  issueDate: "2026-03-18",
  items: [esp32, arduino, drone],
  placeOfSupply: TAMIL_NADU,
  deliveryFee: 99,
  business: buyer,
});
/** ₹1,20,000 within Karnataka: large, but not inter-state, so b2cs. */
const intraB2cLarge = issuedInvoice({ serial: 105, issueDate: "2026-03-24", items: [{ ...robotArm, unitPrice: 120000 }] });
/** Exactly ₹1,00,000 to Delhi: b2cl is for values above the threshold, so b2cs. */
const interAtThreshold = issuedInvoice({ serial: 106, issueDate: "2026-03-31", items: [{ ...robotArm, unitPrice: 100000 }], placeOfSupply: DELHI });
const april = issuedInvoice({ serial: 1, issueDate: "2026-04-01", items: [arduino], series: "TW/26-27/" });

const march = [intraB2c, interB2cSmall, interB2cLarge, b2bTwoRates, intraB2cLarge, interAtThreshold];
const all = [february, ...march, april];
const returns = gstReturns("2026-03", all);

type Sums = { taxable: number; igst: number; cgst: number; sgst: number; total: number };
/** The invoices' own totals, in paise. */
function invoiceSums(invoices: readonly IssuedInvoice[]): Sums {
  const sums = { taxable: 0, igst: 0, cgst: 0, sgst: 0, total: 0 };
  for (const { document } of invoices) {
    sums.taxable += rupeesToPaise(document.totals.taxableValue);
    sums.igst += rupeesToPaise(document.totals.igst);
    sums.cgst += rupeesToPaise(document.totals.cgst);
    sums.sgst += rupeesToPaise(document.totals.sgst);
    sums.total += rupeesToPaise(document.totals.total);
  }
  return sums;
}
/** Section totals (rupees) in paise, added up. */
function sectionSums(...totals: TaxSums[]): Omit<Sums, "total"> {
  const paise = (pick: (t: TaxSums) => number) => totals.reduce((sum, t) => sum + rupeesToPaise(pick(t)), 0);
  return { taxable: paise((t) => t.taxableValue), igst: paise((t) => t.igst), cgst: paise((t) => t.cgst), sgst: paise((t) => t.sgst) };
}
/** The rows of a section, summed in paise, equal its totals. */
function expectRowsMatchTotals(rows: TaxSums[], totals: TaxSums) {
  expect(sectionSums(...rows)).toEqual(sectionSums(totals));
}
const withoutTotal = ({ total: _, ...rest }: Sums) => rest;

describe("gstReturns", () => {
  it("puts each invoice of the month in its table and leaves other months out", () => {
    expect(returns.month).toBe("2026-03");
    expect([...new Set(returns.b2b.rows.map((row) => row.invoiceNumber))]).toEqual([b2bTwoRates.number]);
    expect(returns.b2cl.rows.map((row) => row.invoiceNumber)).toEqual([interB2cLarge.number]);
    const everyNumber = [...returns.b2b.rows, ...returns.b2cl.rows].map((row) => row.invoiceNumber);
    expect(everyNumber).not.toContain(february.number);
    expect(everyNumber).not.toContain(april.number);
    expect(returns.docs.rows).toEqual([
      { nature: "Invoices for outward supply", from: "TW/25-26/000101", to: "TW/25-26/000106", totalNumber: 6, cancelled: 0 },
    ]);
  });

  it("writes b2b one row per invoice and rate, the invoice value on each (Table 4A)", () => {
    const { document } = b2bTwoRates;
    const atRate = (rate: number) => document.lines.filter((line) => line.gstRate === rate);
    const taxable = (rate: number) => atRate(rate).reduce((sum, line) => sum + rupeesToPaise(line.taxableValue), 0) / 100;
    const common = {
      recipientGstin: buyer.gstin,
      receiverName: buyer.name,
      invoiceNumber: "TW/25-26/000104",
      invoiceDate: "18-Mar-2026",
      invoiceValue: document.totals.total,
      placeOfSupply: "33-Tamil Nadu",
      reverseCharge: "N",
      applicablePercent: null,
      invoiceType: "Regular B2B",
      ecommerceGstin: null,
      cgst: 0,
      sgst: 0,
      cess: 0,
    };
    expect(returns.b2b.rows).toEqual([
      { ...common, rate: 5, taxableValue: taxable(5), igst: expect.any(Number) },
      { ...common, rate: 18, taxableValue: taxable(18), igst: expect.any(Number) },
    ]);
    // The delivery fee is taxed at the highest rate of the goods, so it joins the 18 % row.
    expect(atRate(18).map((line) => line.hsn)).toContain(DELIVERY_SAC);
    expect(returns.b2b.totals).toMatchObject({ invoiceValue: document.totals.total, invoiceCount: 1, taxableValue: document.totals.taxableValue });
  });

  it("writes b2cl for the inter-state B2C invoice above ₹1,00,000 only (Table 5)", () => {
    expect(B2CL_THRESHOLD_PAISE).toBe(10_000_000);
    // 1,50,000 × 18 ÷ 118 = 22,881.355… → IGST 22,881.36, taxable value the rest.
    expect(returns.b2cl.rows).toEqual([
      {
        invoiceNumber: "TW/25-26/000103",
        invoiceDate: "10-Mar-2026",
        invoiceValue: 150000,
        placeOfSupply: "07-Delhi",
        applicablePercent: null,
        rate: 18,
        taxableValue: 127118.64,
        igst: 22881.36,
        cgst: 0,
        sgst: 0,
        cess: 0,
        ecommerceGstin: null,
      },
    ]);
    expect(returns.b2cl.totals).toEqual({
      invoiceValue: 150000,
      invoiceCount: 1,
      taxableValue: 127118.64,
      igst: 22881.36,
      cgst: 0,
      sgst: 0,
      cess: 0,
    });
  });

  it("sums every other B2C invoice in b2cs by place of supply and rate (Table 7)", () => {
    expect(returns.b2cs.rows.map(({ type, placeOfSupply, rate }) => [type, placeOfSupply, rate])).toEqual([
      ["OE", "07-Delhi", 18],
      ["OE", "27-Maharashtra", 18],
      ["OE", "29-Karnataka", 5],
      ["OE", "29-Karnataka", 18],
    ]);
    // Delhi holds the ₹1,00,000 invoice alone: 1,00,000 × 18 ÷ 118 = 15,254.237… → 15,254.24.
    expect(returns.b2cs.rows[0]).toMatchObject({ taxableValue: 84745.76, igst: 15254.24, cgst: 0, sgst: 0 });
    // Karnataka 18 %: the Arduino boards and the delivery fee of one invoice, and the ₹1,20,000 arm of another.
    const karnataka18 = [...intraB2c.document.lines, ...intraB2cLarge.document.lines].filter((line) => line.gstRate === 18);
    const paise = karnataka18.reduce((sum, line) => sum + rupeesToPaise(line.taxableValue), 0);
    expect(rupeesToPaise(returns.b2cs.rows[3].taxableValue)).toBe(paise);
    expect(returns.b2cs.rows[3].igst).toBe(0);
    expect(returns.b2cs.rows[3].cgst).toBe(returns.b2cs.rows[3].sgst);
  });

  it("summarises HSN for B2B and B2C apart, services in NA with quantity 0 (Table 12)", () => {
    expect(returns.hsn.b2b.rows.map(({ hsn, uqc, rate, totalQuantity }) => [hsn, uqc, rate, totalQuantity])).toEqual([
      ["85176290", "NOS", 18, 1],
      ["8542", "NOS", 18, 2],
      ["8806", "NOS", 5, 1],
      [DELIVERY_SAC, "NA", 18, 0],
    ]);
    expect(returns.hsn.b2c.rows.map(({ hsn, uqc, rate, totalQuantity }) => [hsn, uqc, rate, totalQuantity])).toEqual([
      ["8479", "NOS", 18, 3],
      ["8533", "NOS", 18, 1],
      ["8542", "NOS", 18, 2],
      ["8544", "NOS", 18, 3],
      ["8806", "NOS", 5, 1],
      [DELIVERY_SAC, "NA", 18, 0],
    ]);
    const delivery = returns.hsn.b2c.rows[5];
    // Two delivery lines, one intra-state (₹49) and one inter-state (₹79): both kinds of tax on one row.
    expect(delivery).toMatchObject({ description: "Packaging and Utility Charges", totalValue: 128 });
    expect(delivery.igst).toBeGreaterThan(0);
    expect(delivery.cgst).toBeGreaterThan(0);
    // Three robot arms of different price: one HSN row, their descriptions the same.
    expect(returns.hsn.b2c.rows[0]).toMatchObject({ description: robotArm.description, totalValue: 370000 });
    expect(returns.hsn.b2b.rows.every((row) => row.igst > 0 && row.cgst === 0 && row.sgst === 0)).toBe(true);
  });

  it("reconciles every section's totals with the invoices of the month, in paise", () => {
    const invoices = invoiceSums(march);
    const { b2b, b2cl, b2cs, hsn } = returns;
    expect(sectionSums(b2b.totals, b2cl.totals, b2cs.totals)).toEqual(withoutTotal(invoices));
    expect(sectionSums(hsn.b2b.totals, hsn.b2c.totals)).toEqual(withoutTotal(invoices));
    expect(rupeesToPaise(hsn.b2b.totals.totalValue) + rupeesToPaise(hsn.b2c.totals.totalValue)).toBe(invoices.total);
    // B2B in Table 12 equals Table 4A; B2C equals Tables 5 and 7 (the portal's cross-checks since 2025).
    expect(sectionSums(hsn.b2b.totals)).toEqual(sectionSums(b2b.totals));
    expect(sectionSums(hsn.b2c.totals)).toEqual(sectionSums(b2cl.totals, b2cs.totals));
    expect(rupeesToPaise(b2b.totals.invoiceValue)).toBe(rupeesToPaise(hsn.b2b.totals.totalValue));
    expect(b2b.totals.invoiceCount + b2cl.totals.invoiceCount).toBe(2);
    for (const section of [b2b, b2cl, b2cs, hsn.b2b, hsn.b2c]) expectRowsMatchTotals(section.rows, section.totals);
    for (const section of [hsn.b2b, hsn.b2c]) {
      const rowsTotal = section.rows.reduce((sum, row) => sum + rupeesToPaise(row.totalValue), 0);
      expect(rowsTotal).toBe(rupeesToPaise(section.totals.totalValue));
    }
  });

  it("does not depend on the order of the invoices", () => {
    expect(gstReturns("2026-03", [...all].reverse())).toEqual(returns);
  });

  it("gives empty tables for a month without invoices", () => {
    const empty = gstReturns("2026-05", all);
    const zero = { taxableValue: 0, igst: 0, cgst: 0, sgst: 0, cess: 0 };
    expect(empty.b2b).toEqual({ rows: [], totals: { invoiceValue: 0, invoiceCount: 0, ...zero } });
    expect(empty.b2cs).toEqual({ rows: [], totals: zero });
    for (const notes of [empty.cdnr, empty.cdnur]) expect(notes).toEqual({ rows: [], totals: { noteValue: 0, noteCount: 0, ...zero } });
    expect(empty.hsn.b2c).toEqual({ rows: [], totals: { totalValue: 0, ...zero } });
    expect(empty.docs.rows).toEqual([]);
  });

  it("lists each series in Table 13 and splits a range where numbers are missing", () => {
    const issued = [1, 2, 3, 5].map((serial) => issuedInvoice({ serial, issueDate: "2026-04-02", items: [arduino], series: "TW/26-27/" }));
    const other = issuedInvoice({ serial: 7, issueDate: "2026-04-03", items: [arduino], series: "TWB/26-27/" });
    expect(gstReturns("2026-04", [other, ...issued]).docs.rows).toEqual([
      { nature: "Invoices for outward supply", from: "TW/26-27/000001", to: "TW/26-27/000003", totalNumber: 3, cancelled: 0 },
      { nature: "Invoices for outward supply", from: "TW/26-27/000005", to: "TW/26-27/000005", totalNumber: 1, cancelled: 0 },
      { nature: "Invoices for outward supply", from: "TWB/26-27/000007", to: "TWB/26-27/000007", totalNumber: 1, cancelled: 0 },
    ]);
    expect(() => gstReturns("2026-04", [issued[0], { ...issued[1], serial: 1 }])).toThrow(/share serial 1/);
  });

  it("refuses what it cannot export correctly", () => {
    expect(() => gstReturns("2026-3", march)).toThrow(RangeError);
    expect(() => gstReturns("2024-07", march)).toThrow(/2,50,000/);
    const proforma = { ...intraB2c, document: { ...intraB2c.document, type: "proforma" as const, number: null } };
    expect(() => gstReturns("2026-03", [proforma])).toThrow(/not the tax invoice/);
    const { document } = intraB2c;
    const broken = { ...intraB2c, document: { ...document, totals: { ...document.totals, cgst: document.totals.cgst + 0.01 } } };
    expect(() => gstReturns("2026-03", [broken])).toThrow(/do not add up/);
  });
});

/** The offline tool's sheets in its order (Table 9B after Table 7). */
const SHEETS = ["b2b.csv", "b2cl.csv", "b2cs.csv", "cdnr.csv", "cdnur.csv", "hsn(b2b).csv", "hsn(b2c).csv", "docs.csv"];

describe("gstReturnsCsv", () => {
  const files = gstReturnsCsv(returns);
  const file = (name: string) => files.find((entry) => entry.name === name)?.csv ?? "";
  const records = (name: string): Array<Record<string, string>> => parse(file(name), { columns: true });

  it("writes one file per sheet with the offline tool's headers", () => {
    expect(files.map((entry) => entry.name)).toEqual(SHEETS);
    const header = (name: string) => file(name).split("\n")[0];
    expect(header("b2b.csv")).toBe(
      "GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount",
    );
    expect(header("b2cl.csv")).toBe(
      "Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
    );
    expect(header("b2cs.csv")).toBe("Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN");
    const hsnHeader =
      "HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount";
    expect(header("hsn(b2b).csv")).toBe(hsnHeader);
    expect(header("hsn(b2c).csv")).toBe(hsnHeader);
    expect(header("docs.csv")).toBe("Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled");
  });

  it("parses back to the JSON rows, amounts with two decimals", () => {
    expect(records("b2b.csv")).toEqual(
      returns.b2b.rows.map((row) => ({
        "GSTIN/UIN of Recipient": row.recipientGstin,
        "Receiver Name": row.receiverName,
        "Invoice Number": row.invoiceNumber,
        "Invoice date": row.invoiceDate,
        "Invoice Value": row.invoiceValue.toFixed(2),
        "Place Of Supply": row.placeOfSupply,
        "Reverse Charge": "N",
        "Applicable % of Tax Rate": "",
        "Invoice Type": "Regular B2B",
        "E-Commerce GSTIN": "",
        Rate: String(row.rate),
        "Taxable Value": row.taxableValue.toFixed(2),
        "Cess Amount": "0.00",
      })),
    );
    expect(records("b2cl.csv")).toEqual([
      {
        "Invoice Number": "TW/25-26/000103",
        "Invoice date": "10-Mar-2026",
        "Invoice Value": "150000.00",
        "Place Of Supply": "07-Delhi",
        "Applicable % of Tax Rate": "",
        Rate: "18",
        "Taxable Value": "127118.64",
        "Cess Amount": "0.00",
        "E-Commerce GSTIN": "",
      },
    ]);
    expect(records("b2cs.csv").map((record) => [record.Type, record["Place Of Supply"], record.Rate, record["Taxable Value"]])).toEqual(
      returns.b2cs.rows.map((row) => ["OE", row.placeOfSupply, String(row.rate), row.taxableValue.toFixed(2)]),
    );
    for (const [name, rows] of [
      ["hsn(b2b).csv", returns.hsn.b2b.rows],
      ["hsn(b2c).csv", returns.hsn.b2c.rows],
    ] as const) {
      expect(records(name)).toEqual(
        rows.map((row) => ({
          HSN: row.hsn,
          Description: row.description,
          // The tool's code–name form for goods; services in NA (./gst-uqc).
          UQC: row.hsn === DELIVERY_SAC ? "NA" : "NOS-NUMBERS",
          "Total Quantity": String(row.totalQuantity),
          "Total Value": row.totalValue.toFixed(2),
          Rate: String(row.rate),
          "Taxable Value": row.taxableValue.toFixed(2),
          "Integrated Tax Amount": row.igst.toFixed(2),
          "Central Tax Amount": row.cgst.toFixed(2),
          "State/UT Tax Amount": row.sgst.toFixed(2),
          "Cess Amount": "0.00",
        })),
      );
    }
    expect(records("docs.csv")).toEqual([
      {
        "Nature of Document": "Invoices for outward supply",
        "Sr. No. From": "TW/25-26/000101",
        "Sr. No. To": "TW/25-26/000106",
        "Total Number": "6",
        Cancelled: "0",
      },
    ]);
  });

  it("writes amounts exactly and keeps a typed name from becoming a formula", () => {
    expect([1234.5, 0.1 + 0.2, 0, 22881.36, -5].map(csvAmount)).toEqual(["1234.50", "0.30", "0.00", "22881.36", "-5.00"]);
    const rate = issuedInvoice({
      serial: 1,
      issueDate: "2026-04-02",
      items: [{ ...drone, gstRate: 0.25 }],
      business: { gstin: gstinOf("29"), name: '=HYPERLINK("x")' },
    });
    const [record] = parse(gstReturnsCsv(gstReturns("2026-04", [rate]))[0].csv, { columns: true }) as Array<Record<string, string>>;
    // The double quotes become the single ones the offline tool accepts; the apostrophe keeps it from being a formula.
    expect(record["Receiver Name"]).toBe(`'=HYPERLINK('x')`);
    expect(record.Rate).toBe("0.25");
  });

  it("fits a receiver name to the offline tool's rule, which would drop the whole row otherwise", () => {
    const named = (name: string) => issuedInvoice({ serial: 1, issueDate: "2026-04-02", items: [arduino], business: { gstin: gstinOf("29"), name } });
    const receiver = (name: string) =>
      (parse(gstReturnsCsv(gstReturns("2026-04", [named(name)]))[0].csv, { columns: true }) as Array<Record<string, string>>)[0]["Receiver Name"];
    expect(receiver('Makers: "Pune" LLP')).toBe("Makers- 'Pune' LLP");
    expect(receiver("सूर्या Robotics")).toBe("Robotics");
    expect(receiver(`${"Atal Tinkering Lab ".repeat(5)}Trust Society`)).toHaveLength(94);
  });

  it("writes Table 12 as one hsn.csv for return periods before May 2025, split from then on", () => {
    const sale = (issueDate: string, serial: number, business?: { gstin: string; name: string }) =>
      issuedInvoice({ serial, issueDate, items: [arduino, drone], deliveryFee: 49, business });
    const april = gstReturns("2025-04", [sale("2025-04-10", 1), sale("2025-04-11", 2, buyer)]);
    expect(april.hsnSplit).toBe(false);
    const aprilFiles = gstReturnsCsv(april);
    expect(aprilFiles.map((entry) => entry.name)).toEqual(["b2b.csv", "b2cl.csv", "b2cs.csv", "cdnr.csv", "cdnur.csv", "hsn.csv", "docs.csv"]);
    // One table for both buyers: the Arduino boards of both invoices on one row.
    const hsn = parse(aprilFiles[5].csv, { columns: true }) as Array<Record<string, string>>;
    expect(hsn.map((row) => [row.HSN, row.UQC, row["Total Quantity"]])).toEqual([
      ["8542", "NOS-NUMBERS", "4"],
      ["8806", "NOS-NUMBERS", "2"],
      [DELIVERY_SAC, "NA", "0"],
    ]);
    expect(sectionSums(april.hsn.all.totals)).toEqual(sectionSums(april.hsn.b2b.totals, april.hsn.b2c.totals));
    const may = gstReturns("2025-05", [sale("2025-05-02", 3)]);
    expect(may.hsnSplit).toBe(true);
    expect(gstReturnsCsv(may).map((entry) => entry.name)).toEqual(SHEETS);
  });

  it("keeps the header row for an empty table", () => {
    expect(gstReturnsCsv(gstReturns("2026-05", all)).map(({ csv }) => csv.trim().split("\n").length)).toEqual(SHEETS.map(() => 1));
    expect(GSTR1_COLUMNS.b2cs).toHaveLength(7);
  });
});

describe("gstReturnsZip", () => {
  it("holds the eight CSVs, dated the month's first day", () => {
    const zip = gstReturnsZip(returns);
    const entries = unzipSync(zip);
    expect(Object.keys(entries)).toEqual(SHEETS);
    for (const { name, csv } of gstReturnsCsv(returns)) expect(strFromU8(entries[name])).toBe(csv);
    // The first local file header's DOS date (offset 12): year since 1980, month, day.
    const dosDate = zip[12] | (zip[13] << 8);
    expect([(dosDate >> 9) + 1980, (dosDate >> 5) & 15, dosDate & 31]).toEqual([2026, 3, 1]);
  });

  it("gives the same bytes for the same month, whatever the order, the clock or the time zone", () => {
    const first = gstReturnsZip(returns);
    const zone = process.env.TZ;
    try {
      process.env.TZ = "America/Los_Angeles";
      expect(gstReturnsZip(gstReturns("2026-03", [...all].reverse()))).toEqual(first);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    expect(Buffer.from(gstReturnsZip(gstReturns("2026-03", all))).equals(Buffer.from(first))).toBe(true);
  });
});
