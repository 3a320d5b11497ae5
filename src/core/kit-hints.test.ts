import { describe, expect, it } from "vitest";
import { KIT_FULL_NOTE, kitHints, nameList, pickSuggestions, type KitCandidate } from "./kit-hints";
import { createTranslator } from "./i18n";
import type { ProductSpecs } from "./specs";

const english = createTranslator("en").t;

let counter = 0;
const part = (name: string, specs: ProductSpecs, extra: Partial<KitCandidate> = {}): KitCandidate => ({
  _id: `p${++counter}`,
  name,
  specs,
  stock: 10,
  bestSeller: false,
  ...extra,
});

const esp32 = part("ESP32 DevKit", { kind: "board", logic: "3.3" });
const uno = part("Arduino Uno", { kind: "board", logic: "5" });
const relay = part("5V Relay", { logic: "5" });
const oled = part("OLED Display", { logic: "both" });
const bme = part("BME280", { logic: "3.3" });
const shifter = part("Logic Level Shifter", { kind: "level-shifter", logic: "both" });
const motor = part("BO Motor", { needsDriver: true, voltageMin: 3, voltageMax: 12 });
const l298n = part("L298N Driver", { isDriver: true, voltageMin: 5, voltageMax: 35 });
const battery9 = part("9V Battery", { powerSource: { voltage: 9 } });
const cell = part("3.7V Li-ion Cell", { powerSource: { voltage: 3.7 } });
const breadboard = part("Breadboard", { kind: "breadboard" });
const jumpers = part("Jumper Wires", { kind: "jumper-wires" });
const wired = [breadboard, jumpers];

const codes = (selection: KitCandidate[], candidates: KitCandidate[] = []) => kitHints(selection, candidates, english).map((hint) => hint.code);
const hint = (code: string, selection: KitCandidate[], candidates: KitCandidate[] = []) =>
  kitHints(selection, candidates, english).find((found) => found.code === code);

describe("kit hints: level shifter", () => {
  it("flags a 3.3 V board with 5 V parts, naming them, and suggests level shifters", () => {
    const found = hint("level-shifter", [esp32, relay, oled, ...wired], [shifter, relay]);
    expect(found?.message).toBe(
      "ESP32 DevKit works at 3.3 V logic, but 5V Relay uses 5 V logic: add a level shifter between them such as Logic Level Shifter.",
    );
    expect(found?.suggestions.map((s) => s._id)).toEqual([shifter._id]);
  });

  it("stays quiet with a level shifter, with parts of both or 3.3 V logic, on a 5 V board, or with a 5 V board too", () => {
    expect(codes([esp32, relay, shifter, ...wired])).not.toContain("level-shifter");
    expect(codes([esp32, oled, bme, ...wired])).not.toContain("level-shifter");
    expect(codes([uno, relay, ...wired])).not.toContain("level-shifter");
    expect(codes([esp32, uno, relay, ...wired])).not.toContain("level-shifter");
  });
});

describe("kit hints: motor driver", () => {
  it("says motors need a driver and suggests drivers", () => {
    const found = hint("motor-driver", [uno, motor, ...wired], [l298n]);
    expect(found?.message).toBe("BO Motor needs a motor driver: add one such as L298N Driver.");
    expect(found?.suggestions).toEqual([l298n]);
    const two = part("Gear Motor", { needsDriver: true });
    expect(hint("motor-driver", [uno, motor, two, ...wired])?.message).toBe("BO Motor and Gear Motor need a motor driver: add one.");
  });

  it("stays quiet with a driver or without motors", () => {
    expect(codes([uno, motor, l298n, battery9, ...wired])).toEqual([]);
    expect(codes([uno, relay, ...wired])).toEqual([]);
  });
});

