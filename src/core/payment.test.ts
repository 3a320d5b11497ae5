import { describe, expect, it } from "vitest";
import { paidEnoughToPack, paymentStatusOf, prepaidRefusal, upiPaymentLink } from "./payment";

describe("the UPI payment link (NPCI UPI Linking Specifications)", () => {
  it("carries the payee, the exact amount with two decimals, INR and the order's reference, URL-encoded", () => {
    const link = upiPaymentLink({
      upiId: "tinker.wala@okaxis",
      payeeName: "Tinkerwala Maker Supplies & Co",
      amountPaise: 2255050,
      reference: "1A2B3C4D",
    });
    expect(link).toBe(
      "upi://pay?pa=tinker.wala%40okaxis&pn=Tinkerwala%20Maker%20Supplies%20%26%20Co&am=22550.50&cu=INR&tn=Order%201A2B3C4D&tr=1A2B3C4D",
    );
    const parsed = new URL(link);
    expect(parsed.searchParams.get("am")).toBe("22550.50");
    expect(parsed.searchParams.get("tn")!.length).toBeLessThanOrEqual(50);
  });
});

describe("payment status", () => {
  it("follows what was received against what is due", () => {
    expect(paymentStatusOf(10000, 0)).toBe("awaiting");
    expect(paymentStatusOf(10000, 9999)).toBe("part-paid");
    expect(paymentStatusOf(10000, 10000)).toBe("received");
    expect(paymentStatusOf(10000, 12000)).toBe("received");
  });

  it("lets staff pack cash-on-delivery and fully paid orders only", () => {
    expect([paidEnoughToPack("on-delivery"), paidEnoughToPack("received"), paidEnoughToPack("awaiting"), paidEnoughToPack("part-paid")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe("bank transfer and UPI on the shop's own checkout", () => {
  const shop = {
    prepaidCheckoutEnabled: true,
    prepaidCheckoutMinimum: 10000,
    upiId: "shop@upi",
    bankAccountNumber: "123456789",
    bankIfsc: "HDFC0001234",
  };
  it("answers as the spec does until the owner turns them on", () => {
    expect(prepaidRefusal("upi", 5_000_000, { ...shop, prepaidCheckoutEnabled: false })).toBe("Only Cash On Delivery Supported Currently");
  });
  it("offers them from the owner's amount, and only with the details to pay to", () => {
    expect(prepaidRefusal("upi", 999_999, shop)).toMatch(/₹10,000 or more/);
    expect(prepaidRefusal("upi", 1_000_000, shop)).toBeNull();
    expect(prepaidRefusal("upi", 1_000_000, { ...shop, upiId: "" })).toMatch(/does not take UPI/);
    expect(prepaidRefusal("bank-transfer", 1_000_000, { ...shop, bankIfsc: "" })).toMatch(/does not take bank transfers/);
  });
});
