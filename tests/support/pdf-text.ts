import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * What a reader's tools see in a rendered PDF, through poppler-utils (pdftotext, pdffonts; CI installs them):
 * the tests check the text a person or an accountant's software would extract, not our own drawing calls.
 */
function withFile<T>(pdf: Buffer, read: (file: string) => T): T {
  const folder = mkdtempSync(path.join(tmpdir(), "tax-document-"));
  try {
    const file = path.join(folder, "document.pdf");
    writeFileSync(file, pdf);
    return read(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Runs one of poppler's tools on the PDF. They come from Debian's poppler-utils, not npm (CI installs them), so
 * the tool is a parameter here rather than a package.json binary.
 */
function poppler(tool: "pdftotext" | "pdffonts", args: string[], pdf: Buffer): string {
  return withFile(pdf, (file) => execFileSync(tool, [...args, file, ...(tool === "pdftotext" ? ["-"] : [])], { encoding: "utf8" }));
}

/**
 * The text of each page. "layout" keeps what stands side by side on one line (a label and its value, a table
 * row's cells); "reading" follows pdftotext's reading order, which keeps a wrapped cell's lines together.
 */
export function pdfPages(pdf: Buffer, mode: "layout" | "reading" = "layout"): string[] {
  const text = poppler("pdftotext", [...(mode === "layout" ? ["-layout"] : []), "-enc", "UTF-8"], pdf);
  // pdftotext ends every page with a form feed.
  return text.split("\f").slice(0, -1);
}

export function pdfText(pdf: Buffer, mode: "layout" | "reading" = "layout"): string {
  return pdfPages(pdf, mode).join("\n");
}

/** The embedded fonts' names, as pdffonts lists them (without the subset prefix). */
export function pdfFonts(pdf: Buffer): string[] {
  const listing = poppler("pdffonts", [], pdf);
  return listing
    .split("\n")
    .slice(2)
    .filter(Boolean)
    .map((line) => line.split(/\s+/)[0].replace(/^[A-Z]{6}\+/, ""));
}

/** Debian's tools a reader or a phone would use (poppler-utils, zbar-tools; CI installs them), run on a file. */
function runTool(tool: "pdftoppm" | "zbarimg", args: string[]): string {
  return execFileSync(tool, args, { encoding: "utf8" });
}

/** The QR codes a phone would read off the PDF's pages: rendered by poppler at 150 dpi, scanned by zbar page by page. */
export function scanQrCodes(pdf: Buffer): string[] {
  return withFile(pdf, (file) => {
    const folder = path.dirname(file);
    runTool("pdftoppm", ["-png", "-r", "150", file, path.join(folder, "page")]);
    const pages = readdirSync(folder)
      .filter((name) => name.startsWith("page") && name.endsWith(".png"))
      .sort()
      .map((name) => path.join(folder, name));
    // zbarimg exits with 4 for an image that holds no code: a page without one is not a failure.
    return pages.flatMap((page) => {
      try {
        return runTool("zbarimg", ["--quiet", "--raw", page]).split("\n").filter(Boolean);
      } catch {
        return [];
      }
    });
  });
}