describe("kit hints: power source", () => {
  it("asks for a supply within the driver's range and suggests only those that fit", () => {
    const found = hint("power-source", [uno, motor, l298n, ...wired], [cell, battery9]);
    expect(found?.message).toBe("L298N Driver needs a power source of 5–35 V: add one such as 9V Battery.");
    expect(found?.suggestions).toEqual([battery9]);
  });

  it("uses the motors' range without a driver, and says when the supply in the kit does not fit", () => {
    expect(hint("power-source", [uno, motor, ...wired], [battery9])?.message).toBe(
      "BO Motor needs a power source of 3–12 V: add one such as 9V Battery.",
    );
    expect(hint("power-source", [uno, motor, l298n, cell, ...wired], [battery9])?.message).toBe(
      "L298N Driver needs a power source of 5–35 V (3.7V Li-ion Cell gives 3.7 V): add one that fits such as 9V Battery.",
    );
  });

  it("stays quiet with a supply that fits, and without motors or drivers", () => {
    expect(codes([uno, motor, l298n, battery9, ...wired])).not.toContain("power-source");
    expect(codes([uno, motor, cell, ...wired])).not.toContain("power-source");
    expect(codes([uno, relay, ...wired])).not.toContain("power-source");
    // A driver that states no range takes any supply.
    const bare = part("Motor Shield", { isDriver: true });
    expect(codes([uno, bare, cell, ...wired])).not.toContain("power-source");
  });
});

describe("kit hints: board and wiring", () => {
  it("asks for a board when there is none, not for an empty kit", () => {
    expect(hint("no-board", [relay, ...wired], [esp32, uno])?.message).toBe("Your kit has no board to run its parts: add one such as ESP32 DevKit.");
    expect(codes([])).toEqual([]);
    expect(codes([uno, ...wired])).toEqual([]);
  });

  it("asks for what is missing to wire the parts, one suggestion of each", () => {
    const breadboard2 = part("Mini Breadboard", { kind: "breadboard" });
    const found = hint("wiring", [uno, relay], [breadboard, breadboard2, jumpers]);
    expect(found?.message).toBe("Add a breadboard and jumper wires to connect the parts such as Breadboard and Jumper Wires.");
    expect(found?.suggestions.map((s) => s.name)).toEqual(["Breadboard", "Jumper Wires", "Mini Breadboard"]);
    expect(hint("wiring", [uno, relay, breadboard], [jumpers])?.message).toBe("Add jumper wires to connect the parts such as Jumper Wires.");
    expect(codes([breadboard, jumpers])).toEqual(["no-board"]);
  });

  it("counts a breadboard kit as both a breadboard and its wires, and offers it for either", () => {
    const kit = part("Breadboard with Jumper Wires", { kind: "breadboard-kit" });
    expect(codes([uno, relay, kit])).toEqual([]);
    expect(hint("wiring", [uno, relay, breadboard], [kit])?.suggestions.map((s) => s.name)).toEqual(["Breadboard with Jumper Wires"]);
  });
});

describe("kit hints: suggestions", () => {
  it("takes at most three in-stock products not already chosen, best sellers first, then in catalog order", () => {
    const drivers = ["A", "B", "C", "D", "E"].map((letter, index) =>
      part(`Driver ${letter}`, { isDriver: true }, { stock: index === 0 ? 0 : 5, bestSeller: letter === "D" }),
    );
    const picked = pickSuggestions([{ isDriver: true }], drivers, new Set([drivers[1]._id]));
    expect(picked.map((product) => product.name)).toEqual(["Driver D", "Driver C", "Driver E"]);
  });

  it("still advises a full kit but says it must make room first", () => {
    const fillers = Array.from({ length: 17 }, (_, index) => part(`Sensor ${index}`, {}));
    const found = hint("motor-driver", [uno, motor, breadboard, ...fillers], [l298n]);
    expect(found?.message).toBe(`BO Motor needs a motor driver: add one such as L298N Driver. ${KIT_FULL_NOTE}`);
    expect(found?.suggestions).toEqual([l298n]);
  });

  it("lists names in plain English", () => {
    expect(nameList(["A"], english)).toBe("A");
    expect(nameList(["A", "B", "C"], english)).toBe("A, B and C");
    expect(nameList(["A", "B", "C", "D", "E"], english)).toBe("A, B and 3 more");
  });
});
