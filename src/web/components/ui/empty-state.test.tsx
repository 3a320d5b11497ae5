import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmptyNote, EmptyState } from "./empty-state";

describe("EmptyState", () => {
  it("shows a heading, the reason and the way onward; the icon is decoration", () => {
    render(
      <EmptyState icon={<svg data-testid="icon" />} title="No orders yet" message="When you place an order, you can follow it here.">
        <a href="/collections">Start shopping</a>
      </EmptyState>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "No orders yet" })).toBeInTheDocument();
    expect(screen.getByText("When you place an order, you can follow it here.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start shopping" })).toHaveAttribute("href", "/collections");
    expect(screen.getByTestId("icon").parentElement).toHaveAttribute("aria-hidden", "true");
  });
});

describe("EmptyNote", () => {
  it("says in a paragraph that the list is empty", () => {
    render(<EmptyNote>No products available.</EmptyNote>);
    expect(screen.getByText("No products available.").tagName).toBe("P");
  });
});
