import { describe, expect, it } from "vitest";
import { taxInvoiceSchema } from "~/src/core/shapes/tax-document";
import { renderInvoicePdf } from "./invoice-pdf";
import { money } from "./format";
import { pdfFonts, pdfPages, pdfText } from "~/tests/support/pdf-text";
import { ITEMS, kitItems, sampleInvoice, SUPPLIER } from "~/tests/support/tax-documents";

const BUSINESS = { businessName: "Robokraft Education Services LLP", gstin: "27AABCR7310M1Z8" };

/** Collapses the runs of spaces and line breaks pdftotext puts between the table's cells. */
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("renderInvoicePdf", () => {
  it("prints Rule 46's contents on an intra-state invoice, with CGST and SGST", async () => {
    const invoice = taxInvoiceSchema.parse(sampleInvoice());
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = flat(pdfText(pdf));

    for (const expected of [
      "Tax Invoice",
      "Invoice no. TW/25-26/00042",
      "Invoice date 05 Mar 2026",
      "Order no. 1A2B3C4D",
      "Order date 04 Mar 2026",
      "Payment Cash on delivery",
      "Place of supply Karnataka (29)",
      SUPPLIER.legalName,
      `GSTIN: ${SUPPLIER.gstin}`,
      "State: Karnataka, code 29",
      "Ananya Rao",
      "CGST",
      "SGST",
      "9+9",
      "2.5+2.5",
      "Tax payable on reverse charge: No",
      `For ${SUPPLIER.legalName}`,
      "Rohan Mehta",
      "Authorised Signatory",
      "Page 1 of 1",
    ]) {
      expect(text).toContain(expected);
    }
    for (const item of ITEMS) expect(text).toContain(item.hsn);
    // Wrapped beside the totals, so read in reading order rather than line by line.
    expect(flat(pdfText(pdf, "reading"))).toContain(`Amount in words: ${invoice.amountInWords}`);
    // Totals with the rupee sign and Indian grouping, from the stored amounts.
    expect(text).toContain(`Grand total ${money(invoice.totals.total)}`);
    expect(money(invoice.totals.total)).toBe("₹4,492.00");
    expect(text).toContain(money(invoice.totals.taxableValue));
    expect(text).toContain(money(invoice.totals.cgst));
  });

  it("charges IGST alone on an inter-state invoice", async () => {
    const invoice = taxInvoiceSchema.parse(sampleInvoice({ interState: true }));
    const [page] = pdfPages(await renderInvoicePdf(invoice));
    const header = page.split("\n").find((line) => line.includes("Description")) ?? "";
    expect(header).toContain("IGST");
    expect(header).not.toMatch(/CGST|SGST/);
    expect(page).toContain("Maharashtra (27)");
    expect(page).not.toContain("9+9");
    expect(flat(page)).toContain(`IGST ${money(invoice.totals.igst)}`);
  });

  it("bills a business purchase to the legal name under its GSTIN, beside the supplier's GSTIN", async () => {
    const deliveryAddress = "Robokraft Lab, Unit 12, Hiranandani Business Park\nPowai, Mumbai, Maharashtra 400076";
    const invoice = taxInvoiceSchema.parse(sampleInvoice({ interState: true, recipient: BUSINESS, deliveryAddress }));
    const text = flat(pdfText(await renderInvoicePdf(invoice)));
    expect(text).toContain(`GSTIN: ${SUPPLIER.gstin}`);
    expect(text).toContain(`GSTIN: ${BUSINESS.gstin}`);
    expect(text).toContain(BUSINESS.businessName);
    expect(text).toContain("Attn: Ananya Rao");
    expect(text).toContain("SHIP TO");
    expect(text).toContain("Hiranandani Business Park");
  });

  it("titles a proforma as not a tax invoice, with no invoice number", async () => {
    const invoice = taxInvoiceSchema.parse(sampleInvoice({ type: "proforma" }));
    const text = flat(pdfText(await renderInvoicePdf(invoice)));
    expect(text).toContain("Proforma invoice — not a tax invoice");
    expect(text).not.toContain("Tax Invoice");
    expect(text).not.toContain("Invoice no.");
    expect(text).toContain("Order no. 1A2B3C4D");
    expect(() => taxInvoiceSchema.parse({ ...invoice, number: "TW/25-26/000043" })).toThrow(/proforma has none/);
  });

  it("draws a Hindi name with the Devanagari font, and extracts it in logical order", async () => {
    const invoice = taxInvoiceSchema.parse(sampleInvoice({ recipient: { name: "प्रिया शर्मा" } }));
    const pdf = await renderInvoicePdf(invoice);
    expect(pdfText(pdf)).toContain("प्रिया शर्मा");
    // The title names the document in Hindi too (pdftotext puts the page number between the two scripts).
    expect(pdfText(pdf)).toMatch(/Tax Invoice \/[^]*कर बीजक/);
    expect(pdfFonts(pdf)).toEqual(expect.arrayContaining(["NotoSansDevanagari-Bold", "DejaVuSansCondensed", "DejaVuSansCondensed-Bold"]));
  });

  it("puts ? for a character no embedded font has, and renders the rest", async () => {
    const items = [{ ...ITEMS[0], description: "Servo 🤖 舵机 SG90\u0007 micro" }];
    const text = flat(pdfText(await renderInvoicePdf(sampleInvoice({ items }))));
    expect(text).toContain("Servo ? ?? SG90 micro");
    expect(text).toContain("Authorised Signatory");
  });

  it("continues a 45-line kit order on more pages, repeating the document's header and the table's", async () => {
    const invoice = taxInvoiceSchema.parse(sampleInvoice({ items: kitItems(45) }));
    const pdf = await renderInvoicePdf(invoice);
    const pages = pdfPages(pdf).map(flat);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => {
      expect(page).toContain("Tax Invoice");
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    expect(pages[1]).toContain("Invoice no. TW/25-26/00042 · Date 05 Mar 2026 · Order 1A2B3C4D");
    expect(pages[1]).toMatch(/Sr Description HSN Qty Unit/);
    // Every line printed once; totals and the signature only at the end.
    const all = flat(pdfText(pdf, "reading"));
    for (let part = 1; part <= 45; part += 1) expect(all.match(new RegExp(`kit part ${part}(?!\\d)`, "g"))).toHaveLength(1);
    expect(pages.at(-1)).toContain(`Grand total ${money(invoice.totals.total)}`);
    expect(pages.at(-1)).toContain("Authorised Signatory");
    expect(pages[0]).not.toContain("Authorised Signatory");
  });

  it("wraps a long description inside its cell", async () => {
    const description = `Raspberry Pi 5 starter kit with 8 GB board, 27 W USB-C power supply, active cooler, 64 GB microSD card preloaded with Raspberry Pi OS, HDMI cables and a case`;
    const [page] = pdfPages(await renderInvoicePdf(sampleInvoice({ items: [{ ...ITEMS[0], description }] })));
    // On several lines of the page, each beside the table's border, and every word is there.
    expect(flat(page)).toContain("Raspberry Pi 5 starter kit");
    expect(flat(page)).toContain("HDMI cables and a case");
    expect(page.split("\n").filter((line) => /Raspberry|USB-C|microSD|HDMI/.test(line)).length).toBeGreaterThanOrEqual(3);
  });

  it("gives the same bytes every time the same document is rendered", async () => {
    const invoice = sampleInvoice({ items: kitItems(45), recipient: { name: "प्रिया शर्मा", ...BUSINESS } });
    const first = await renderInvoicePdf(invoice);
    const second = await renderInvoicePdf(structuredClone(invoice));
    expect(second.equals(first)).toBe(true);
    // The creation date is the invoice's date (midnight IST), not the time of rendering.
    expect(first.toString("latin1")).toContain("(D:20260304183000Z)");
  });
});
