import { describe, expect, it } from "vitest";
import { DELIVERY_SAC } from "~/src/core/gst-tax";
import { rupeesToPaise } from "~/src/core/money";
import { DELHI, gstinOf, issuedCreditNote, issuedInvoice, MAHARASHTRA, TAMIL_NADU } from "~/tests/support/gst-invoices";
import { ITEMS, sampleInvoice, type Item } from "~/tests/support/tax-documents";
import type { IssuedCreditNote, IssuedInvoice } from "./gst-documents";
import { gstReturns } from "./gst-returns";
import { gstReturnsPortalJson } from "./gst-returns-portal";

const [arduino, esp32, resistors, jumpers, drone] = ITEMS;
const robotArm: Item = { description: "6-axis robotic arm kit", hsn: "8479", quantity: 1, unitPrice: 150000, gstRate: 18 };
const buyer = { gstin: gstinOf("33"), name: "Chennai Robotics Labs LLP" };
/** The shop's GSTIN, in Karnataka as the sample documents' supplier. */
const SHOP = sampleInvoice().supplier.gstin;

const b2bSale = issuedInvoice({
  serial: 301,
  issueDate: "2026-03-03",
  items: [esp32, arduino, drone],
  placeOfSupply: TAMIL_NADU,
  deliveryFee: 99,
  business: buyer,
});
const intraB2b = issuedInvoice({
  serial: 302,
  issueDate: "2026-03-04",
  items: [arduino],
  business: { gstin: gstinOf("29"), name: "Bengaluru Makers" },
});
const b2clSale = issuedInvoice({ serial: 303, issueDate: "2026-03-05", items: [robotArm], placeOfSupply: DELHI });
const intraSale = issuedInvoice({ serial: 304, issueDate: "2026-03-06", items: [arduino, drone], deliveryFee: 49 });
const interSmall = issuedInvoice({ serial: 305, issueDate: "2026-03-07", items: [resistors, jumpers, arduino], placeOfSupply: MAHARASHTRA });
const invoices = [b2bSale, intraB2b, b2clSale, intraSale, interSmall];
const notes = [
  issuedCreditNote(b2bSale, { serial: 1, issueDate: "2026-03-20", hsn: [esp32.hsn, drone.hsn] }),
  issuedCreditNote(b2clSale, { serial: 2, issueDate: "2026-03-21" }),
  issuedCreditNote(intraSale, { serial: 3, issueDate: "2026-03-22", hsn: [arduino.hsn] }),
];
const returns = gstReturns("2026-03", invoices, notes);
const json = gstReturnsPortalJson(returns, SHOP);

type Tax = { txval: number; iamt: number; camt: number; samt: number };
type Items = Array<{ itm_det: { txval: number; iamt?: number; camt?: number; samt?: number } }>;
/** Tax of the portal's items, in paise. */
function itemTax(items: Items): Tax {
  const sum = { txval: 0, iamt: 0, camt: 0, samt: 0 };
  for (const { itm_det: item } of items) {
    sum.txval += rupeesToPaise(item.txval);
    sum.iamt += rupeesToPaise(item.iamt ?? 0);
    sum.camt += rupeesToPaise(item.camt ?? 0);
    sum.samt += rupeesToPaise(item.samt ?? 0);
  }
  return sum;
}
/** What the documents themselves say, in paise. */
function documentTax(documents: ReadonlyArray<IssuedInvoice | IssuedCreditNote>): Tax {
  const sum = { txval: 0, iamt: 0, camt: 0, samt: 0 };
  for (const { document } of documents) {
    sum.txval += rupeesToPaise(document.totals.taxableValue);
    sum.iamt += rupeesToPaise(document.totals.igst);
    sum.camt += rupeesToPaise(document.totals.cgst);
    sum.samt += rupeesToPaise(document.totals.sgst);
  }
  return sum;
}

