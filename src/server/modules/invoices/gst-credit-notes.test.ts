import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { paiseToRupees, rupeesToPaise } from "~/src/core/money";
import type { TaxDocumentLine } from "~/src/core/shapes/tax-document";
import { DELHI, gstinOf, issuedCreditNote, issuedInvoice, MAHARASHTRA, TAMIL_NADU } from "~/tests/support/gst-invoices";
import { ITEMS, type Item } from "~/tests/support/tax-documents";
import { gstReturnsCsv } from "./gst-returns-csv";
import type { IssuedCreditNote, IssuedInvoice, TaxSums } from "./gst-documents";
import { gstReturns, type HsnRow } from "./gst-returns";

const [arduino, esp32, resistors, jumpers, drone] = ITEMS;
const robotArm: Item = { description: "6-axis robotic arm kit", hsn: "8479", quantity: 1, unitPrice: 150000, gstRate: 18 };
const buyer = { gstin: gstinOf("33"), name: "Chennai Robotics Labs LLP" };

/** March 2026: one sale of each kind, then a credit note against four of them. */
const b2bSale = issuedInvoice({
  serial: 301,
  issueDate: "2026-03-03",
  items: [esp32, arduino, drone],
  placeOfSupply: TAMIL_NADU,
  deliveryFee: 99,
  business: buyer,
});
const b2clSale = issuedInvoice({ serial: 302, issueDate: "2026-03-04", items: [robotArm], placeOfSupply: DELHI });
const intraSale = issuedInvoice({ serial: 303, issueDate: "2026-03-05", items: [arduino, drone], deliveryFee: 49 });
const interSmall = issuedInvoice({ serial: 304, issueDate: "2026-03-06", items: [resistors, jumpers, arduino], placeOfSupply: MAHARASHTRA });
const invoices = [b2bSale, b2clSale, intraSale, interSmall];

/** To the registered buyer: the ESP32 (18 %) and the drone (5 %) come back. */
const registeredNote = issuedCreditNote(b2bSale, { serial: 1, issueDate: "2026-03-20", hsn: [esp32.hsn, drone.hsn] });
/** Against the ₹1,50,000 inter-state invoice of b2cl. */
const largeNote = issuedCreditNote(b2clSale, { serial: 2, issueDate: "2026-03-21" });
/** Intra-state: the two Arduino boards. */
const intraNote = issuedCreditNote(intraSale, { serial: 3, issueDate: "2026-03-22", hsn: [arduino.hsn] });
/** Inter-state but small: the jumper wires to Maharashtra. */
const smallNote = issuedCreditNote(interSmall, { serial: 4, issueDate: "2026-03-23", hsn: [jumpers.hsn] });
const marchNotes = [registeredNote, largeNote, intraNote, smallNote];
/** Other months: left out of March. April's note has no sale to net against. */
const aprilNote = issuedCreditNote(intraSale, { serial: 1, issueDate: "2026-04-02", hsn: [drone.hsn], series: "TW-CN/26-27/" });
const februaryNote = issuedCreditNote(issuedInvoice({ serial: 90, issueDate: "2026-02-02", items: [arduino] }), {
  serial: 90,
  issueDate: "2026-02-27",
});
const notes = [aprilNote, ...marchNotes, februaryNote];

const before = gstReturns("2026-03", invoices);
const returns = gstReturns("2026-03", invoices, notes);

/** Sums of tax figures in paise, from rows, totals or document lines (rupees). */
type Sums = { taxable: number; igst: number; cgst: number; sgst: number };
type Figures = Pick<TaxSums, "taxableValue" | "igst" | "cgst" | "sgst">;
const zero = (): Sums => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0 });
function plus(into: Sums, figures: Figures, sign = 1): Sums {
  into.taxable += sign * rupeesToPaise(figures.taxableValue);
  into.igst += sign * rupeesToPaise(figures.igst);
  into.cgst += sign * rupeesToPaise(figures.cgst);
  into.sgst += sign * rupeesToPaise(figures.sgst);
  return into;
}
/** Totals or rows of sections, added (sign 1) or taken off (sign -1). */
const sums = (...parts: Array<[Figures[], 1 | -1]>) => parts.reduce((into, [all, sign]) => all.reduce((acc, t) => plus(acc, t, sign), into), zero());
/** What the notes themselves say, in paise. */
const noteSums = (list: IssuedCreditNote[]) => list.reduce((acc, { document }) => plus(acc, document.totals), zero());
const noteValue = (list: IssuedCreditNote[]) => list.reduce((total, { document }) => total + rupeesToPaise(document.totals.total), 0);
const lineSums = (lines: TaxDocumentLine[]) => lines.reduce((acc, line) => plus(acc, line), zero());
const inRupees = ({ taxable, igst, cgst, sgst }: Sums) => ({
  taxableValue: paiseToRupees(taxable),
  igst: paiseToRupees(igst),
  cgst: paiseToRupees(cgst),
  sgst: paiseToRupees(sgst),
});

