import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { QuantityControl } from "./quantity-control";

/** The control with a parent that applies updates, as the optimistic cart does. */
function setup(initial: number) {
  const onIncrease = vi.fn();
  const onUpdate = vi.fn();
  function Host() {
    const [quantity, setQuantity] = useState(initial);
    return (
      <QuantityControl
        productName="Servo SG90"
        quantity={quantity}
        onIncrease={() => {
          onIncrease();
          setQuantity(quantity + 1);
        }}
        onUpdate={(next) => {
          onUpdate(next);
          setQuantity(next);
        }}
      />
    );
  }
  render(<Host />);
  return { user: userEvent.setup(), onIncrease, onUpdate, input: screen.getByRole("spinbutton", { name: "Quantity of Servo SG90" }) };
}

describe("QuantityControl (§4 cart quantity rules)", () => {
  it("Increase adds 1", async () => {
    const { user, onIncrease, onUpdate, input } = setup(2);
    await user.click(screen.getByRole("button", { name: "Increase quantity of Servo SG90" }));
    expect(onIncrease).toHaveBeenCalledTimes(1);
    expect(onUpdate).not.toHaveBeenCalled();
    expect(input).toHaveValue(3);
  });

  it("Decrease subtracts 1 above 1", async () => {
    const { user, onUpdate, input } = setup(3);
    await user.click(screen.getByRole("button", { name: "Decrease quantity of Servo SG90" }));
    expect(onUpdate).toHaveBeenLastCalledWith(2);
    expect(input).toHaveValue(2);
  });

  it("Decrease at 1 removes the item (quantity 0)", async () => {
    const { user, onUpdate } = setup(1);
    await user.click(screen.getByRole("button", { name: "Decrease quantity of Servo SG90" }));
    expect(onUpdate).toHaveBeenCalledExactlyOnceWith(0);
  });

  it("Remove sets 0", async () => {
    const { user, onUpdate } = setup(4);
    await user.click(screen.getByRole("button", { name: "Remove Servo SG90 from the cart" }));
    expect(onUpdate).toHaveBeenCalledExactlyOnceWith(0);
  });

  it("a typed value above 0 sets the quantity", async () => {
    const { user, onUpdate, input } = setup(1);
    await user.tripleClick(input);
    await user.keyboard("7");
    expect(input).toHaveValue(7);
    await vi.waitFor(() => expect(onUpdate).toHaveBeenCalledExactlyOnceWith(7));
  });

  it("sends a typed number once, when typing settles or the field is left", async () => {
    const { user, onUpdate, input } = setup(1);
    await user.tripleClick(input);
    await user.keyboard("12");
    expect(onUpdate).not.toHaveBeenCalled();
    await user.tab();
    expect(onUpdate).toHaveBeenCalledExactlyOnceWith(12);
    expect(input).toHaveValue(12);
  });

  it("has a minimum of 1: typing 0 or clearing the field changes nothing, and leaving restores the quantity", async () => {
    const { user, onUpdate, input } = setup(2);
    expect(input).toHaveAttribute("min", "1");
    await user.clear(input);
    await user.keyboard("0");
    expect(onUpdate).not.toHaveBeenCalled();
    await user.clear(input);
    await user.tab();
    expect(onUpdate).not.toHaveBeenCalled();
    expect(input).toHaveValue(2);
  });

  it("ignores non-numeric input", async () => {
    const { user, onUpdate, input } = setup(2);
    await user.type(input, "abc-+.e");
    expect(onUpdate).not.toHaveBeenCalled();
    expect(input).toHaveValue(2);
  });
});
