import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { testProduct } from "~/tests/support/fixtures/product";
import { ProductTabs } from "./product-tabs";

describe("product description and reviews tabs", () => {
  it("shows the description with its specifications as a table", () => {
    render(<ProductTabs product={testProduct()} />);
    expect(screen.getByRole("tab", { name: "Description" })).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel", { name: "Description" });
    expect(within(panel).getByText("The board most school labs start with.")).toBeInTheDocument();
    expect(within(panel).getByText("Specifications:")).toBeInTheDocument();
    const table = within(panel).getByRole("table");
    expect(within(table).getByRole("rowheader", { name: "Microcontroller" })).toBeInTheDocument();
    expect(within(table).getByRole("cell", { name: "ATmega328P" })).toBeInTheDocument();
    expect(within(table).getAllByRole("row")).toHaveLength(2);
  });

  it("switches to 'Reviews (10)' by click and with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<ProductTabs product={testProduct()} />);
    await user.click(screen.getByRole("tab", { name: "Reviews (10)" }));
    expect(screen.getByRole("tabpanel", { name: "Reviews (10)" })).toHaveTextContent("25 ratings");
    expect(screen.queryByRole("tabpanel", { name: "Description" })).not.toBeInTheDocument();

    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Description" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Description" })).toHaveAttribute("aria-selected", "true");
  });
});