describe("credit notes in gstReturns", () => {
  it("writes a registered buyer's note in cdnr, one row per rate, with the template's columns (Table 9B)", () => {
    const { document } = registeredNote;
    const atRate = (rate: number) => inRupees(lineSums(document.lines.filter((line) => line.gstRate === rate)));
    const common = {
      recipientGstin: buyer.gstin,
      receiverName: buyer.name,
      noteNumber: "TW-CN/25-26/0001",
      noteDate: "20-Mar-2026",
      noteType: "C",
      placeOfSupply: "33-Tamil Nadu",
      reverseCharge: "N",
      noteSupplyType: "Regular B2B",
      noteValue: document.totals.total,
      applicablePercent: null,
      cess: 0,
    };
    expect(returns.cdnr.rows).toEqual([
      { ...common, rate: 5, ...atRate(5) },
      { ...common, rate: 18, ...atRate(18) },
    ]);
    // The drone, ₹2,499 with 5 % IGST: 2,499 × 5 ÷ 105 = 119.00; the note's value is positive.
    expect(returns.cdnr.rows[0]).toMatchObject({ taxableValue: 2380, igst: 119, cgst: 0, sgst: 0 });
    expect(document.totals.total).toBeGreaterThan(2499);
    expect(returns.cdnr.totals).toEqual({ noteValue: document.totals.total, noteCount: 1, ...inRupees(noteSums([registeredNote])), cess: 0 });
  });

  it("writes only the note against the inter-state invoice above ₹1,00,000 in cdnur, as B2CL", () => {
    expect(returns.cdnur.rows).toEqual([
      {
        urType: "B2CL",
        noteNumber: "TW-CN/25-26/0002",
        noteDate: "21-Mar-2026",
        noteType: "C",
        placeOfSupply: "07-Delhi",
        noteValue: 150000,
        applicablePercent: null,
        rate: 18,
        taxableValue: 127118.64,
        igst: 22881.36,
        cgst: 0,
        sgst: 0,
        cess: 0,
      },
    ]);
    expect(returns.cdnur.totals).toEqual({ noteValue: 150000, noteCount: 1, taxableValue: 127118.64, igst: 22881.36, cgst: 0, sgst: 0, cess: 0 });
  });

  it("nets every other unregistered buyer's note in b2cs, at its place of supply and rate (Table 7)", () => {
    const row = (of: typeof returns, placeOfSupply: string, rate: number) =>
      of.b2cs.rows.find((candidate) => candidate.placeOfSupply === placeOfSupply && candidate.rate === rate);
    // The rows are the same as without notes: no row of its own for a note.
    expect(returns.b2cs.rows.map(({ placeOfSupply, rate }) => [placeOfSupply, rate])).toEqual(
      before.b2cs.rows.map(({ placeOfSupply, rate }) => [placeOfSupply, rate]),
    );
    const expectReduced = (placeOfSupply: string, note: IssuedCreditNote) => {
      const reduced = sums([[row(before, placeOfSupply, 18)!], 1], [note.document.lines, -1]);
      expect(row(returns, placeOfSupply, 18)).toMatchObject({ ...inRupees(reduced), cess: 0 });
    };
    expectReduced("29-Karnataka", intraNote);
    expectReduced("27-Maharashtra", smallNote);
    // Karnataka 18 % held the two Arduino boards and the delivery fee: only the fee is left.
    const delivery = intraSale.document.lines.filter((line) => line.hsn === "9985");
    expect(row(returns, "29-Karnataka", 18)).toMatchObject(inRupees(lineSums(delivery)));
    expect(row(returns, "29-Karnataka", 5)).toEqual(row(before, "29-Karnataka", 5));
    // Nothing of the registered or the B2C large note reaches Table 7.
    expect(returns.b2cs.rows.some((candidate) => candidate.placeOfSupply === "07-Delhi" || candidate.placeOfSupply === "33-Tamil Nadu")).toBe(false);
  });

  it("lets a b2cs row go negative when a month's notes exceed its sales, exactly", () => {
    const april = gstReturns("2026-04", invoices, notes);
    const drone5 = inRupees(lineSums(aprilNote.document.lines));
    expect(drone5.cgst).toBeGreaterThan(0);
    expect(april.b2cs.rows).toEqual([
      {
        type: "OE",
        placeOfSupply: "29-Karnataka",
        applicablePercent: null,
        rate: 5,
        taxableValue: -drone5.taxableValue,
        igst: 0,
        cgst: -drone5.cgst,
        sgst: -drone5.sgst,
        cess: 0,
        ecommerceGstin: null,
      },
    ]);
    expect(april.hsn.b2c.rows).toEqual([expect.objectContaining({ hsn: drone.hsn, totalQuantity: -1, totalValue: -drone.unitPrice })]);
    expect(april.docs.rows).toEqual([{ nature: "Credit Note", from: "TW-CN/26-27/0001", to: "TW-CN/26-27/0001", totalNumber: 1, cancelled: 0 }]);
    const [record] = parse(gstReturnsCsv(april).find(({ name }) => name === "b2cs.csv")?.csv ?? "", { columns: true }) as Array<
      Record<string, string>
    >;
    expect(record["Taxable Value"]).toBe(`-${drone5.taxableValue.toFixed(2)}`);
  });

  it("takes the notes off the HSN summary of their kind, quantity and values (Table 12)", () => {
    const key = (row: HsnRow) => `${row.hsn}|${row.rate}|${row.uqc}`;
    /** The summary before the notes, less each note line, worked out here line by line. */
    function expected(rows: HsnRow[], credited: IssuedCreditNote[]) {
      const map = new Map(
        rows.map((row) => [key(row), { quantity: row.totalQuantity * 1000, total: rupeesToPaise(row.totalValue), sums: plus(zero(), row) }]),
      );
      for (const line of credited.flatMap(({ document }) => document.lines)) {
        const entry = map.get(`${line.hsn}|${line.gstRate}|${line.unit}`);
        if (!entry) throw new Error(`no HSN row for ${line.hsn}`);
        entry.quantity -= line.quantity * 1000;
        entry.total -= rupeesToPaise(line.total);
        plus(entry.sums, line, -1);
      }
      return [...map].map(([k, { quantity, total, sums: s }]) => [k, quantity / 1000, paiseToRupees(total), inRupees(s)]);
    }
    const actual = (rows: HsnRow[]) =>
      rows.map((row) => [
        key(row),
        row.totalQuantity,
        row.totalValue,
        { taxableValue: row.taxableValue, igst: row.igst, cgst: row.cgst, sgst: row.sgst },
      ]);
    expect(actual(returns.hsn.b2b.rows)).toEqual(expected(before.hsn.b2b.rows, [registeredNote]));
    expect(actual(returns.hsn.b2c.rows)).toEqual(expected(before.hsn.b2c.rows, [largeNote, intraNote, smallNote]));
    const quantity = (rows: HsnRow[], hsn: string) => rows.find((row) => row.hsn === hsn)?.totalQuantity;
    // B2B: the one ESP32 came back; B2C: two of the four Arduino boards (Karnataka's), the arm, the jumper wires.
    expect([quantity(before.hsn.b2b.rows, esp32.hsn), quantity(returns.hsn.b2b.rows, esp32.hsn)]).toEqual([1, 0]);
    expect([quantity(before.hsn.b2c.rows, arduino.hsn), quantity(returns.hsn.b2c.rows, arduino.hsn)]).toEqual([4, 2]);
    expect(returns.hsn.b2c.rows.find((row) => row.hsn === robotArm.hsn)).toMatchObject({ totalQuantity: 0, totalValue: 0, taxableValue: 0, igst: 0 });
    expect(quantity(returns.hsn.b2b.rows, arduino.hsn)).toBe(2);
  });

  it("lists the credit-note series in Table 13 after the invoices", () => {
    expect(returns.docs.rows).toEqual([
      { nature: "Invoices for outward supply", from: "TW/25-26/000301", to: "TW/25-26/000304", totalNumber: 4, cancelled: 0 },
      { nature: "Credit Note", from: "TW-CN/25-26/0001", to: "TW-CN/25-26/0004", totalNumber: 4, cancelled: 0 },
    ]);
  });

  it("reconciles every section with the notes and invoices of the month, in paise", () => {
    const { b2b, b2cl, b2cs, cdnr, cdnur, hsn } = returns;
    for (const section of [b2cs, cdnr, cdnur, hsn.b2b, hsn.b2c]) expect(sums([section.rows, 1])).toEqual(sums([[section.totals], 1]));
    for (const section of [cdnr, cdnur]) {
      const rowsValue = new Map(section.rows.map((row) => [row.noteNumber, rupeesToPaise(row.noteValue)]));
      expect([...rowsValue.values()].reduce((a, b) => a + b, 0)).toBe(rupeesToPaise(section.totals.noteValue));
      expect(rowsValue.size).toBe(section.totals.noteCount);
    }
    expect(sums([[cdnr.totals], 1])).toEqual(noteSums([registeredNote]));
    expect(sums([[cdnur.totals], 1])).toEqual(noteSums([largeNote]));
    expect(rupeesToPaise(cdnr.totals.noteValue) + rupeesToPaise(cdnur.totals.noteValue)).toBe(noteValue([registeredNote, largeNote]));
    // Table 7 is the sales less the netted notes; b2b and b2cl keep the invoices whole.
    expect(sums([[b2cs.totals], 1])).toEqual(sums([[before.b2cs.totals], 1], [[...intraNote.document.lines, ...smallNote.document.lines], -1]));
    expect([b2b, b2cl]).toEqual([before.b2b, before.b2cl]);
    // Table 12 against the other tables, as the portal checks it: B2B = 4A − 9B registered; B2C = 5 + 7 − 9B unregistered.
    expect(sums([[hsn.b2b.totals], 1])).toEqual(sums([[b2b.totals], 1], [[cdnr.totals], -1]));
    expect(sums([[hsn.b2c.totals], 1])).toEqual(sums([[b2cl.totals, b2cs.totals], 1], [[cdnur.totals], -1]));
    expect(rupeesToPaise(hsn.b2b.totals.totalValue)).toBe(rupeesToPaise(b2b.totals.invoiceValue) - rupeesToPaise(cdnr.totals.noteValue));
    const b2cInvoices = [b2clSale, intraSale, interSmall].reduce((total, { document }) => total + rupeesToPaise(document.totals.total), 0);
    expect(rupeesToPaise(hsn.b2c.totals.totalValue)).toBe(b2cInvoices - noteValue([largeNote, intraNote, smallNote]));
    // Everything reported is the invoices less the notes.
    const all = sums([[b2b.totals, b2cl.totals, b2cs.totals], 1], [[cdnr.totals, cdnur.totals], -1]);
    expect(all).toEqual(sums([invoices.map(({ document }) => document.totals), 1], [marchNotes.map(({ document }) => document.totals), -1]));
  });

  it("ignores the notes of other months and does not depend on order", () => {
    expect(returns).toEqual(gstReturns("2026-03", invoices, marchNotes));
    expect(gstReturns("2026-03", [...invoices].reverse(), [...notes].reverse())).toEqual(returns);
    const numbers = [...returns.cdnr.rows, ...returns.cdnur.rows].map((row) => row.noteNumber);
    expect(numbers).not.toContain(aprilNote.number);
    expect(numbers).not.toContain(februaryNote.number);
    // A note is reported in the month of its own date: February's in February; April's (for a March sale) in April.
    expect(gstReturns("2026-02", [], [februaryNote]).b2cs.rows).toHaveLength(1);
    expect(gstReturns("2026-04", [], [aprilNote]).b2cs.rows).toHaveLength(1);
    expect(gstReturns("2026-03", [], [februaryNote, aprilNote]).b2cs.rows).toEqual([]);
  });

  it("sends a note to cdnur only when its invoice was B2C large on the invoice's date", () => {
    const kind = (note: IssuedCreditNote, month = note.issueDate.slice(0, 7)) => {
      const of = gstReturns(month, [], [note]);
      return of.cdnr.rows.length ? "cdnr" : of.cdnur.rows.length ? "cdnur" : of.b2cs.rows.length ? "b2cs" : "none";
    };
    const note = (invoice: IssuedInvoice, issueDate = "2026-05-04") => issuedCreditNote(invoice, { serial: 9, issueDate });
    const price = (unitPrice: number) => [{ ...robotArm, unitPrice }];
    // Exactly ₹1,00,000 to Delhi was b2cs, and so is its note; ₹1,20,000 within Karnataka too.
    expect(kind(note(issuedInvoice({ serial: 1, issueDate: "2026-05-02", items: price(100000), placeOfSupply: DELHI })))).toBe("b2cs");
    expect(kind(note(issuedInvoice({ serial: 2, issueDate: "2026-05-02", items: price(120000) })))).toBe("b2cs");
    expect(kind(note(issuedInvoice({ serial: 3, issueDate: "2026-05-02", items: price(100000.01), placeOfSupply: DELHI })))).toBe("cdnur");
    // Before 1 Aug 2024 the limit was ₹2,50,000: a note of September 2024 follows its July invoice.
    const july = (serial: number, unitPrice: number) =>
      note(issuedInvoice({ serial, issueDate: "2024-07-15", items: price(unitPrice), placeOfSupply: DELHI, series: "TW/24-25/" }), "2024-09-10");
    expect([kind(july(4, 200000)), kind(july(5, 250000)), kind(july(6, 250000.01))]).toEqual(["b2cs", "b2cs", "cdnur"]);
    // A registered buyer within Karnataka: cdnr, with CGST and SGST.
    const local = note(
      issuedInvoice({ serial: 7, issueDate: "2026-05-02", items: [arduino], business: { gstin: gstinOf("29"), name: "Bengaluru Makers" } }),
    );
    const [row] = gstReturns("2026-05", [], [local]).cdnr.rows;
    expect(row).toMatchObject({ placeOfSupply: "29-Karnataka", receiverName: "Bengaluru Makers", igst: 0, cgst: local.document.totals.cgst });
    expect(row.cgst).toBeGreaterThan(0);
  });

  it("refuses a note it cannot report correctly", () => {
    expect(() => gstReturns("2026-03", [], [{ ...intraNote, number: "TW-CN/25-26/0009" }])).toThrow(/not the credit note it is stored with/);
    const { document } = intraNote;
    const broken = { ...intraNote, document: { ...document, totals: { ...document.totals, sgst: document.totals.sgst + 0.01 } } };
    expect(() => gstReturns("2026-03", [], [broken])).toThrow(/lines of credit note TW-CN\/25-26\/0003 do not add up/);
    expect(() => gstReturns("2026-03", [], [{ ...largeNote, invoiceValue: 1000 }])).toThrow(/worth more than its invoice/);
    expect(() => gstReturns("2026-03", [], [{ ...largeNote, invoiceValue: undefined as unknown as number }])).toThrow(/worth more than its invoice/);
    expect(() => gstReturns("2026-03", [], [intraNote, { ...smallNote, serial: 3 }])).toThrow(/share serial 3/);
  });
});

