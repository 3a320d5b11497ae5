import { KIT_MAX_ITEMS } from "./constants";
import { speaksLogic, type PartKind, type ProductSpecs } from "./specs";

/**
 * Kit compatibility hints (issue 32): advice on a kit selection from the parts' structured specifications —
 * a 3.3 V board with 5 V parts and no level shifter, motors without a driver or a power source that fits,
 * no board, nothing to wire the parts with. Each hint says what to add and names a few in-stock products
 * that would answer it. Hints advise; they never block an order.
 */

export const KIT_HINT_CODES = ["level-shifter", "motor-driver", "power-source", "no-board", "wiring"] as const;
export type KitHintCode = (typeof KIT_HINT_CODES)[number];

export const KIT_HINT_SUGGESTIONS = 3;
export const KIT_FULL_NOTE = `Your kit already has ${KIT_MAX_ITEMS} parts: remove one to make room.`;

export interface VoltRange {
  min: number;
  max: number;
}

/** What a hint's suggested products must be; the server turns each into a cheap indexed query. */
export type KitWant = { kind: PartKind } | { isDriver: true } | { powerSource: VoltRange | null };

export interface KitPart {
  _id: string;
  name: string;
  specs: ProductSpecs;
}

export interface KitCandidate extends KitPart {
  stock: number;
  bestSeller: boolean;
}

export interface KitProblem {
  code: KitHintCode;
  wants: KitWant[];
  /** The advice, naming the best suggestion when there is one. */
  say(suggestions: KitPart[]): string;
}

export interface KitHint<P> {
  code: KitHintCode;
  message: string;
  suggestions: P[];
}

/** "A", "A and B", "A, B and C", "A, B and 3 more". */
export function nameList(names: string[]): string {
  if (names.length <= 1) return names.join("");
  if (names.length <= 3) return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `${names.slice(0, 2).join(", ")} and ${names.length - 2} more`;
}

const namesOf = (parts: KitPart[]) => nameList(parts.map((part) => part.name));
const verb = (parts: KitPart[], one: string, many: string) => (parts.length === 1 ? one : many);
const suchAs = (suggestions: KitPart[]) => (suggestions.length ? ` such as ${suggestions[0].name}` : "");
const isKind = (kind: PartKind) => (part: { specs: ProductSpecs }) =>
  part.specs.kind === kind || (part.specs.kind === "breadboard-kit" && (kind === "breadboard" || kind === "jumper-wires"));

export function voltsText({ min, max }: VoltRange): string {
  return min === max ? `${min} V` : `${min}–${max} V`;
}

/** The voltages every one of these parts runs at, or null when none states a range (or they share none). */
export function commonRange(parts: KitPart[]): VoltRange | null {
  const ranges = parts.flatMap(({ specs }) => {
    const min = specs.voltageMin ?? specs.voltageMax;
    const max = specs.voltageMax ?? specs.voltageMin;
    return min === undefined || max === undefined ? [] : [{ min, max }];
  });
  if (ranges.length === 0) return null;
  const shared = { min: Math.max(...ranges.map((r) => r.min)), max: Math.min(...ranges.map((r) => r.max)) };
  // Parts that share no voltage need a supply each; the first one's range is still the best advice.
  return shared.min <= shared.max ? shared : ranges[0];
}

export function wantMatches(want: KitWant, specs: ProductSpecs): boolean {
  if ("kind" in want) return isKind(want.kind)({ specs });
  if ("isDriver" in want) return specs.isDriver === true;
  const voltage = specs.powerSource?.voltage;
  return voltage !== undefined && (!want.powerSource || (want.powerSource.min <= voltage && voltage <= want.powerSource.max));
}

function levelShifter(selection: KitPart[]): KitProblem | null {
  const boards = selection.filter(isKind("board"));
  const lowBoards = boards.filter((board) => board.specs.logic === "3.3");
  // With a 5 V board in the kit as well, the 5 V parts can sit on that one.
  if (lowBoards.length === 0 || boards.some((board) => speaksLogic(board.specs, "5"))) return null;
  if (selection.some(isKind("level-shifter"))) return null;
  const fiveVolt = selection.filter((part) => part.specs.kind !== "board" && part.specs.logic === "5");
  if (fiveVolt.length === 0) return null;
  return {
    code: "level-shifter",
    wants: [{ kind: "level-shifter" }],
    say: (suggestions) =>
      `${namesOf(lowBoards)} ${verb(lowBoards, "works", "work")} at 3.3 V logic, but ${namesOf(fiveVolt)} ${verb(fiveVolt, "uses", "use")} 5 V logic: add a level shifter between them${suchAs(suggestions)}.`,
  };
}

