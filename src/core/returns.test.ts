import { describe, expect, it } from "vitest";
import {
  checkRefundMethod,
  checkReturnMove,
  isWithinReturnWindow,
  maskRefundMethod,
  refundFor,
  returnWindowClosesOn,
  RETURN_MOVES,
  RETURN_STATUSES,
  unitsRefund,
} from "./returns";

describe("the 7-day window, by the date in India", () => {
  // Delivered at 23:30 IST on 20 Nov (18:00 UTC): the window runs to the end of 27 Nov IST.
  const delivered = new Date("2026-11-20T18:00:00Z");

  it("closes 7 days after the day of delivery", () => {
    expect(returnWindowClosesOn(delivered)).toBe("2026-11-27");
  });

  it("is open at 23:59 IST on the last day and closed a minute later", () => {
    expect(isWithinReturnWindow(delivered, new Date("2026-11-27T18:29:00Z"))).toBe(true);
    expect(isWithinReturnWindow(delivered, new Date("2026-11-27T18:31:00Z"))).toBe(false);
  });

  it("counts the Indian date, not UTC: delivered at 00:30 IST on 21 Nov (19:00 UTC on 20 Nov) closes on 28 Nov", () => {
    expect(returnWindowClosesOn(new Date("2026-11-20T19:00:00Z"))).toBe("2026-11-28");
  });
});

describe("moves", () => {
  it("allows exactly the moves of RETURN_MOVES and names them when refusing", () => {
    for (const from of RETURN_STATUSES) {
      for (const to of RETURN_STATUSES) {
        expect(checkReturnMove(from, to).ok, `${from} → ${to}`).toBe(RETURN_MOVES[from].includes(to));
      }
    }
    expect(checkReturnMove("requested", "refunded")).toEqual({
      ok: false,
      message: "Cannot move this return from requested to refunded. From requested it can move to: approved, rejected.",
    });
    expect(checkReturnMove("refunded", "approved")).toEqual({
      ok: false,
      message: "Cannot move this return from refunded to approved. A refunded return does not change any more.",
    });
    expect(checkReturnMove("requested", "lost")).toMatchObject({ ok: false, message: expect.stringContaining("Unknown status 'lost'") });
  });
});

describe("the refund", () => {
  const kitLine = { quantity: 3, chargedPaise: 127993, alreadyReturned: 0 };

  it("shares a line's charge over its units so that every unit returned adds up to the line exactly", () => {
    const parts = [0, 1, 2].map((already) => unitsRefund({ ...kitLine, alreadyReturned: already }, 1));
    expect(parts.reduce((a, b) => a + b, 0)).toBe(127993);
    expect(parts).toEqual([42664, 42665, 42664]);
  });

  it("adds the delivery charge only when the shop was at fault and the whole order comes back", () => {
    const lines = [
      { quantity: 2, chargedPaise: 99800, alreadyReturned: 0, returning: 2 },
      { quantity: 1, chargedPaise: 12000, alreadyReturned: 1, returning: 0 },
    ];
    expect(refundFor({ lines, reason: "damaged", deliveryFeePaise: 5000 })).toEqual({ goodsPaise: 99800, deliveryPaise: 5000, totalPaise: 104800 });
    expect(refundFor({ lines, reason: "wrong-item", deliveryFeePaise: 5000 }).deliveryPaise).toBe(5000);
    expect(refundFor({ lines, reason: "not-needed", deliveryFeePaise: 5000 }).deliveryPaise).toBe(0);
    expect(refundFor({ lines, reason: "not-as-described", deliveryFeePaise: 5000 }).deliveryPaise).toBe(0);
    const partOnly = [{ ...lines[0], returning: 1 }, lines[1]];
    expect(refundFor({ lines: partOnly, reason: "damaged", deliveryFeePaise: 5000 })).toEqual({
      goodsPaise: 49900,
      deliveryPaise: 0,
      totalPaise: 49900,
    });
  });
});

describe("refund details", () => {
  it("takes a UPI ID or a bank account, and names what is wrong", () => {
    expect(checkRefundMethod({ upi: " asha.verma@okaxis " })).toEqual({ ok: true, method: { upi: "asha.verma@okaxis" } });
    expect(checkRefundMethod({ upi: "asha.verma" })).toMatchObject({ ok: false, message: expect.stringContaining("UPI ID") });
    expect(checkRefundMethod({ bank: { holder: "Asha Verma", account: "1234 5678 9012", ifsc: "sbin0001234" } })).toEqual({
      ok: true,
      method: { bank: { holder: "Asha Verma", account: "123456789012", ifsc: "SBIN0001234" } },
    });
    expect(checkRefundMethod({ bank: { holder: "Asha Verma", account: "123456789012", ifsc: "SBIN1001234" } })).toMatchObject({
      ok: false,
      message: expect.stringContaining("IFSC must be 4 letters, a 0, then 6 letters or digits"),
    });
    expect(checkRefundMethod({ bank: { holder: "Asha Verma", account: "12ab", ifsc: "SBIN0001234" } })).toMatchObject({
      ok: false,
      message: "Account number must be 9 to 18 digits.",
    });
    expect(checkRefundMethod({})).toMatchObject({ ok: false, message: expect.stringContaining("UPI ID or a bank account") });
    expect(checkRefundMethod({ upi: "a@b", bank: {} })).toMatchObject({ ok: false });
  });

  it("masks all but the last four digits of an account and most of a UPI handle", () => {
    expect(maskRefundMethod({ bank: { holder: "Asha Verma", account: "123456789012", ifsc: "SBIN0001234" } })).toEqual({
      bank: { holder: "Asha Verma", account: "••••••••9012", ifsc: "SBIN0001234" },
    });
    expect(maskRefundMethod({ upi: "asha.verma@okaxis" })).toEqual({ upi: "as••••••••@okaxis" });
    expect(JSON.stringify(maskRefundMethod({ bank: { holder: "A B", account: "123456789012", ifsc: "SBIN0001234" } }))).not.toContain("12345678");
  });
});
