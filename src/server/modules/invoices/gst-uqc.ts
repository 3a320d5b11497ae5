/**
 * Unit quantity codes (UQC) as the GST portal's offline tool lists them for Table 12 (its UQC drop-down, value and
 * name, in returns.fct.js of the tool): the CSV's UQC cell is "code-name" ("NOS-NUMBERS"). On import the tool
 * matches the cell against those names and keeps the text before the "-" as the code, so a bare "NOS" came out
 * with no unit at all (found by importing our export, issue 28). "NA" (services, with quantity 0) is listed with
 * no name part. The portal's JSON carries the code alone.
 */
const UQC_NAMES: Readonly<Record<string, string>> = {
  BAG: "BAGS",
  BAL: "BALE",
  BDL: "BUNDLES",
  BKL: "BUCKLES",
  BOU: "BILLION OF UNITS",
  BOX: "BOX",
  BTL: "BOTTLES",
  BUN: "BUNCHES",
  CAN: "CANS",
  CBM: "CUBIC METERS",
  CCM: "CUBIC CENTIMETERS",
  CMS: "CENTIMETERS",
  CTN: "CARTONS",
  DOZ: "DOZENS",
  DRM: "DRUMS",
  GGK: "GREAT GROSS",
  GMS: "GRAMMES",
  GRS: "GROSS",
  GYD: "GROSS YARDS",
  KGS: "KILOGRAMS",
  KLR: "KILOLITRE",
  KME: "KILOMETRE",
  LTR: "LITRES",
  MLT: "MILILITRE",
  MTR: "METERS",
  MTS: "METRIC TON",
  NOS: "NUMBERS",
  PAC: "PACKS",
  PCS: "PIECES",
  PRS: "PAIRS",
  QTL: "QUINTAL",
  ROL: "ROLLS",
  SET: "SETS",
  SQF: "SQUARE FEET",
  SQM: "SQUARE METERS",
  SQY: "SQUARE YARDS",
  TBS: "TABLETS",
  TGM: "TEN GROSS",
  THD: "THOUSANDS",
  TON: "TONNES",
  TUB: "TUBES",
  UGS: "US GALLONS",
  UNT: "UNITS",
  YDS: "YARDS",
  OTH: "OTHERS",
};

/** The services' UQC: Table 12 takes a service (SAC, chapter 99) only as "NA" with quantity 0. */
export const SERVICE_UQC = "NA";

/** The code as the portal's JSON and the tool's key want it: a known code as is, anything else "OTH" (others). */
export function uqcCode(unit: string): string {
  const code = unit.trim().toUpperCase().split("-")[0];
  return code === SERVICE_UQC || code in UQC_NAMES ? code : "OTH";
}

/** The CSV's form, "NOS-NUMBERS"; "NA" for services. */
export function uqcCodeName(unit: string): string {
  const code = uqcCode(unit);
  return code === SERVICE_UQC ? code : `${code}-${UQC_NAMES[code]}`;
}
