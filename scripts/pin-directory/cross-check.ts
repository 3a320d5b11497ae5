/**
 * The current directory checked PIN by PIN against an earlier release compiled apart from it.
 *
 * The earlier release names districts as they were then: since, some were renamed (Gurgaon → Gurugram) or
 * respelled (Belgaum → Belagavi), and new ones were carved out (NTR from Krishna, Kondagaon from Bastar). So:
 *   - a district name of the earlier release that the current one does not have is read as the current district
 *     its PINs went to whose name is most alike, or else the one most of them went to (renames());
 *   - a PIN whose current district the earlier release does not know is in a district made since, and agrees
 *     when its earlier district is one the new district was carved from (a tenth or more of its PINs came from it);
 *   - any other difference is a disagreement: the reviewed overrides settle it, or it is printed as undecided and
 *     the current directory's answer is kept, being the newer.
 * A PIN only the earlier release gives a place for is kept: neither copy marks an office closed, and addresses
 * still carry PINs whose offices India Post has merged or renumbered since. It takes the current district of the
 * nearest PIN (in number) that was in the same district then, which follows a district split along its PINs.
 */
import { districtKey } from "./names";
import { count, type Directory, type Pin } from "./offices";
import type { Override } from "./overrides";

export interface CrossCheck {
  pins: Pin[];
  /** PINs both copies place, and of those, how many agree on the state, on the district, or are in a newer district. */
  both: number;
  sameState: number;
  sameDistrict: number;
  newerDistrict: number;
  /** "state: old name → current name" for the districts the earlier release names otherwise. */
  renames: string[];
  /** PINs kept from the earlier release, by "state district (name then)". */
  added: Map<string, number[]>;
  /** Overrides that changed the answer, as "pin: before → after (why)". */
  overridden: string[];
  /** Disagreements no override settles, by what each copy says. */
  undecided: Map<string, number[]>;
}

/** "<state code><district key>": how districts are compared, whatever their spelling. */
const keyOf = (pin: Pin) => pin.stateCode + districtKey(pin.district);

function push<K>(map: Map<K, number[]>, key: K, pin: number): void {
  const list = map.get(key);
  if (list) list.push(pin);
  else map.set(key, [pin]);
}

/** Likeness of two names, 0 to 1: the share of letter pairs they have in common (Dice's coefficient). */
function likeness(a: string, b: string): number {
  const pairs = (name: string) => {
    const key = districtKey(name);
    return Array.from({ length: Math.max(key.length - 1, 0) }, (_, i) => key.slice(i, i + 2));
  };
  const left = pairs(a);
  const right = pairs(b);
  const all = left.length + right.length;
  let shared = 0;
  for (const pair of left) {
    const at = right.indexOf(pair);
    if (at >= 0) {
      shared++;
      right.splice(at, 1);
    }
  }
  return all === 0 ? 0 : (2 * shared) / all;
}

/** Old district key → its name then and the current district, for the names of the earlier release the current one lacks. */
function renames(current: Directory, earlier: Directory): Map<string, { then: string; now: Pin }> {
  const currentKeys = new Set([...current.pins.values()].map(keyOf));
  const wentTo = new Map<string, { name: string; to: Map<string, number>; names: Map<string, Pin> }>();
  for (const [pin, old] of earlier.pins) {
    const now = current.pins.get(pin);
    if (!now || now.stateCode !== old.stateCode || currentKeys.has(keyOf(old))) continue;
    const entry = wentTo.get(keyOf(old)) ?? { name: old.district, to: new Map(), names: new Map() };
    count(entry.to, keyOf(now));
    entry.names.set(keyOf(now), now);
    wentTo.set(keyOf(old), entry);
  }
  const result = new Map<string, { then: string; now: Pin }>();
  for (const [oldKey, { name, to, names }] of wentTo) {
    // Ranked by PINs first, so that of two names as alike (Bangalore Rural: Bengaluru Rural, Bengaluru Urban) the
    // one most PINs went to wins; the sort below is stable.
    const ranked = [...to].sort(([a, n], [b, m]) => m - n || (a < b ? -1 : 1)).map(([key]) => key);
    const alike = ranked.map((key) => ({ key, likeness: likeness(name, names.get(key)!.district) })).sort((a, b) => b.likeness - a.likeness);
    result.set(oldKey, { then: name, now: names.get(alike[0].likeness >= 0.5 ? alike[0].key : ranked[0])! });
  }
  return result;
}

