import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import hindiCatalog from "~/src/i18n/hi.json";
import { createTranslator } from "./i18n";
import { checkBooking, checkEnquiry } from "./inbox";
import { KIT_SIZE_MESSAGE } from "./kit";
import { loginThrottledMessage } from "./login-throttle";
import { tooManyLinesMessage } from "./parts-list";
import { checkQuoteRequest } from "./quote-request";
import { checkRefundMethod } from "./returns";
import { checkReviewInput } from "./reviews";
import { MAX_QUANTITY_MESSAGE, stockShortage } from "./stock";
import { translateRuleMessage } from "./rule-messages";

const hindi = createTranslator(
  "hi",
  Object.fromEntries(Object.entries(hindiCatalog as Record<string, string>).map(([id, text]) => [id, compileMessage(text)])),
  compileMessage,
).t;
const english = createTranslator("en", {}, compileMessage).t;

const failed = (verdict: { ok: boolean; message?: string }) => (verdict.ok ? "" : (verdict.message ?? ""));
const address = { street: "12 MG Road", city: "Pune", state: "Maharashtra", zipcode: "411001" };
const quoteBody = {
  institution: "Govt. School",
  contactName: "Asha Verma",
  email: "asha@example.in",
  phone: "9876543210",
  billingAddress: address,
  lines: [{ productId: "led", quantity: 1 }],
};

/** What src/core's rules really say, so a rule reworded without its table entry fails here. */
const RULES = [
  failed(checkEnquiry({ name: "Asha" })),
  failed(checkEnquiry({ name: "Asha", email: "asha@example.in", message: "x".repeat(5001) })),
  failed(checkBooking({ school: "Govt. School", contact: "asha" })),
  failed(checkBooking({ school: "Govt. School", contact: "asha@example.in", students: 0 })),
  failed(checkBooking({ school: "Govt. School", contact: "asha@example.in", date: "2000-01-01", students: 10 })),
  failed(checkReviewInput({ stars: 6 })),
  failed(checkReviewInput({ stars: 5, text: "short" })),
  failed(checkRefundMethod({ upi: "asha" })),
  failed(checkRefundMethod({})),
  failed(checkQuoteRequest({ ...quoteBody, billingAddress: { ...address, zipcode: "012345" } }, "2026-01-01")),
  failed(checkQuoteRequest({ ...quoteBody, deliveryAddress: { ...address, city: "" } }, "2026-01-01")),
  failed(checkQuoteRequest({ ...quoteBody, lines: [{ productId: "led", quantity: 0 }] }, "2026-01-01")),
  stockShortage({ name: "SG90 Servo", stock: 0 }, 1) ?? "",
  stockShortage({ name: "SG90 Servo", stock: 2 }, 3) ?? "",
  MAX_QUANTITY_MESSAGE,
  tooManyLinesMessage(501),
  KIT_SIZE_MESSAGE,
  loginThrottledMessage(1),
  loginThrottledMessage(45),
  loginThrottledMessage(600),
];

describe("src/core's rule messages in two languages (issue 33)", () => {
  it("knows every sentence the rules write, word for word", () => {
    for (const rule of RULES) {
      expect(rule, "a rule that refuses").not.toBe("");
      expect(translateRuleMessage(rule, english), rule).toBe(rule);
    }
  });

  it("says each in Hindi, keeping names and numbers", () => {
    for (const rule of RULES) {
      const said = translateRuleMessage(rule, hindi);
      expect(said, rule).toMatch(/[\u0900-\u097F]/);
      expect(said, rule).not.toMatch(/\b(must|is required|Please|cannot|stock|seconds?|minutes)\b/);
    }
    expect(translateRuleMessage("Only 2 of SG90 Servo left in stock.", hindi)).toBe("SG90 Servo के स्टॉक में केवल 2 बचे हैं।");
    expect(translateRuleMessage(loginThrottledMessage(1), hindi)).toBe("इस खाते में कई बार ग़लत लॉग इन हुआ है। कृपया 1 सेकंड बाद फिर से कोशिश करें।");
  });

  it("leaves a text it does not know alone", () => {
    expect(translateRuleMessage("Something else entirely.", hindi)).toBeNull();
    expect(translateRuleMessage("Favourite colour is required.", hindi)).toBeNull();
  });
});
