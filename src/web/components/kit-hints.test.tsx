import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { KIT_MAX_ITEMS } from "~/src/core/constants";
import { KIT_FULL_NOTE } from "~/src/core/kit-hints";
import type { KitHintView } from "~/src/core/shapes/kit-hints";
import { testProduct } from "~/tests/support/fixtures/product";
import { KitHints } from "./kit-hints";

const { description: _d, ...l298n } = testProduct({ _id: "l298n", name: "L298N Motor Driver", salePrice: 180 });
const { description: _e, ...tb6612 } = testProduct({ _id: "tb6612", name: "TB6612 Motor Driver", salePrice: 240 });
const driverHint: KitHintView = {
  code: "motor-driver",
  message: "BO Motor needs a motor driver: add one such as L298N Motor Driver.",
  suggestions: [l298n, tb6612],
};

describe("kit hints panel", () => {
  it("is a polite status region, empty until there is advice", () => {
    const { rerender } = render(<KitHints hints={[]} onAdd={vi.fn()} />);
    const region = screen.getByRole("status", { name: "Tips for your kit" });
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toBeEmptyDOMElement();
    rerender(<KitHints hints={[driverHint]} onAdd={vi.fn()} />);
    expect(within(region).getByText(driverHint.message)).toBeInTheDocument();
    expect(within(region).getByRole("heading", { name: "Tips for your kit" })).toBeInTheDocument();
  });

  it("adds a suggestion with one click, and shows one already in the kit as added", async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    render(<KitHints hints={[driverHint]} chosen={new Set(["bo-motor", "tb6612"])} onAdd={onAdd} />);
    await user.click(screen.getByRole("button", { name: "Add L298N Motor Driver" }));
    expect(onAdd).toHaveBeenCalledWith(l298n);
    expect(screen.queryByRole("button", { name: "Add TB6612 Motor Driver" })).not.toBeInTheDocument();
    expect(screen.getByText("Added TB6612 Motor Driver")).toBeInTheDocument();
    expect(screen.getByText("₹180.00")).toBeInTheDocument();
  });

  it("in a full kit keeps the advice but turns the add buttons off, described by the message saying why", () => {
    const full = new Set(Array.from({ length: KIT_MAX_ITEMS }, (_, index) => `part-${index}`));
    const hint = { ...driverHint, message: `${driverHint.message} ${KIT_FULL_NOTE}` };
    render(<KitHints hints={[hint]} chosen={full} onAdd={vi.fn()} />);
    const add = screen.getByRole("button", { name: "Add L298N Motor Driver" });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(hint.message);
  });

  it("without an add action (the staff's view) names the suggestions instead", () => {
    render(<KitHints hints={[driverHint]} title={null} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.getByText("In stock: L298N Motor Driver, TB6612 Motor Driver")).toBeInTheDocument();
  });
});
