import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CarouselDots } from "./carousel-dots";

describe("CarouselDots", () => {
  it("names each dot, marks the current one and moves to the one pressed", async () => {
    const onSelect = vi.fn();
    render(<CarouselDots count={5} selected={1} onSelect={onSelect} label="slide" tone="light" />);
    const dots = screen.getAllByRole("button");
    expect(dots.map((dot) => dot.getAttribute("aria-label"))).toEqual([
      "Show slide 1",
      "Show slide 2",
      "Show slide 3",
      "Show slide 4",
      "Show slide 5",
    ]);
    expect(screen.getByRole("button", { name: "Show slide 2" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Show slide 1" })).not.toHaveAttribute("aria-current");
    await userEvent.click(screen.getByRole("button", { name: "Show slide 4" }));
    expect(onSelect).toHaveBeenCalledWith(3);
  });
});
