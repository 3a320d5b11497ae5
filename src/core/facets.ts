import type { Interface } from "./specs";

/**
 * The catalog's attribute filters (facets): which specifications a shopper may narrow a list by, the
 * values offered, their labels, and how they are written in an address (`?logic=3.3&interface=I2C&interface=SPI`).
 * Shared by the API (GET /api/products) and the catalog pages, so a page's address is also a valid API call.
 * Values of one facet are alternatives (any of them), different facets must all hold, as in most shops.
 *
 * Kept free of zod: the catalog pages import it, and their first-load JavaScript stays small.
 */

export const FACET_NAMES = ["logic", "interface", "voltage", "type"] as const;
export type FacetName = (typeof FACET_NAMES)[number];

export interface FacetValueDefinition {
  value: string;
  label: string;
}

export interface FacetDefinition {
  name: FacetName;
  label: string;
  values: readonly FacetValueDefinition[];
}

const INTERFACE_VALUES: ReadonlyArray<{ value: Interface; label: string }> = [
  { value: "I2C", label: "I²C" },
  { value: "SPI", label: "SPI" },
  { value: "UART", label: "UART" },
  { value: "PWM", label: "PWM" },
  { value: "GPIO", label: "GPIO" },
  { value: "USB", label: "USB" },
  { value: "analog", label: "Analog" },
];

/** The supply voltages a shopper may ask for: the batteries and adapters a school lab has. */
export const FACET_VOLTAGES = [3.3, 5, 6, 7.4, 9, 12] as const;

/** What each filter value means is decided in SQL by src/server/modules/catalog/catalog-facets.ts. */
export const FACETS: readonly FacetDefinition[] = [
  {
    name: "logic",
    label: "Logic level",
    // A part tolerant of both levels is listed under each.
    values: [
      { value: "3.3", label: "3.3 V" },
      { value: "5", label: "5 V" },
    ],
  },
  { name: "interface", label: "Interface", values: INTERFACE_VALUES },
  { name: "voltage", label: "Runs at", values: FACET_VOLTAGES.map((volts) => ({ value: String(volts), label: `${volts} V` })) },
  {
    name: "type",
    label: "Part type",
    values: [
      { value: "motor-driver", label: "Motor driver" },
      { value: "needs-driver", label: "Needs a motor driver" },
      { value: "power-source", label: "Power source" },
    ],
  },
];

export const FACET_BY_NAME = Object.fromEntries(FACETS.map((facet) => [facet.name, facet])) as Record<FacetName, FacetDefinition>;

/** The values chosen per facet, each list without repeats and in the facet's own order; empty lists left out. */
export type FacetFilters = Partial<Record<FacetName, string[]>>;

export function facetValues(name: FacetName): string[] {
  return FACET_BY_NAME[name].values.map((option) => option.value);
}

/** "logic must be one of 3.3, 5." — the API's answer to a value it does not know. */
export function facetValueMessage(name: FacetName): string {
  return `${name} must be one of ${facetValues(name).join(", ")}.`;
}

export interface ParsedFacetFilters {
  filters: FacetFilters;
  /** The first value no facet knows, for the API to refuse; pages drop such values instead. */
  invalid?: { name: FacetName; value: string };
}

/**
 * The filters an address asks for, from a reader of a parameter's values (URLSearchParams.getAll, or the
 * API's parsed query). Repeats collapse and the order becomes the facet's own, so equal filters make equal addresses.
 */
export function readFacetFilters(read: (name: FacetName) => readonly string[]): ParsedFacetFilters {
  const filters: FacetFilters = {};
  let invalid: ParsedFacetFilters["invalid"];
  for (const name of FACET_NAMES) {
    const asked = read(name);
    const known = facetValues(name);
    invalid ??= asked.filter((value) => !known.includes(value)).map((value) => ({ name, value }))[0];
    const chosen = known.filter((value) => asked.includes(value));
    if (chosen.length) filters[name] = chosen;
  }
  return invalid ? { filters, invalid } : { filters };
}

/** The filters as address parameters, in the canonical order (facet by facet, values in the facet's order). */
export function facetParamPairs(filters: FacetFilters): Array<[FacetName, string]> {
  return FACET_NAMES.flatMap((name) => (filters[name] ?? []).map((value): [FacetName, string] => [name, value]));
}

export function hasFacetFilters(filters: FacetFilters): boolean {
  return FACET_NAMES.some((name) => (filters[name]?.length ?? 0) > 0);
}

/** The filters with one value added or taken away (the facet's order kept). */
export function toggleFacetValue(filters: FacetFilters, name: FacetName, value: string): FacetFilters {
  const current = filters[name] ?? [];
  const wanted = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  const next: FacetFilters = { ...filters };
  const ordered = facetValues(name).filter((item) => wanted.includes(item));
  if (ordered.length) next[name] = ordered;
  else delete next[name];
  return next;
}

/** The label of a value ("3.3 V", "I²C"), for chips and the panel. */
export function facetValueLabel(name: FacetName, value: string): string {
  return FACET_BY_NAME[name].values.find((option) => option.value === value)?.label ?? value;
}
