import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { KitAmountsList } from "./kit-amounts";

describe("KitAmountsList", () => {
  it("lists the total, the 5% kit discount and the final price in rupees", () => {
    render(<KitAmountsList totalAmount={1290} discount={64.5} finalAmount={1225.5} />);
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(["Total", "Kit discount (5%)", "Final price"]);
    expect(screen.getAllByRole("definition").map((amount) => amount.textContent)).toEqual(["₹1,290.00", "−₹64.50", "₹1,225.50"]);
  });

  it("names its amounts for tests only when asked", () => {
    render(<KitAmountsList layout="bar" testIdPrefix="kit" totalAmount={700} discount={35} finalAmount={665} />);
    expect(screen.getByTestId("kit-total")).toHaveTextContent("₹700.00");
    expect(screen.getByTestId("kit-discount")).toHaveTextContent("−₹35.00");
    expect(screen.getByTestId("kit-final")).toHaveTextContent("₹665.00");
  });
});
