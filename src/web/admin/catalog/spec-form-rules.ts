import { productSpecsSchema, type Interface, type LogicLevel, type PartKind, type ProductSpecs } from "~/src/core/specs";

/** The editor's specifications as typed: numbers stay text, a yes/no question may be unanswered (""). */
export interface SpecFormValues {
  voltageMin: string;
  voltageMax: string;
  logic: LogicLevel | "";
  interfaces: Interface[];
  currentMa: string;
  needsDriver: "" | "yes" | "no";
  isDriver: "" | "yes" | "no";
  powerSourceVoltage: string;
  length: string;
  width: string;
  height: string;
  weightG: string;
  kind: PartKind | "";
  extra: Array<{ key: string; value: string }>;
}

type SpecFormField = Exclude<keyof SpecFormValues, "extra"> | "extra" | `extra.${number}.key` | `extra.${number}.value`;
export type SpecFormErrors = Partial<Record<SpecFormField, string>>;

export const emptySpecForm: SpecFormValues = {
  voltageMin: "",
  voltageMax: "",
  logic: "",
  interfaces: [],
  currentMa: "",
  needsDriver: "",
  isDriver: "",
  powerSourceVoltage: "",
  length: "",
  width: "",
  height: "",
  weightG: "",
  kind: "",
  extra: [],
};

const text = (value: number | undefined) => (value === undefined ? "" : String(value));
const answer = (value: boolean | undefined) => (value === undefined ? "" : value ? "yes" : "no");

export function specsToForm(specs: ProductSpecs): SpecFormValues {
  return {
    voltageMin: text(specs.voltageMin),
    voltageMax: text(specs.voltageMax),
    logic: specs.logic ?? "",
    interfaces: specs.interfaces ?? [],
    currentMa: text(specs.currentMa),
    needsDriver: answer(specs.needsDriver),
    isDriver: answer(specs.isDriver),
    powerSourceVoltage: text(specs.powerSource?.voltage),
    length: text(specs.dimensionsMm?.length),
    width: text(specs.dimensionsMm?.width),
    height: text(specs.dimensionsMm?.height),
    weightG: text(specs.weightG),
    kind: specs.kind ?? "",
    extra: (specs.extra ?? []).map((row) => ({ ...row })),
  };
}

/** A number as typed ("3,3" is read as 3.3); anything else stays text so the schema's message names it. */
function number(typed: string): number | string | undefined {
  const value = typed.trim().replace(",", ".");
  if (value === "") return undefined;
  return /^-?\d*\.?\d+$/.test(value) ? Number(value) : value;
}
const yesNo = (typed: SpecFormValues["needsDriver"]) => (typed === "" ? undefined : typed === "yes");

/** The object sent to the server, before checking: every fact left empty is left out. */
function formToCandidate(values: SpecFormValues): Record<string, unknown> {
  const size = [values.length, values.width, values.height].map(number);
  const candidate: Record<string, unknown> = {
    voltageMin: number(values.voltageMin),
    voltageMax: number(values.voltageMax),
    logic: values.logic || undefined,
    interfaces: values.interfaces.length ? values.interfaces : undefined,
    currentMa: number(values.currentMa),
    needsDriver: yesNo(values.needsDriver),
    isDriver: yesNo(values.isDriver),
    powerSource: values.powerSourceVoltage.trim() ? { voltage: number(values.powerSourceVoltage) } : undefined,
    dimensionsMm: size.some((side) => side !== undefined)
      ? { length: size[0], width: size[1], ...(size[2] === undefined ? {} : { height: size[2] }) }
      : undefined,
    weightG: number(values.weightG),
    kind: values.kind || undefined,
    // A row with neither a name nor a value is an empty line, not a mistake.
    extra: values.extra.some((row) => row.key.trim() || row.value.trim())
      ? values.extra.filter((row) => row.key.trim() || row.value.trim())
      : undefined,
  };
  return Object.fromEntries(Object.entries(candidate).filter(([, value]) => value !== undefined));
}

/** Which input shows a schema issue: its path in the specs, as the form's fields are named. */
function fieldOf(path: PropertyKey[], values: SpecFormValues): SpecFormField {
  const [first, second, third] = path;
  if (first === "powerSource") return "powerSourceVoltage";
  if (first === "dimensionsMm") return second === "width" || second === "height" ? second : "length";
  if (first === "extra" && typeof second === "number") {
    // The rows sent skip empty ones: find the typed row the sent one came from.
    const typed = values.extra.map((row, index) => ({ row, index })).filter(({ row }) => row.key.trim() || row.value.trim());
    return `extra.${typed[second]?.index ?? second}.${third === "value" ? "value" : "key"}`;
  }
  return first as SpecFormField;
}

/** The specs to send, or the problems by field: the server's own rules (src/core/specs.ts), checked before sending. */
export function checkSpecForm(values: SpecFormValues): { specs: ProductSpecs; errors?: undefined } | { errors: SpecFormErrors } {
  const candidate = formToCandidate(values);
  const parsed = productSpecsSchema.safeParse(candidate);
  if (parsed.success) return { specs: parsed.data };
  // The rule joining the two voltages runs only once every field is well formed: check them alone too, so
  // every mistake shows at the first try.
  const { voltageMin, voltageMax } = candidate;
  const voltages = productSpecsSchema.safeParse({ voltageMin, voltageMax });
  const issues = [...parsed.error.issues, ...(voltages.error?.issues ?? [])];
  const errors: SpecFormErrors = {};
  for (const issue of issues) errors[fieldOf(issue.path, values)] ??= issue.message;
  return { errors };
}
