import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useIdempotencyKey } from "./idempotency";

describe("useIdempotencyKey", () => {
  it("sends one key for every retry of the same order, a new one for a changed order or after a success", () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const order = { items: [{ _id: "relay", quantity: 1 }], amount: 170 };
    const first = result.current.keyFor(order);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(result.current.keyFor({ ...order })).toBe(first);
    const changed = result.current.keyFor({ ...order, amount: 320 });
    expect(changed).not.toBe(first);
    result.current.done();
    expect(result.current.keyFor({ ...order, amount: 320 })).not.toBe(changed);
  });
});
