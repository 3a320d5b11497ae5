/**
 * The reviewed overrides (src/server/delivery/pin-overrides.csv): PINs whose district the copies of the directory
 * get wrong or disagree on, each set by hand with the reason. They are data, not code, so a reviewer reads the
 * whole list and its reasons in one place, and adding one needs no change to the script.
 */
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";

export interface Override {
  stateCode: string;
  /** As the directory spells it once title-cased ("Bastar", "NTR"). */
  district: string;
  why: string;
}

export function readOverrides(file: string): Map<number, Override> {
  const rows = parse(readFileSync(file, "utf8"), { columns: true, comment: "#", skip_empty_lines: true, trim: true }) as Array<
    Record<string, string>
  >;
  const overrides = new Map<number, Override>();
  rows.forEach((row, index) => {
    const where = `${file}, row ${index + 1}`;
    if (!/^[1-8]\d{5}$/.test(row.pin ?? "")) throw new Error(`${where}: "${row.pin}" is not a PIN.`);
    if (!/^\d{2}$/.test(row.state_code ?? "")) throw new Error(`${where}: "${row.state_code}" is not a 2-digit GST state code.`);
    if (!row.district || !row.reason) throw new Error(`${where}: a district and a reason are needed.`);
    const pin = Number(row.pin);
    if (overrides.has(pin)) throw new Error(`${where}: ${pin} is overridden twice.`);
    overrides.set(pin, { stateCode: row.state_code, district: row.district, why: row.reason });
  });
  return overrides;
}
