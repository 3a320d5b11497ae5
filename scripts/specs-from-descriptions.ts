/**
 * One-off helper (issue 32): proposes each demo product's structured specifications (src/core/specs.ts) from
 * the "Specifications:" list at the end of its description and writes them into products.json as `specs`.
 *
 * It is a starting point, not the truth: the rules below read the common phrasings ("Supply: 3.3–5 V DC",
 * "Board size: 68.6 × 53.4 mm, 25 g") and keep every other row as a free key–value row. The committed data was
 * then checked by eye against each description and corrected by hand, so running this again would undo those
 * corrections: run it only on a catalog whose specs have not been checked yet.
 *
 *   npm run catalog:specs              propose and write (refused while products.json already has specs)
 *   npm run catalog:specs -- --dry     print the proposals, write nothing
 *   npm run catalog:specs -- --force   overwrite the checked specs with fresh proposals
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { productSpecsSchema, SPEC_EXTRA_MAX_ROWS, type Interface, type ProductSpecs } from "~/src/core/specs";

const file = path.resolve(import.meta.dirname, "../src/server/db/seed/data/products.json");
const dryRun = process.argv.includes("--dry");

interface Row {
  key: string;
  value: string;
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const RANGE_VOLTS = new RegExp(String.raw`${NUMBER}\s*(?:–|-|to)\s*${NUMBER}\s*V\b`);
const ONE_VOLT = new RegExp(String.raw`${NUMBER}\s*V\b`);
const DIMENSIONS = new RegExp(String.raw`${NUMBER}\s*×\s*${NUMBER}(?:\s*×\s*${NUMBER})?\s*(mm|cm)\b`);
const GRAMS = new RegExp(String.raw`(?:^|,\s*|about\s+)${NUMBER}\s*g\b`);
const MILLIAMPS = new RegExp(String.raw`${NUMBER}\s*(mA|A|µA)\b`);

/** The rows after the description's "Specifications:" line, split at the first colon. */
function specRows(description: string): Row[] {
  const block = description.split("Specifications:")[1] ?? "";
  return block
    .split("\n")
    .filter((line) => line.startsWith("- "))
    .map((line) => {
      const at = line.indexOf(":");
      return { key: line.slice(2, at).trim(), value: line.slice(at + 1).trim() };
    });
}

/** The first voltage or range in a text: "3.3–5 V DC" → [3.3, 5], "5 V (7–12 V …)" → [5, 5]. */
function voltsIn(text: string): [number, number] | null {
  const range = RANGE_VOLTS.exec(text);
  const one = ONE_VOLT.exec(text);
  if (range && (!one || range.index <= one.index)) return [Number(range[1]), Number(range[2])];
  return one ? [Number(one[1]), Number(one[1])] : null;
}

function milliampsIn(text: string): number | null {
  const match = MILLIAMPS.exec(text);
  if (!match) return null;
  const factor = match[2] === "A" ? 1000 : match[2] === "µA" ? 0.001 : 1;
  return Number(match[1]) * factor;
}

const SUPPLY_KEYS = /^(operating voltage|supply|motor supply|input voltage|input|servo supply)$/i;
const SIZE_KEYS = /size|dimensions|body|chassis/i;

function interfacesIn(text: string): Interface[] {
  const found = new Set<Interface>();
  if (/\bI2C\b|I²C/.test(text)) found.add("I2C");
  if (/\bSPI\b/.test(text)) found.add("SPI");
  if (/\bUART|serial port|AT commands|ASCII serial|\bTX, RX\b/i.test(text)) found.add("UART");
  if (/\bPWM\b/.test(text)) found.add("PWM");
  if (/\bUSB\b/.test(text)) found.add("USB");
  if (/\banalog\b/i.test(text)) found.add("analog");
  if (/digital|GPIO|single-wire|1-Wire|TRIG|parallel/i.test(text)) found.add("GPIO");
  return [...found];
}

