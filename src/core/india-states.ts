/**
 * The states and union territories of India with their GST state codes (the first two digits of a GSTIN, and
 * the code printed beside the place of supply on a tax invoice, CGST Rule 46).
 *
 * 25 (Daman & Diu) was retired when it merged with Dadra & Nagar Haveli on 26 Jan 2020, and 28 was undivided
 * Andhra Pradesh before GST; neither can be a place of supply today, so neither is listed.
 */

/**
 * The name of the second half of intra-state tax. CGST Act s.2(114) lists the union territories without a
 * legislature (A&N, Lakshadweep, DNH & DD, Ladakh, Chandigarh, other territory): there it is UTGST. Delhi,
 * Puducherry and J&K count as "State" (s.2(103)) and levy SGST. The amount is the same; only the label differs.
 */
export type LocalTax = "SGST" | "UTGST";

export const INDIAN_STATES = [
  { code: "01", name: "Jammu & Kashmir", localTax: "SGST" },
  { code: "02", name: "Himachal Pradesh", localTax: "SGST" },
  { code: "03", name: "Punjab", localTax: "SGST" },
  { code: "04", name: "Chandigarh", localTax: "UTGST" },
  { code: "05", name: "Uttarakhand", localTax: "SGST" },
  { code: "06", name: "Haryana", localTax: "SGST" },
  { code: "07", name: "Delhi", localTax: "SGST" },
  { code: "08", name: "Rajasthan", localTax: "SGST" },
  { code: "09", name: "Uttar Pradesh", localTax: "SGST" },
  { code: "10", name: "Bihar", localTax: "SGST" },
  { code: "11", name: "Sikkim", localTax: "SGST" },
  { code: "12", name: "Arunachal Pradesh", localTax: "SGST" },
  { code: "13", name: "Nagaland", localTax: "SGST" },
  { code: "14", name: "Manipur", localTax: "SGST" },
  { code: "15", name: "Mizoram", localTax: "SGST" },
  { code: "16", name: "Tripura", localTax: "SGST" },
  { code: "17", name: "Meghalaya", localTax: "SGST" },
  { code: "18", name: "Assam", localTax: "SGST" },
  { code: "19", name: "West Bengal", localTax: "SGST" },
  { code: "20", name: "Jharkhand", localTax: "SGST" },
  { code: "21", name: "Odisha", localTax: "SGST" },
  { code: "22", name: "Chhattisgarh", localTax: "SGST" },
  { code: "23", name: "Madhya Pradesh", localTax: "SGST" },
  { code: "24", name: "Gujarat", localTax: "SGST" },
  { code: "26", name: "Dadra & Nagar Haveli and Daman & Diu", localTax: "UTGST" },
  { code: "27", name: "Maharashtra", localTax: "SGST" },
  { code: "29", name: "Karnataka", localTax: "SGST" },
  { code: "30", name: "Goa", localTax: "SGST" },
  { code: "31", name: "Lakshadweep", localTax: "UTGST" },
  { code: "32", name: "Kerala", localTax: "SGST" },
  { code: "33", name: "Tamil Nadu", localTax: "SGST" },
  { code: "34", name: "Puducherry", localTax: "SGST" },
  { code: "35", name: "Andaman & Nicobar Islands", localTax: "UTGST" },
  { code: "36", name: "Telangana", localTax: "SGST" },
  { code: "37", name: "Andhra Pradesh", localTax: "SGST" },
  { code: "38", name: "Ladakh", localTax: "UTGST" },
  { code: "97", name: "Other Territory", localTax: "UTGST" },
] as const satisfies ReadonlyArray<{ code: string; name: string; localTax: LocalTax }>;

export type IndianState = (typeof INDIAN_STATES)[number];
export type GstStateCode = IndianState["code"];

/**
 * Other ways people write a state: vehicle-registration and ISO 3166-2 short forms, old names and common
 * spellings. The canonical names need no entry. Written as people type them; normalised below.
 */
const OTHER_NAMES: Record<GstStateCode, readonly string[]> = {
  "01": ["J&K", "JK", "Jammu Kashmir"],
  "02": ["HP"],
  "03": ["PB"],
  "04": ["CH"],
  // UK is the vehicle code, UA the one before 2007 and UT the ISO 3166-2 code; Uttaranchal the name until 2007.
  "05": ["UK", "UA", "UT", "Uttaranchal"],
  "06": ["HR"],
  "07": ["DL", "NCT of Delhi", "NCT Delhi", "National Capital Territory of Delhi", "New Delhi"],
  "08": ["RJ"],
  "09": ["UP"],
  "10": ["BR"],
  "11": ["SK"],
  "12": ["AR"],
  "13": ["NL"],
  "14": ["MN"],
  "15": ["MZ"],
  "16": ["TR"],
  "17": ["ML"],
  "18": ["AS"],
  "19": ["WB"],
  "20": ["JH"],
  "21": ["OD", "OR", "Orissa"],
  "22": ["CG", "CT", "Chattisgarh", "Chhatisgarh"],
  "23": ["MP"],
  "24": ["GJ"],
  // One UT since 26 Jan 2020 (the Dadra and Nagar Haveli and Daman and Diu (Merger of Union Territories) Act, 2019).
  "26": ["DN", "DD", "DH", "DNH", "DNHDD", "DNH&DD", "Dadra & Nagar Haveli", "Daman & Diu", "Dadra Nagar Haveli"],
  "27": ["MH"],
  "29": ["KA"],
  "30": ["GA"],
  "31": ["LD"],
  "32": ["KL"],
  "33": ["TN"],
  "34": ["PY", "Pondicherry", "Pondichery"],
  "35": ["AN", "A&N", "A&N Islands", "Andaman & Nicobar", "Andaman"],
  // TS is the vehicle code, TG the ISO one (and the vehicle code since 2024).
  "36": ["TS", "TG"],
  "37": ["AP", "Andhra"],
  "38": ["LA"],
  "97": [],
};

/** Letter case, spacing, dots and hyphens do not matter; "&" and "and" are the same word. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[.,\-_/]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const BY_KEY = new Map<string, IndianState>();
const BY_CODE = new Map<string, IndianState>();
for (const state of INDIAN_STATES) {
  BY_CODE.set(state.code, state);
  for (const name of [state.name, ...OTHER_NAMES[state.code]]) {
    const key = normalise(name);
    const earlier = BY_KEY.get(key);
    // A shared short form would silently send an invoice to the wrong state: fail at load instead.
    if (earlier && earlier !== state) throw new Error(`"${name}" names both ${earlier.name} and ${state.name}.`);
    BY_KEY.set(key, state);
    // "J and K", "J&K" and "JK" are one form; so are "DNH and DD" and "DNHDD".
    BY_KEY.set(key.replace(/ /g, ""), state);
  }
}

export function stateByCode(code: string): IndianState | null {
  return BY_CODE.get(code.trim()) ?? null;
}

/** The state or union territory a customer's text names, or null when it names none (typos included). */
export function resolveState(text: string): IndianState | null {
  const key = normalise(text);
  return BY_KEY.get(key) ?? BY_KEY.get(key.replace(/ /g, "")) ?? null;
}

/** The refusal when an address's state names no Indian state or union territory. */
export function notAStateMessage(field = "State"): string {
  return `${field} must be an Indian state or union territory (for example Karnataka or KA).`;
}
