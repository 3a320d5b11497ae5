import { describe, expect, it } from "vitest";
import { canReturn, canTrack, estimatedDelivery, itemsTotal, ORDER_PROGRESS_STEPS, progressStepIndex } from "./order-rules";

describe("order rules", () => {
  it("expects delivery 4 days after the order (§9)", () => {
    const expected = new Date("2026-03-10T09:30:00.000Z");
    expected.setDate(expected.getDate() + 4);
    expect(estimatedDelivery("2026-03-10T09:30:00.000Z")).toEqual(expected);
  });

  it("totals price × quantity to the paisa, without the fee (§9)", () => {
    expect(
      itemsTotal([
        { price: 494.1, quantity: 2 },
        { price: 15.55, quantity: 2 },
      ]),
    ).toBe(1019.3);
    expect(itemsTotal([])).toBe(0);
  });

  it("offers 'Track Package' only when shipped and 'Return Item' only when delivered (§4)", () => {
    expect(["pending", "packing", "shipped", "delivered", "cancelled"].filter(canTrack)).toEqual(["shipped"]);
    expect(["pending", "packing", "shipped", "Delivered", "cancelled"].filter(canReturn)).toEqual(["Delivered"]);
  });

  it("shows the way of an order through every status but cancelled", () => {
    expect(ORDER_PROGRESS_STEPS).toEqual(["pending", "packing", "shipped", "delivered"]);
    expect(progressStepIndex(" Shipped ")).toBe(2);
    expect(progressStepIndex("cancelled")).toBe(-1);
  });
});
