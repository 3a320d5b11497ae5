import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import { StockAdjustForm } from "./stock-adjust-form";

const fetchMock = signedInStaff();

const renderForm = () => renderAdmin(() => <StockAdjustForm productId="relay-module" />, { path: "/admin/products/relay-module" });
const stockCalls = () => fetchMock.mock.calls.filter(([url]) => url === "/api/admin/products/relay-module/stock");

describe("stock adjust form", () => {
  it("refuses a change of 0 or a fraction before sending", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Change"), "0");
    await user.click(screen.getByRole("button", { name: "Adjust stock" }));
    expect(await screen.findByText(/Change must be a whole number other than 0/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Change"));
    await user.type(screen.getByLabelText("Change"), "1.5");
    await user.click(screen.getByRole("button", { name: "Adjust stock" }));
    expect(screen.getByText(/Change must be a whole number other than 0/)).toBeInTheDocument();
    expect(stockCalls()).toHaveLength(0);
  });

  it("sends the change with its reason and note, then clears the form", async () => {
    fetchMock.mockImplementation(() => json({ success: true, stock: 8 }));
    const user = userEvent.setup();
    renderForm();
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Received (new delivery)",
      "Damaged or lost",
      "Correction (after a count)",
    ]);
    await user.type(screen.getByLabelText("Change"), "-2");
    await user.selectOptions(screen.getByLabelText("Reason"), "damaged");
    await user.type(screen.getByLabelText("Note (optional)"), "Dropped on the floor");
    await user.click(screen.getByRole("button", { name: "Adjust stock" }));

    await waitFor(() => expect(screen.getByLabelText("Change")).toHaveValue(""));
    expect(await screen.findByText("Stock is now 8.")).toBeInTheDocument();
    const [call] = stockCalls();
    expect(call[1].method).toBe("POST");
    expect(JSON.parse(call[1].body)).toEqual({ change: -2, reason: "damaged", note: "Dropped on the floor" });
  });

  it("shows the server's refusal of a change that would make stock negative", async () => {
    const message = "Stock of Relay Module cannot go below 0: it has 3, the change is -5.";
    fetchMock.mockImplementation(() => json({ success: false, message }, 409));
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Change"), "-5");
    await user.click(screen.getByRole("button", { name: "Adjust stock" }));
    const form = screen.getByRole("form", { name: "Adjust stock" });
    expect(await within(form).findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByLabelText("Change")).toHaveValue("-5");
  });
});
