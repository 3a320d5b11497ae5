import { defineMessages } from "~/src/core/i18n";
import { refuse } from "~/src/server/refusal";

const refusalText = defineMessages("refusal.partsListFile", {
  workbook: "This is a spreadsheet workbook, not a CSV file: save it as CSV (File → Save As → CSV UTF-8) and send that.",
  notText: "This file is not a CSV or text file: send the parts list as CSV.",
});

/**
 * The text of an uploaded parts list. Spreadsheets save CSV in more than one encoding: UTF-8 (with or without a
 * byte-order mark), "Unicode text" (UTF-16 with a mark) and, from older Excel on Windows, Windows-1252, which is
 * what bytes that are not UTF-8 most likely are. A workbook itself (.xlsx, .xls) is refused with the way out.
 */
export function decodeListFile(bytes: Buffer): string {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) || bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) {
    throw refuse.invalid({ message: refusalText.workbook });
  }
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder("utf-16le").decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder("utf-16be").decode(bytes.subarray(2));
  else {
    try {
      text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    } catch {
      text = new TextDecoder("windows-1252").decode(bytes);
    }
  }
  if (text.includes("\u0000")) throw refuse.invalid({ message: refusalText.notText });
  return text;
}