describe("credit notes in the CSV files", () => {
  const files = gstReturnsCsv(returns);
  const file = (name: string) => files.find((entry) => entry.name === name)?.csv ?? "";
  const records = (name: string): Array<Record<string, string>> => parse(file(name), { columns: true });

  it("writes cdnr.csv and cdnur.csv with the offline tool's headers", () => {
    expect(file("cdnr.csv").split("\n")[0]).toBe(
      "GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount",
    );
    expect(file("cdnur.csv").split("\n")[0]).toBe(
      "UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount",
    );
  });

  it("parses back to the JSON rows", () => {
    expect(records("cdnr.csv")).toEqual(
      returns.cdnr.rows.map((row) => ({
        "GSTIN/UIN of Recipient": buyer.gstin,
        "Receiver Name": buyer.name,
        "Note Number": "TW-CN/25-26/0001",
        "Note Date": "20-Mar-2026",
        "Note Type": "C",
        "Place Of Supply": "33-Tamil Nadu",
        "Reverse Charge": "N",
        "Note Supply Type": "Regular B2B",
        "Note Value": registeredNote.document.totals.total.toFixed(2),
        "Applicable % of Tax Rate": "",
        Rate: String(row.rate),
        "Taxable Value": row.taxableValue.toFixed(2),
        "Cess Amount": "0.00",
      })),
    );
    expect(records("cdnr.csv").map((record) => record.Rate)).toEqual(["5", "18"]);
    expect(records("cdnur.csv")).toEqual([
      {
        "UR Type": "B2CL",
        "Note Number": "TW-CN/25-26/0002",
        "Note Date": "21-Mar-2026",
        "Note Type": "C",
        "Place Of Supply": "07-Delhi",
        "Note Value": "150000.00",
        "Applicable % of Tax Rate": "",
        Rate: "18",
        "Taxable Value": "127118.64",
        "Cess Amount": "0.00",
      },
    ]);
    expect(records("docs.csv")).toEqual([
      {
        "Nature of Document": "Invoices for outward supply",
        "Sr. No. From": "TW/25-26/000301",
        "Sr. No. To": "TW/25-26/000304",
        "Total Number": "4",
        Cancelled: "0",
      },
      {
        "Nature of Document": "Credit Note",
        "Sr. No. From": "TW-CN/25-26/0001",
        "Sr. No. To": "TW-CN/25-26/0004",
        "Total Number": "4",
        Cancelled: "0",
      },
    ]);
  });
});