function motorDriver(selection: KitPart[]): KitProblem | null {
  const motors = selection.filter((part) => part.specs.needsDriver);
  if (motors.length === 0 || selection.some((part) => part.specs.isDriver)) return null;
  return {
    code: "motor-driver",
    wants: [{ isDriver: true }],
    say: (suggestions) => `${namesOf(motors)} ${verb(motors, "needs", "need")} a motor driver: add one${suchAs(suggestions)}.`,
  };
}

function powerSource(selection: KitPart[]): KitProblem | null {
  const drivers = selection.filter((part) => part.specs.isDriver);
  const motors = selection.filter((part) => part.specs.needsDriver);
  if (drivers.length === 0 && motors.length === 0) return null;
  // The driver feeds the motors, so its input range is what the supply must meet.
  const powered = drivers.length ? drivers : motors;
  const range = commonRange(powered);
  const want = { powerSource: range };
  const sources = selection.filter((part) => part.specs.powerSource);
  if (sources.some((source) => wantMatches(want, source.specs))) return null;
  const needs = `${namesOf(powered)} ${verb(powered, "needs", "need")} a power source${range ? ` of ${voltsText(range)}` : ""}`;
  const unfit = sources.length
    ? ` (${namesOf(sources)} ${verb(sources, "gives", "give")} ${nameList(sources.map((s) => `${s.specs.powerSource!.voltage} V`))})`
    : "";
  return {
    code: "power-source",
    wants: [want],
    say: (suggestions) => `${needs}${unfit}: add one${sources.length ? " that fits" : ""}${suchAs(suggestions)}.`,
  };
}

function noBoard(selection: KitPart[]): KitProblem | null {
  if (selection.length === 0 || selection.some(isKind("board"))) return null;
  return {
    code: "no-board",
    wants: [{ kind: "board" }],
    say: (suggestions) => `Your kit has no board to run its parts: add one${suchAs(suggestions)}.`,
  };
}

function wiring(selection: KitPart[]): KitProblem | null {
  const parts = selection.filter((part) => !isKind("breadboard")(part) && !isKind("jumper-wires")(part));
  if (parts.length === 0) return null;
  const missing = (["breadboard", "jumper-wires"] as const).filter((kind) => !selection.some(isKind(kind)));
  if (missing.length === 0) return null;
  const what = missing.map((kind) => (kind === "breadboard" ? "a breadboard" : "jumper wires")).join(" and ");
  return {
    code: "wiring",
    wants: missing.map((kind) => ({ kind })),
    say: (suggestions) => {
      const examples = missing.flatMap((kind) => suggestions.find(isKind(kind)) ?? []);
      return `Add ${what} to connect the parts${examples.length ? ` such as ${namesOf(examples)}` : ""}.`;
    },
  };
}

const RULES = [levelShifter, motorDriver, powerSource, noBoard, wiring];

/** What the selection lacks, in a fixed order; an empty selection lacks nothing worth saying. */
export function kitProblems(selection: KitPart[]): KitProblem[] {
  return RULES.flatMap((rule) => rule(selection) ?? []);
}

/**
 * The best few products for these wants: in stock, not already chosen, best sellers first and then in the
 * order given (the catalog's). Several wants (a breadboard and jumper wires) take turns, so each gets one.
 */
export function pickSuggestions<P extends KitCandidate>(wants: KitWant[], candidates: P[], chosen: ReadonlySet<string>): P[] {
  const lists = wants.map((want) =>
    candidates
      .filter((product) => product.stock > 0 && !chosen.has(product._id) && wantMatches(want, product.specs))
      .map((product, index) => ({ product, index }))
      .sort((a, b) => Number(b.product.bestSeller) - Number(a.product.bestSeller) || a.index - b.index)
      .map(({ product }) => product),
  );
  const picked = new Map<string, P>();
  for (let round = 0; picked.size < KIT_HINT_SUGGESTIONS && lists.some((list) => list.length > round); round += 1) {
    for (const list of lists) {
      const product = list[round];
      if (product && picked.size < KIT_HINT_SUGGESTIONS) picked.set(product._id, product);
    }
  }
  return [...picked.values()];
}

/** The hints for a selection, with suggestions taken from `candidates`; a full kit is told it must make room. */
export function kitHints<P extends KitCandidate>(selection: KitPart[], candidates: P[]): Array<KitHint<P>> {
  const chosen = new Set(selection.map((part) => part._id));
  const full = chosen.size >= KIT_MAX_ITEMS;
  return kitProblems(selection).map((problem) => {
    const suggestions = pickSuggestions(problem.wants, candidates, chosen);
    return { code: problem.code, message: problem.say(suggestions) + (full ? ` ${KIT_FULL_NOTE}` : ""), suggestions };
  });
}
