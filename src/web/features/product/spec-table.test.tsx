import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { documentLinks, specRows } from "~/src/core/spec-labels";
import { testProduct } from "~/tests/support/fixtures/product";
import { ProductDocuments } from "./product-documents";
import { SpecTable } from "./spec-table";
import { createTranslator } from "~/src/core/i18n";

const englishText = createTranslator("en").t;

const SPECS = {
  voltageMin: 3.3,
  voltageMax: 5,
  logic: "3.3" as const,
  interfaces: ["I2C" as const, "SPI" as const],
  currentMa: 20,
  needsDriver: true,
  powerSource: { voltage: 7.4 },
  dimensionsMm: { length: 68.6, width: 53.4 },
  weightG: 25,
  kind: "board" as const,
  extra: [
    { key: "Microcontroller", value: "ATmega328P at 16 MHz" },
    { key: "Memory", value: "32 KB flash" },
  ],
};

const DOCUMENTS = [
  { name: "ATmega328P datasheet", url: "/files/datasheet.pdf", bytes: 1_234_567 },
  { name: "Quick start guide", url: "/files/guide.pdf", bytes: 84_200 },
];

function Sections({ product = testProduct({ specs: SPECS, documents: DOCUMENTS }) }) {
  return (
    <main>
      <h1>{product.name}</h1>
      <SpecTable rows={specRows(product.specs, englishText)} />
      <ProductDocuments documents={documentLinks(product.documents, englishText)} />
    </main>
  );
}

describe("product page: specifications table and datasheets", () => {
  it("lists every known fact with its label and unit, then the free rows, under a Specifications heading", () => {
    render(<Sections />);
    const section = screen.getByRole("region", { name: "Specifications" });
    const rows = within(section)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "Operating voltage3.3–5 V",
      "Logic level3.3 V",
      "InterfacesI²C, SPI",
      "Current draw20 mA",
      "Needs a motor driverYes",
      "Power source7.4 V",
      "Dimensions68.6 × 53.4 mm",
      "Weight25 g",
      "MicrocontrollerATmega328P at 16 MHz",
      "Memory32 KB flash",
    ]);
    expect(within(section).getByRole("rowheader", { name: "Operating voltage" })).toBeInTheDocument();
    expect(within(section).getByRole("cell", { name: "3.3–5 V" })).toBeInTheDocument();
  });

  it("links each datasheet for download with its type and size", () => {
    render(<Sections />);
    const section = screen.getByRole("region", { name: "Datasheets and manuals" });
    const links = within(section).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["ATmega328P datasheetPDF, 1.2 MB", "Quick start guidePDF, 84 KB"]);
    expect(links[0]).toHaveAttribute("href", "/files/datasheet.pdf");
    expect(links[0]).toHaveAttribute("download");
  });

  it("shows neither section when the product has no specs and no documents", () => {
    render(<Sections product={testProduct()} />);
    expect(screen.queryByRole("region", { name: "Specifications" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Datasheets and manuals" })).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("is in the server's HTML, headed by h2s after the page's h1", () => {
    const html = renderToString(<Sections />);
    expect(html).toContain('<th scope="row"');
    expect(html).toContain("Needs a motor driver");
    expect([...html.matchAll(/<h(\d)/g)].map((match) => Number(match[1]))).toEqual([1, 2, 2]);
  });
});
