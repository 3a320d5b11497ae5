import { defineMessages } from "~/src/core/i18n";
import type { IndianState } from "~/src/core/india-states";

/**
 * The states' names as a Hindi page lists them (INDIAN_STATES of src/core/india-states.ts, by GST code); the
 * value sent stays the English name the server and the invoices use.
 */
const stateText = defineMessages("indianStates", {
  s01: "Jammu & Kashmir",
  s02: "Himachal Pradesh",
  s03: "Punjab",
  s04: "Chandigarh",
  s05: "Uttarakhand",
  s06: "Haryana",
  s07: "Delhi",
  s08: "Rajasthan",
  s09: "Uttar Pradesh",
  s10: "Bihar",
  s11: "Sikkim",
  s12: "Arunachal Pradesh",
  s13: "Nagaland",
  s14: "Manipur",
  s15: "Mizoram",
  s16: "Tripura",
  s17: "Meghalaya",
  s18: "Assam",
  s19: "West Bengal",
  s20: "Jharkhand",
  s21: "Odisha",
  s22: "Chhattisgarh",
  s23: "Madhya Pradesh",
  s24: "Gujarat",
  s26: "Dadra & Nagar Haveli and Daman & Diu",
  s27: "Maharashtra",
  s29: "Karnataka",
  s30: "Goa",
  s31: "Lakshadweep",
  s32: "Kerala",
  s33: "Tamil Nadu",
  s34: "Puducherry",
  s35: "Andaman & Nicobar Islands",
  s36: "Telangana",
  s37: "Andhra Pradesh",
  s38: "Ladakh",
  s97: "Other Territory",
});

export const stateNameMessage = (state: IndianState) => stateText[`s${state.code}`];
