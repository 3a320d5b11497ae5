import { KIT_MAX_ITEMS } from "./constants";
import { defineMessages, type Translate } from "./i18n";
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

/**
 * The hints' words (issue 33): the server writes them in the language the page asked for. The English is word for
 * word what the API always answered; a verb agrees with how many parts it names through `count`.
 */
const text = defineMessages("kitHints.advice", {
  two: "{first} and {last}",
  more: "{first} and {count} more",
  suchAs: " such as {names}",
  levelShifter:
    "{boards} {boardCount, plural, one {works} other {work}} at 3.3 V logic, but {parts} {count, plural, one {uses} other {use}} 5 V logic: add a level shifter between them{suchAs}.",
  motorDriver: "{motors} {count, plural, one {needs} other {need}} a motor driver: add one{suchAs}.",
  power: "{parts} {count, plural, one {needs} other {need}} a power source: add one{suchAs}.",
  powerVolts: "{parts} {count, plural, one {needs} other {need}} a power source of {volts}: add one{suchAs}.",
  powerUnfit:
    "{parts} {count, plural, one {needs} other {need}} a power source ({sources} {sourceCount, plural, one {gives} other {give}} {given}): add one that fits{suchAs}.",
  powerVoltsUnfit:
    "{parts} {count, plural, one {needs} other {need}} a power source of {volts} ({sources} {sourceCount, plural, one {gives} other {give}} {given}): add one that fits{suchAs}.",
  noBoard: "Your kit has no board to run its parts: add one{suchAs}.",
  wiringBreadboard: "Add a breadboard to connect the parts{suchAs}.",
  wiringJumpers: "Add jumper wires to connect the parts{suchAs}.",
  wiringBoth: "Add a breadboard and jumper wires to connect the parts{suchAs}.",
  full: "Your kit already has {max} parts: remove one to make room.",
});

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
  /** The advice in `t`'s language, naming the best suggestion when there is one. */
  say(suggestions: KitPart[], t: Translate): string;
}

export interface KitHint<P> {
  code: KitHintCode;
  message: string;
  suggestions: P[];
}

/** "A", "A and B", "A, B and C", "A, B and 3 more" (in `t`'s language). */
export function nameList(names: string[], t: Translate): string {
  if (names.length <= 1) return names.join("");
  if (names.length <= 3) return t(text.two, { first: names.slice(0, -1).join(", "), last: names.at(-1) });
  return t(text.more, { first: names.slice(0, 2).join(", "), count: names.length - 2 });
}

const namesOf = (parts: KitPart[], t: Translate) =>
  nameList(
    parts.map((part) => part.name),
    t,
  );
const suchAs = (suggestions: KitPart[], t: Translate) => (suggestions.length ? t(text.suchAs, { names: suggestions[0].name }) : "");
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
    say: (suggestions, t) =>
      t(text.levelShifter, {
        boards: namesOf(lowBoards, t),
        boardCount: lowBoards.length,
        parts: namesOf(fiveVolt, t),
        count: fiveVolt.length,
        suchAs: suchAs(suggestions, t),
      }),
  };
}

function motorDriver(selection: KitPart[]): KitProblem | null {
  const motors = selection.filter((part) => part.specs.needsDriver);
  if (motors.length === 0 || selection.some((part) => part.specs.isDriver)) return null;
  return {
    code: "motor-driver",
    wants: [{ isDriver: true }],
    say: (suggestions, t) => t(text.motorDriver, { motors: namesOf(motors, t), count: motors.length, suchAs: suchAs(suggestions, t) }),
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
  const message = sources.length ? (range ? text.powerVoltsUnfit : text.powerUnfit) : range ? text.powerVolts : text.power;
  return {
    code: "power-source",
    wants: [want],
    say: (suggestions, t) =>
      t(message, {
        parts: namesOf(powered, t),
        count: powered.length,
        volts: range ? voltsText(range) : "",
        sources: namesOf(sources, t),
        sourceCount: sources.length,
        given: nameList(
          sources.map((source) => `${source.specs.powerSource!.voltage} V`),
          t,
        ),
        suchAs: suchAs(suggestions, t),
      }),
  };
}

function noBoard(selection: KitPart[]): KitProblem | null {
  if (selection.length === 0 || selection.some(isKind("board"))) return null;
  return {
    code: "no-board",
    wants: [{ kind: "board" }],
    say: (suggestions, t) => t(text.noBoard, { suchAs: suchAs(suggestions, t) }),
  };
}

function wiring(selection: KitPart[]): KitProblem | null {
  const parts = selection.filter((part) => !isKind("breadboard")(part) && !isKind("jumper-wires")(part));
  if (parts.length === 0) return null;
  const missing = (["breadboard", "jumper-wires"] as const).filter((kind) => !selection.some(isKind(kind)));
  if (missing.length === 0) return null;
  const message = missing.length === 2 ? text.wiringBoth : missing[0] === "breadboard" ? text.wiringBreadboard : text.wiringJumpers;
  return {
    code: "wiring",
    wants: missing.map((kind) => ({ kind })),
    say: (suggestions, t) => {
      const examples = missing.flatMap((kind) => suggestions.find(isKind(kind)) ?? []);
      return t(message, { suchAs: examples.length ? t(text.suchAs, { names: namesOf(examples, t) }) : "" });
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

/** The hints for a selection, in `t`'s language, with suggestions taken from `candidates`; a full kit is told it must make room. */
export function kitHints<P extends KitCandidate>(selection: KitPart[], candidates: P[], t: Translate): Array<KitHint<P>> {
  const chosen = new Set(selection.map((part) => part._id));
  const full = chosen.size >= KIT_MAX_ITEMS;
  return kitProblems(selection).map((problem) => {
    const suggestions = pickSuggestions(problem.wants, candidates, chosen);
    return { code: problem.code, message: problem.say(suggestions, t) + (full ? ` ${t(text.full, { max: KIT_MAX_ITEMS })}` : ""), suggestions };
  });
}
