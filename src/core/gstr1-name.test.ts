import { describe, expect, it } from "vitest";
import { gstr1Name, gstr1NameProblem, isGstr1Name } from "./gstr1-name";

/**
 * The offline tool's rule for "Receiver Name" (b2b, cdnr): 1–99 characters of letters, digits, space and
 * _ & ' - . / , ( ) ? @ ! # % $ ~ * ; + =. These pin it, so a change to our copy of it shows here.
 */
describe("the offline tool's receiver-name rule", () => {
  it.each(["Pune Makers LLP", "A & B Electronics (P) Ltd.", "St. Mary's School, Unit-2 #4 @ 50% + 1 = 2; ok? yes! $~*_/", "x".repeat(99)])(
    "accepts %j",
    (name) => expect(isGstr1Name(name)).toBe(true),
  );

  it.each(["", "x".repeat(100), "Makers: Pune", 'The "Sunrise" School', "सूर्या स्कूल", "Société", "Line\nbreak", "Tab\there", "Curly’s"])(
    "refuses %j",
    (name) => expect(isGstr1Name(name)).toBe(false),
  );
});

describe("gstr1Name", () => {
  it.each([
    ["Pune Makers LLP", "Pune Makers LLP"],
    ["Makers: Pune", "Makers- Pune"],
    ['The "Sunrise" School', "The 'Sunrise' School"],
    ["Curly’s “Quoted” Labs", "Curly's 'Quoted' Labs"],
    ["Société Électronique", "Societe Electronique"],
    ["सूर्या Public School", "Public School"],
    ["सूर्या", ""],
    ["  Many   spaces\tand\nlines ", "Many spaces and lines"],
  ])("fits %j as %j", (name, fitted) => {
    expect(gstr1Name(name)).toBe(fitted);
    expect(fitted === "" || isGstr1Name(fitted)).toBe(true);
  });

  it("cuts a long name to 99 characters at a word's end", () => {
    const name = `${"Atal Tinkering Lab ".repeat(6)}Government Senior Secondary School`;
    const fitted = gstr1Name(name);
    expect(fitted.length).toBeLessThanOrEqual(99);
    expect(name.startsWith(fitted)).toBe(true);
    expect(name[fitted.length]).toBe(" ");
    expect(isGstr1Name(fitted)).toBe(true);
    expect(gstr1Name("y".repeat(150))).toBe("y".repeat(99));
  });
});

describe("gstr1NameProblem", () => {
  it("is null for a name the tool takes", () => {
    expect(gstr1NameProblem("Pune Makers LLP")).toBeNull();
  });

  it("names the characters to change and what is allowed", () => {
    expect(gstr1NameProblem("Makers: Pune")).toBe(
      'Legal name of the business cannot contain ":": write it in English letters as on the GST registration certificate ' +
        "(letters, digits, spaces and & ' - . / , ( ) ? @ ! # % $ ~ * ; + = _ only).",
    );
    expect(gstr1NameProblem("x".repeat(100))).toBe("Legal name of the business must be at most 99 characters.");
  });
});
