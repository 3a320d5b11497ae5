import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Countdown } from "./countdown";

const shown = () => ["days", "hours", "minutes", "seconds"].map((unit) => screen.getByTestId(`countdown-${unit}`).textContent).join(":");

describe("hot-sale countdown (§4)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts at 2 days, ticks every second and stops at zero", () => {
    render(<Countdown />);
    expect(shown()).toBe("02:00:00:00");
    expect(screen.getByText("Days")).toBeInTheDocument();
    expect(screen.getByText("Seconds")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBe("01:23:59:59");

    act(() => vi.advanceTimersByTime(61_000));
    expect(shown()).toBe("01:23:58:58");

    act(() => vi.advanceTimersByTime(2 * 24 * 60 * 60 * 1000));
    expect(shown()).toBe("00:00:00:00");
    expect(vi.getTimerCount()).toBe(0);

    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe("00:00:00:00");
  });

  it("does not tick between seconds", () => {
    render(<Countdown durationMs={10_000} />);
    act(() => vi.advanceTimersByTime(999));
    expect(shown()).toBe("00:00:00:10");
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe("00:00:00:09");
  });
});