describe("gstReturnsPortalJson", () => {
  it("names the supplier and the period as the portal does", () => {
    expect(json).toMatchObject({ gstin: SHOP, fp: "032026", version: expect.stringMatching(/^GST\d/), hash: "hash" });
    expect(Object.keys(json)).toEqual(["gstin", "fp", "version", "hash", "b2b", "b2cl", "b2cs", "cdnr", "cdnur", "hsn", "doc_issue"]);
  });

  it("nests b2b by buyer and invoice, one item per rate numbered as the tool numbers them, dates dd-mm-yyyy", () => {
    expect(json.b2b?.map((buyerEntry) => buyerEntry.ctin)).toEqual([buyer.gstin, gstinOf("29")]);
    const [invoice] = json.b2b![0].inv;
    expect(invoice).toMatchObject({
      inum: b2bSale.number,
      idt: "03-03-2026",
      val: b2bSale.document.totals.total,
      pos: "33",
      rchrg: "N",
      inv_typ: "R",
    });
    expect(invoice.itms.map((item) => [item.num, item.itm_det.rt])).toEqual([
      [501, 5],
      [1801, 18],
    ]);
    // Inter-state: IGST alone; within Karnataka: CGST and SGST alone.
    expect(Object.keys(invoice.itms[0].itm_det).sort()).toEqual(["csamt", "iamt", "rt", "txval"]);
    expect(Object.keys(json.b2b![1].inv[0].itms[0].itm_det).sort()).toEqual(["camt", "csamt", "rt", "samt", "txval"]);
  });

  it("carries each section's tax exactly as invoiced, to the paisa", () => {
    const items = (list: Array<{ itms: Items }>) => list.flatMap((entry) => entry.itms);
    expect(itemTax(items(json.b2b!.flatMap((entry) => entry.inv)))).toEqual(documentTax([b2bSale, intraB2b]));
    expect(itemTax(items(json.b2cl!.flatMap((entry) => entry.inv)))).toEqual(documentTax([b2clSale]));
    expect(itemTax(items(json.cdnr!.flatMap((entry) => entry.nt)))).toEqual(documentTax([notes[0]]));
    expect(itemTax(items(json.cdnur!))).toEqual(documentTax([notes[1]]));
    // b2cs: the small B2C sales net of their notes, by place and rate.
    const b2cs = documentTax([intraSale, interSmall]);
    const credited = documentTax([notes[2]]);
    const net = Object.fromEntries(Object.entries(b2cs).map(([key, value]) => [key, value - credited[key as keyof Tax]]));
    expect(itemTax(json.b2cs!.map((row) => ({ itm_det: row })))).toEqual(net);
    expect(json.b2cs!.map((row) => [row.sply_ty, row.pos, row.rt])).toEqual([
      ["INTER", "27", 18],
      ["INTRA", "29", 5],
      ["INTRA", "29", 18],
    ]);
  });

  it("writes the notes with their own numbers and dates, and the B2C large one in cdnur", () => {
    expect(json.cdnr![0].nt[0]).toMatchObject({ ntty: "C", nt_num: notes[0].number, nt_dt: "20-03-2026", pos: "33", rchrg: "N", inv_typ: "R" });
    expect(json.cdnur).toEqual([
      expect.objectContaining({ typ: "B2CL", ntty: "C", nt_num: notes[1].number, nt_dt: "21-03-2026", val: 150000, pos: "07" }),
    ]);
  });

  it("splits Table 12 from May 2025, codes alone in uqc, services in NA with quantity 0", () => {
    if (!json.hsn || !("hsn_b2b" in json.hsn)) throw new Error("Table 12 should be split for March 2026");
    const { hsn } = json;
    expect(hsn.hsn_b2b.map((row) => [row.num, row.hsn_sc, row.uqc, row.qty])).toEqual([
      [1, "85176290", "NOS", 0],
      [2, "8542", "NOS", 4],
      [3, "8806", "NOS", 0],
      [4, DELIVERY_SAC, "NA", 0],
    ]);
    expect(hsn.hsn_b2c.every((row) => row.uqc === (row.hsn_sc === DELIVERY_SAC ? "NA" : "NOS"))).toBe(true);

    const april = gstReturnsPortalJson(gstReturns("2025-04", [issuedInvoice({ serial: 1, issueDate: "2025-04-10", items: [arduino] })]), SHOP);
    expect(april.fp).toBe("042025");
    expect(april.hsn).toEqual({
      data: [
        {
          num: 1,
          hsn_sc: "8542",
          desc: "Arduino Uno R3 compatible",
          uqc: "NOS",
          qty: 2,
          rt: 18,
          txval: 930.5,
          iamt: 0,
          camt: 83.75,
          samt: 83.75,
          csamt: 0,
        },
      ],
    });
  });

  it("lists the documents issued in Table 13 as the portal numbers its kinds", () => {
    expect(json.doc_issue).toEqual({
      doc_det: [
        {
          doc_num: 1,
          doc_typ: "Invoices for outward supply",
          docs: [{ num: 1, from: b2bSale.number, to: interSmall.number, totnum: 5, cancel: 0, net_issue: 5 }],
        },
        { doc_num: 5, doc_typ: "Credit Note", docs: [{ num: 1, from: notes[0].number, to: notes[2].number, totnum: 3, cancel: 0, net_issue: 3 }] },
      ],
    });
  });

  it("leaves out the sections a month does not have", () => {
    expect(gstReturnsPortalJson(gstReturns("2026-05", invoices), SHOP)).toEqual({
      gstin: SHOP,
      fp: "052026",
      version: expect.any(String),
      hash: "hash",
    });
  });
});