export function crossCheck(current: Directory, earlier: Directory, overrides: Map<number, Override>): CrossCheck {
  const renamed = renames(current, earlier);
  /** An earlier release's district, as the current directory's key. */
  const nowKeyOf = (old: Pin) => {
    const to = renamed.get(keyOf(old));
    return to ? keyOf(to.now) : keyOf(old);
  };
  const knownThen = new Set([...earlier.pins.values()].map(nowKeyOf));

  // Where the PINs of each newer district were then, to tell a district carved out from a stray answer.
  const carvedFrom = new Map<string, Map<string, number>>();
  for (const [pin, now] of current.pins) {
    const old = earlier.pins.get(pin);
    if (!old || old.stateCode !== now.stateCode || knownThen.has(keyOf(now))) continue;
    const counts = carvedFrom.get(keyOf(now)) ?? new Map<string, number>();
    count(counts, nowKeyOf(old));
    carvedFrom.set(keyOf(now), counts);
  }
  const isParent = (now: Pin, old: Pin) => {
    const counts = carvedFrom.get(keyOf(now))!;
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    return (counts.get(nowKeyOf(old)) ?? 0) * 10 >= total;
  };

  const result: CrossCheck = {
    pins: [],
    both: 0,
    sameState: 0,
    sameDistrict: 0,
    newerDistrict: 0,
    renames: [...renamed.values()].map(({ then, now }) => `${now.stateCode} ${then} → ${now.district}`).sort(),
    added: new Map(),
    overridden: [],
    undecided: new Map(),
  };
  const chosen = new Map(current.pins);
  // The PINs of each district then (as the current key), in the same state now. Those the copies disagree on count
  // too: the current directory's answer stands for them, and it is the newer (Chennai took in PINs of Tiruvallur).
  const byDistrictThen = new Map<string, number[]>();
  for (const [pin, now] of current.pins) {
    const old = earlier.pins.get(pin);
    if (!old) continue;
    result.both++;
    let agrees = old.stateCode === now.stateCode;
    if (agrees) {
      result.sameState++;
      if (keyOf(now) === nowKeyOf(old)) result.sameDistrict++;
      else if (!knownThen.has(keyOf(now)) && isParent(now, old)) result.newerDistrict++;
      else agrees = false;
    }
    if (old.stateCode === now.stateCode) push(byDistrictThen, nowKeyOf(old), pin);
    if (!agrees && !overrides.has(pin))
      push(result.undecided, `${now.stateCode} ${now.district} (now) / ${old.stateCode} ${old.district} (then)`, pin);
  }

  for (const [pin, old] of earlier.pins) {
    if (chosen.has(pin)) continue;
    let nearest: number | undefined;
    for (const other of byDistrictThen.get(nowKeyOf(old)) ?? [])
      if (nearest === undefined || Math.abs(other - pin) < Math.abs(nearest - pin)) nearest = other;
    const district = nearest === undefined ? (renamed.get(keyOf(old))?.now.district ?? old.district) : chosen.get(nearest)!.district;
    chosen.set(pin, { pin, district, stateCode: old.stateCode });
    push(result.added, `${old.stateCode} ${district}${district === old.district ? "" : ` (${old.district})`}`, pin);
  }

  // Each override must name a district an office of the current directory is in, in that state (so a typo fails),
  // and a PIN one of the copies lists.
  for (const [pin, { stateCode, district, why }] of overrides) {
    if (!current.districts.has(stateCode + district))
      throw new Error(`Override of ${pin}: no district "${district}" in state ${stateCode} in the directory.`);
    if (!current.listed.has(pin) && !earlier.listed.has(pin)) throw new Error(`Override of ${pin}: neither copy of the directory lists it.`);
    const before = chosen.get(pin);
    if (before?.stateCode === stateCode && before.district === district) continue;
    chosen.set(pin, { pin, district, stateCode });
    result.overridden.push(`${pin}: ${before ? `${before.stateCode} ${before.district}` : "left out"} → ${stateCode} ${district} (${why})`);
  }
  result.pins = [...chosen.values()].sort((a, b) => a.pin - b.pin);
  return result;
}
