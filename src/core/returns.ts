import { istDate } from "./financial-year";
import type { Paise } from "./money";

/**
 * Returns (§1: "7-Days Return Policy"): the rules of a customer's return, shared by the server (which decides)
 * and the storefront (which shows what will happen before the customer asks).
 */

export const RETURN_WINDOW_DAYS = 7;

export const RETURN_STATUSES = ["requested", "approved", "rejected", "received", "refunded"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Which status each status may move to; the rest is refused (409) naming these. */
export const RETURN_MOVES: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ["approved", "rejected"],
  approved: ["received", "rejected"],
  rejected: [],
  received: ["refunded"],
  refunded: [],
};

export function checkReturnMove(from: ReturnStatus, to: string): { ok: true } | { ok: false; message: string } {
  if (!(RETURN_STATUSES as readonly string[]).includes(to)) {
    return { ok: false, message: `Unknown status '${to}'. Statuses: ${RETURN_STATUSES.join(", ")}.` };
  }
  const allowed = RETURN_MOVES[from];
  if (allowed.includes(to as ReturnStatus)) return { ok: true };
  const options = allowed.length ? `From ${from} it can move to: ${allowed.join(", ")}.` : `A ${from} return does not change any more.`;
  return { ok: false, message: `Cannot move this return from ${from} to ${to}. ${options}` };
}

export const RETURN_REASONS = ["damaged", "wrong-item", "not-as-described", "not-needed"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: "Damaged or defective",
  "wrong-item": "Wrong item sent",
  "not-as-described": "Not as described",
  "not-needed": "No longer needed",
};
/** The shop's fault: when the whole order comes back for one of these, the delivery charge is refunded too. */
export const SHOP_AT_FAULT: readonly ReturnReason[] = ["damaged", "wrong-item"];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last day a return may be asked for: 7 days after the day of delivery, by the date in India (delivered
 * on 20 Nov at any hour → until the end of 27 Nov, IST).
 */
export function returnWindowClosesOn(deliveredAt: Date): string {
  return istDate(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

export function isWithinReturnWindow(deliveredAt: Date, now: Date): boolean {
  return istDate(now) <= returnWindowClosesOn(deliveredAt);
}

/** One line of an order as charged, and how many of its units earlier returns took (rejected ones do not count). */
export interface ReturnableLine {
  quantity: number;
  chargedPaise: Paise;
  alreadyReturned: number;
}

/**
 * What the customer paid for `count` more units of a line that already had `alreadyReturned` returned: the
 * line's charge shared over its units so that returning every unit, in any number of returns, refunds exactly
 * what the line charged (a kit line's share of the 5 % is in its charge, so it comes off the refund too).
 */
export function unitsRefund(line: ReturnableLine, count: number): Paise {
  const upTo = (units: number) => Math.round((line.chargedPaise * units) / line.quantity);
  return upTo(line.alreadyReturned + count) - upTo(line.alreadyReturned);
}

export interface RefundInput {
  lines: Array<ReturnableLine & { returning: number }>;
  reason: ReturnReason;
  deliveryFeePaise: Paise;
}

export interface Refund {
  goodsPaise: Paise;
  /** The delivery charge, refunded when the shop was at fault and the whole order has come back. */
  deliveryPaise: Paise;
  totalPaise: Paise;
}

/** The refund of a return: the goods as charged, plus the delivery charge when the shop was at fault and nothing is left unreturned. */
export function refundFor({ lines, reason, deliveryFeePaise }: RefundInput): Refund {
  const goodsPaise = lines.reduce((sum, line) => sum + unitsRefund(line, line.returning), 0);
  const wholeOrder = lines.every((line) => line.alreadyReturned + line.returning === line.quantity);
  const deliveryPaise = SHOP_AT_FAULT.includes(reason) && wholeOrder ? deliveryFeePaise : 0;
  return { goodsPaise, deliveryPaise, totalPaise: goodsPaise + deliveryPaise };
}

/** A UPI ID: a handle, "@", the payment provider's name (e.g. asha.verma@okaxis). */
export const UPI_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** IFSC: 4 letters (the bank), 0, then 6 letters or digits (the branch). RBI's format. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers are 9 to 18 digits. */
export const ACCOUNT_PATTERN = /^\d{9,18}$/;

export type RefundMethod = { upi: string } | { bank: { holder: string; account: string; ifsc: string } };

/** Checks how the customer wants the cash-on-delivery money back; the message names the field. */
export function checkRefundMethod(input: unknown): { ok: true; method: RefundMethod } | { ok: false; message: string } {
  const value = (input ?? {}) as { upi?: unknown; bank?: { holder?: unknown; account?: unknown; ifsc?: unknown } };
  if (typeof value.upi === "string" && value.bank === undefined) {
    const upi = value.upi.trim();
    return UPI_PATTERN.test(upi)
      ? { ok: true, method: { upi } }
      : { ok: false, message: "UPI ID must look like name@bank, for example asha.verma@okaxis." };
  }
  if (value.bank && typeof value.bank === "object" && value.upi === undefined) {
    const holder = typeof value.bank.holder === "string" ? value.bank.holder.trim() : "";
    const account = typeof value.bank.account === "string" ? value.bank.account.replace(/\s/g, "") : "";
    const ifsc = typeof value.bank.ifsc === "string" ? value.bank.ifsc.trim().toUpperCase() : "";
    if (holder.length < 2 || holder.length > 100) return { ok: false, message: "Account holder's name is required (2 to 100 characters)." };
    if (!ACCOUNT_PATTERN.test(account)) return { ok: false, message: "Account number must be 9 to 18 digits." };
    if (!IFSC_PATTERN.test(ifsc)) return { ok: false, message: "IFSC must be 4 letters, a 0, then 6 letters or digits, for example SBIN0001234." };
    return { ok: true, method: { bank: { holder, account, ifsc } } };
  }
  return { ok: false, message: "Choose how to receive the refund: a UPI ID or a bank account." };
}

/** How refund details are shown to anyone but staff: enough to recognise them, not to use them. */
export function maskRefundMethod(method: RefundMethod): RefundMethod {
  if ("upi" in method) {
    const [handle, provider] = method.upi.split("@");
    return { upi: `${handle.slice(0, 2)}${"•".repeat(Math.max(3, handle.length - 2))}@${provider}` };
  }
  const { holder, account, ifsc } = method.bank;
  return { bank: { holder, account: `${"•".repeat(Math.max(4, account.length - 4))}${account.slice(-4)}`, ifsc } };
}

/** When the order was delivered: the last `delivered` step of its history (null if it never was). */
export function deliveredAt(history: ReadonlyArray<{ status: string; at: string }>): Date | null {
  const event = history.findLast((step) => step.status === "delivered");
  return event ? new Date(event.at) : null;
}

/** For the order's answers: the last day a return may be asked for, or null until delivered. */
export function returnWindowOf(history: ReadonlyArray<{ status: string; at: string }>): string | null {
  const delivered = deliveredAt(history);
  return delivered ? returnWindowClosesOn(delivered) : null;
}
