import { describe, expect, it } from "vitest";
import { creditNoteSchema } from "~/src/core/shapes/tax-document";
import { renderCreditNotePdf } from "./credit-note-pdf";
import { money } from "./format";
import { pdfPages, pdfText } from "~/tests/support/pdf-text";
import { ITEMS, kitItems, sampleCreditNote, SUPPLIER } from "~/tests/support/tax-documents";

const flat = (text: string) => text.replace(/\s+/g, " ");

describe("renderCreditNotePdf", () => {
  it("prints Rule 53's contents: its number and date, the original invoice, the value and tax credited", async () => {
    const note = creditNoteSchema.parse(sampleCreditNote());
    const pdf = await renderCreditNotePdf(note);
    const text = flat(pdfText(pdf));
    for (const expected of [
      "Credit Note",
      "Against invoice TW/25-26/00042 dated 05 Mar 2026",
      "Credit note no. TW-CN/25-26/0007",
      "Date 20 Mar 2026",
      "Order no. 1A2B3C4D",
      "Reason Goods returned",
      "Place of supply Karnataka (29)",
      `GSTIN: ${SUPPLIER.gstin}`,
      "Ananya Rao",
      `Total credited ${money(note.totals.total)}`,
      `CGST ${money(note.totals.cgst)}`,
      `For ${SUPPLIER.legalName}`,
      "Authorised Signatory",
    ]) {
      expect(text).toContain(expected);
    }
    for (const item of ITEMS.slice(0, 2)) expect(text).toContain(item.hsn);
    expect(flat(pdfText(pdf, "reading"))).toContain(`Amount in words: ${note.amountInWords}`);
    // A credit note is not an invoice: no reverse-charge declaration, no invoice title.
    expect(text).not.toContain("reverse charge");
    expect(text).not.toContain("Tax Invoice");
  });

  it("credits IGST on an inter-state supply", async () => {
    const note = creditNoteSchema.parse(sampleCreditNote({ interState: true }));
    const [page] = pdfPages(await renderCreditNotePdf(note));
    const header = page.split("\n").find((line) => line.includes("Description")) ?? "";
    expect(header).toContain("IGST");
    expect(header).not.toContain("CGST");
    expect(flat(page)).toContain(`IGST ${money(note.totals.igst)}`);
  });

  it("repeats its header on continuation pages and renders to the same bytes each time", async () => {
    const note = sampleCreditNote({ items: kitItems(45) });
    const first = await renderCreditNotePdf(note);
    expect((await renderCreditNotePdf(note)).equals(first)).toBe(true);
    const pages = pdfPages(first).map(flat);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[1]).toContain("Credit Note");
    expect(pages[1]).toContain("Credit note no. TW-CN/25-26/0007 · Date 20 Mar 2026");
    expect(pages[1]).toContain(`Page 2 of ${pages.length}`);
    expect(pages.at(-1)).toContain("Authorised Signatory");
  });
});
