import { gunzipSync } from "node:zlib";
import { PIN_PATTERN } from "~/src/core/pin";
import { pinDirectoryGzipBase64 } from "./pin-directory-data";

/**
 * India's PIN codes → district and GST state code, from India Post's directory (see ./README.md).
 *
 * The data is compiled into the server as a string (./pin-directory-data.ts, made by
 * scripts/build-pin-directory.ts), so there is no file to find at run time: the same import works from the
 * sources (tsx, vitest) and from the esbuild bundle (build/server/shop.js).
 */

export interface PinInfo {
  pin: string;
  /** India Post's name for the district, in title case ("Bengaluru Urban"). */
  district: string;
  /** The state's 2-digit GST code ("29"). */
  stateCode: string;
}

interface Directory {
  /** Ascending, for a binary search: 19,500 PINs in 78 KB, where a Map would take about ten times as much. */
  pins: Uint32Array;
  /** For each PIN, its index into districts and stateCodes. */
  districtOfPin: Uint16Array;
  districts: string[];
  stateCodes: string[];
}

/** Decoded on the first lookup (a few milliseconds), so a server that never looks up a PIN pays nothing. */
let directory: Directory | undefined;

/** The layout is written by encode() in scripts/build-pin-directory.ts. */
function decode(gzipped: Buffer): Directory {
  const bytes = gunzipSync(gzipped);
  if (bytes.toString("latin1", 0, 4) !== "PIN1") throw new Error("The PIN directory is not in the expected format: run npm run pins:build.");
  const count = bytes.readUInt32LE(4);
  const tableLength = bytes.readUInt32LE(8);
  let offset = 12;
  const lines = bytes.toString("utf8", offset, offset + tableLength).split("\n");
  offset += tableLength;

  const pins = new Uint32Array(count);
  let pin = 0;
  for (let i = 0; i < count; i++) {
    let delta = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = bytes[offset++];
      delta |= (byte & 0x7f) << shift;
      shift += 7;
    } while (byte & 0x80);
    pins[i] = pin += delta;
  }
  const districtOfPin = new Uint16Array(count);
  for (let i = 0; i < count; i++) districtOfPin[i] = bytes.readUInt16LE(offset + i * 2);
  if (offset + count * 2 !== bytes.length) throw new Error("The PIN directory is truncated or corrupt: run npm run pins:build.");

  return { pins, districtOfPin, districts: lines.map((line) => line.slice(2)), stateCodes: lines.map((line) => line.slice(0, 2)) };
}

function loaded(): Directory {
  directory ??= decode(Buffer.from(pinDirectoryGzipBase64, "base64"));
  return directory;
}

/** The district and state of a PIN (6 digits, the first not 0), or null when India Post's directory does not list it. */
export function lookupPin(pin: string): PinInfo | null {
  if (!PIN_PATTERN.test(pin)) return null;
  const { pins, districtOfPin, districts, stateCodes } = loaded();
  const wanted = Number(pin);
  let low = 0;
  let high = pins.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = pins[middle];
    if (found < wanted) low = middle + 1;
    else if (found > wanted) high = middle - 1;
    else {
      const index = districtOfPin[middle];
      return { pin, district: districts[index], stateCode: stateCodes[index] };
    }
  }
  return null;
}

/** How many PINs the directory holds. */
export function pinDirectorySize(): number {
  return loaded().pins.length;
}

/** For each PIN's first three digits (a sorting district of India Post), its states by how many PINs each has. */
let prefixStates: Map<string, string[]> | undefined;

/**
 * The states whose PINs begin with `pin`'s first three digits, the state with the most such PINs first; [] for
 * digits the directory has never seen (no such sorting district) or for a PIN that is not well formed. A few
 * prefixes straddle a border (396: Gujarat and Dadra & Nagar Haveli and Daman & Diu; 605: Tamil Nadu and
 * Puducherry), so a state is known by its prefix only when it is among these.
 */
export function statesOfPrefix(pin: string): string[] {
  if (!PIN_PATTERN.test(pin)) return [];
  if (!prefixStates) {
    const { pins, districtOfPin, stateCodes } = loaded();
    const counts = new Map<string, Map<string, number>>();
    for (let i = 0; i < pins.length; i++) {
      const prefix = String(pins[i]).slice(0, 3);
      const states = counts.get(prefix) ?? new Map<string, number>();
      counts.set(prefix, states);
      const state = stateCodes[districtOfPin[i]];
      states.set(state, (states.get(state) ?? 0) + 1);
    }
    prefixStates = new Map(
      [...counts].map(([prefix, states]) => [prefix, [...states].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1)).map(([state]) => state)]),
    );
  }
  return prefixStates.get(pin.slice(0, 3)) ?? [];
}
