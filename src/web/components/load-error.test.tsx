import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LoadError } from "./load-error";

describe("LoadError", () => {
  it("says what failed and why, and retries on Try Again", async () => {
    const onRetry = vi.fn();
    render(<LoadError title="We could not load your cart." message="Network error. Please check your connection." onRetry={onRetry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("We could not load your cart.");
    expect(screen.getByRole("alert")).toHaveTextContent("Network error. Please check your connection.");
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
