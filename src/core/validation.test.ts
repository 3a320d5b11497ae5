import { describe, expect, it } from "vitest";
import { addressSchema, firstIssueMessage, registerSchema, validateEnquiry } from "./validation";

const address = {
  firstName: "Asha",
  lastName: "Verma",
  email: "Asha@Example.in",
  street: "12 MG Road",
  city: "Pune",
  state: "Maharashtra",
  zipcode: "411001",
  country: "India",
  phone: "+91 98765 43210",
};

const messageFor = (input: unknown) => {
  const parsed = addressSchema.safeParse(input);
  return parsed.success ? null : firstIssueMessage(parsed.error);
};

describe("address", () => {
  it("accepts a full address and normalises email and phone", () => {
    const parsed = addressSchema.parse(address);
    expect(parsed.email).toBe("asha@example.in");
    expect(parsed.phone).toBe("+919876543210");
  });

  it.each([
    ["zipcode", "011001", "PIN must be 6 digits and cannot start with 0."],
    ["zipcode", "4110011", "PIN must be 6 digits and cannot start with 0."],
    ["phone", "1234567890", "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9."],
    ["phone", "+9198765", "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9."],
    ["firstName", " ", "First name is required."],
    ["email", "asha@example", "Please enter a valid email address."],
  ])("refuses %s = %j", (field, value, message) => {
    expect(messageFor({ ...address, [field]: value })).toBe(message);
  });

  it("requires every one of the nine fields", () => {
    for (const field of Object.keys(address)) {
      const { [field as keyof typeof address]: _omitted, ...rest } = address;
      expect(messageFor(rest)).toMatch(/required/);
    }
  });
});

describe("register", () => {
  it("needs a name, a valid email and 8 characters of password", () => {
    expect(registerSchema.safeParse({ name: "A", email: "a@b.in", password: "12345678" }).success).toBe(true);
    expect(firstIssueMessage(registerSchema.safeParse({ name: "A", email: "a@b.in", password: "1234567" }).error!)).toBe(
      "Password must be at least 8 characters.",
    );
  });
});

describe("enquiry", () => {
  it("asks for name, email and message, then a valid email; phone optional", () => {
    expect(validateEnquiry({ name: "", email: "a@b.in", message: "Hi" })).toBe("Please fill in your name, email, and message.");
    expect(validateEnquiry({ name: "Ravi", email: "a@b.in", message: "  " })).toBe("Please fill in your name, email, and message.");
    expect(validateEnquiry({ name: "Ravi", email: "ravi-at-school", message: "Hi" })).toBe("Please enter a valid email address.");
    expect(validateEnquiry({ name: "Ravi", email: "ravi@school.in", message: "Hi" })).toBeNull();
  });
});
