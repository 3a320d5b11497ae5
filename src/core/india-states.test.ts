import { describe, expect, it } from "vitest";
import { INDIAN_STATES, notAStateMessage, resolveState, stateByCode } from "./india-states";

const codeOf = (text: string) => resolveState(text)?.code ?? null;

describe("INDIAN_STATES", () => {
  it("lists the 36 states and union territories and Other Territory, in code order, codes unique", () => {
    expect(INDIAN_STATES).toHaveLength(37);
    const codes = INDIAN_STATES.map((state) => state.code);
    expect([...codes].sort()).toEqual(codes);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain("25");
    expect(codes).not.toContain("28");
    expect(stateByCode("29")).toEqual({ code: "29", name: "Karnataka", localTax: "SGST" });
    expect(stateByCode("26")?.name).toBe("Dadra & Nagar Haveli and Daman & Diu");
    expect(stateByCode("99")).toBeNull();
  });

  it("names UTGST only for the union territories without a legislature (CGST Act s.2(114))", () => {
    const utgst = INDIAN_STATES.filter((state) => state.localTax === "UTGST").map((state) => state.code);
    expect(utgst).toEqual(["04", "26", "31", "35", "38", "97"]);
  });
});

describe("resolveState", () => {
  it("finds every canonical name, in any letter case and spacing", () => {
    for (const state of INDIAN_STATES) {
      expect(resolveState(state.name)).toBe(state);
      expect(resolveState(`  ${state.name.toUpperCase().replace(/ /g, "   ")} `)).toBe(state);
      expect(resolveState(state.name.replace(/&/g, "and").toLowerCase())).toBe(state);
    }
  });

  it("accepts the short forms", () => {
    const short: Record<string, string> = {
      KA: "29",
      mh: "27",
      DL: "07",
      TN: "33",
      UP: "09",
      AP: "37",
      TS: "36",
      TG: "36",
      "J&K": "01",
      jk: "01",
      "J & K": "01",
      HP: "02",
      MP: "23",
      WB: "19",
      KL: "32",
      GA: "30",
      GJ: "24",
      RJ: "08",
      PB: "03",
      HR: "06",
      BR: "10",
      JH: "20",
      OD: "21",
      OR: "21",
      CG: "22",
      CT: "22",
      AS: "18",
      AR: "12",
      NL: "13",
      MN: "14",
      MZ: "15",
      TR: "16",
      ML: "17",
      SK: "11",
      UK: "05",
      UA: "05",
      CH: "04",
      PY: "34",
      LD: "31",
      LA: "38",
      AN: "35",
      DN: "26",
      DD: "26",
      DNHDD: "26",
      "D.N.H. & D.D.": "26",
    };
    for (const [text, code] of Object.entries(short)) expect([text, codeOf(text)]).toEqual([text, code]);
  });

  it("accepts old names and common forms", () => {
    expect(codeOf("NCT of Delhi")).toBe("07");
    expect(codeOf("new delhi")).toBe("07");
    expect(codeOf("Orissa")).toBe("21");
    expect(codeOf("Pondicherry")).toBe("34");
    expect(codeOf("Uttaranchal")).toBe("05");
    expect(codeOf("Chattisgarh")).toBe("22");
    expect(codeOf("Jammu and Kashmir")).toBe("01");
    expect(codeOf("Andaman and Nicobar")).toBe("35");
    expect(codeOf("Andaman and Nicobar Islands")).toBe("35");
  });

  it("sends both halves of the merged UT to code 26", () => {
    expect(codeOf("Dadra and Nagar Haveli")).toBe("26");
    expect(codeOf("Daman and Diu")).toBe("26");
    expect(codeOf("daman & diu")).toBe("26");
    expect(codeOf("Dadra and Nagar Haveli and Daman and Diu")).toBe("26");
  });

  it("returns null for anything else", () => {
    for (const text of ["London", "Kerela", "", "   ", "India", "Bengaluru", "29", "K A R", "Delhi NCR", "and"]) {
      expect([text, resolveState(text)]).toEqual([text, null]);
    }
  });
});

describe("notAStateMessage", () => {
  it("names the field in a customer-readable sentence", () => {
    expect(notAStateMessage()).toBe("State must be an Indian state or union territory (for example Karnataka or KA).");
    expect(notAStateMessage("Billing state")).toMatch(/^Billing state must be/);
  });
});