/** A proposal for one product: the structured facts the rows state, and the rows nothing structured holds. */
function proposeSpecs(name: string, description: string): ProductSpecs {
  const specs: ProductSpecs = {};
  const extra: Row[] = [];
  const interfaces = new Set<Interface>();
  for (const row of specRows(description)) {
    let used = false;
    const volts = voltsIn(row.value);
    if (SUPPLY_KEYS.test(row.key) && volts && specs.voltageMin === undefined) {
      [specs.voltageMin, specs.voltageMax] = volts;
      used = /^[\d.\s–-]+V(?: DC)?$/.test(row.value.replace(/^about /, ""));
    }
    if (/^(supply|current|coil voltage)$/i.test(row.key) && /mA|µA/.test(row.value)) specs.currentMa ??= milliampsIn(row.value) ?? undefined;
    if (/logic/i.test(row.key + row.value)) {
      if (/3\.3 V logic|logic level: 3\.3|^3\.3 V/i.test(`${row.key}: ${row.value}`)) specs.logic = "3.3";
      else if (/^5 V/.test(row.value)) specs.logic = "5";
    }
    const size = SIZE_KEYS.test(row.key) ? DIMENSIONS.exec(row.value) : null;
    if (size) {
      const scale = size[4] === "cm" ? 10 : 1;
      specs.dimensionsMm = { length: Number(size[1]) * scale, width: Number(size[2]) * scale };
      if (size[3]) specs.dimensionsMm.height = Number(size[3]) * scale;
      used = /^(about |approx\. )?[\d.\s×]+(mm|cm)$/.test(row.value);
    }
    const grams = /weight/i.test(row.key) ? GRAMS.exec(row.value) : null;
    if (grams) {
      specs.weightG = Number(grams[1]);
      used = used || /^(about )?[\d.]+ g$/.test(row.value);
    }
    if (/^(interface|outputs?|control signal|control|usb|inputs|digital i\/o|analog inputs?|gpio|i\/o)$/i.test(row.key)) {
      for (const found of interfacesIn(`${row.key} ${row.value}`)) interfaces.add(found);
    }
    if (!used) extra.push(row);
  }
  if (interfaces.size) specs.interfaces = [...interfaces];
  if (/gear motor|BO motor|stepper motor/i.test(name) && !/driver/i.test(name)) specs.needsDriver = true;
  if (/servo/i.test(name) && !/kit/i.test(name)) specs.needsDriver = false;
  if (/L298N|L293D|TB6612|A4988|DRV8825|motor controller/i.test(name)) specs.isDriver = true;
  if (/breadboard/i.test(name) && !/power supply/i.test(name)) specs.kind = "breadboard";
  if (/jumper wire/i.test(name) && !/breadboard/i.test(name)) specs.kind = "jumper-wires";
  if (/level shifter|logic level converter/i.test(name)) specs.kind = "level-shifter";
  const nominal = /(\d+(?:\.\d+)?)\s*V (?:nominal|with alkaline)|Nominal voltage: (\d+(?:\.\d+)?) V/.exec(description);
  if (nominal && /battery|holder/i.test(name)) specs.powerSource = { voltage: Number(nominal[1] ?? nominal[2]) };
  if (extra.length) specs.extra = extra.slice(0, SPEC_EXTRA_MAX_ROWS);
  return specs;
}

const products = JSON.parse(await readFile(file, "utf8")) as Array<{ id: string; name: string; description: string; specs?: unknown }>;
// The committed specs were corrected by hand: overwriting them takes a deliberate --force.
if (!dryRun && !process.argv.includes("--force") && products.some((product) => product.specs !== undefined)) {
  console.error("products.json already has checked specs; run with --dry to compare, or --force to overwrite them.");
  process.exit(1);
}
for (const product of products) {
  const specs = productSpecsSchema.parse(proposeSpecs(product.name, product.description));
  if (dryRun) console.log(product.id, JSON.stringify(specs));
  product.specs = specs;
}
if (!dryRun) {
  await writeFile(file, `${JSON.stringify(products, null, 2)}\n`);
  console.log(`Proposed specs for ${products.length} products in ${path.relative(process.cwd(), file)}: now check each one by eye.`);
}
