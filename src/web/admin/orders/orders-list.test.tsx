import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { rupees } from "~/src/web/lib/format";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import { fetchCalls, kitOrder, sampleOrder } from "~/tests/support/admin-orders";
import { OrdersList } from "./orders-list";

const fetchMock = signedInStaff();

const calls = () => fetchCalls(fetchMock);

describe("orders list", () => {
  it("puts the filters in the URL, starts again at page 1 and asks the API with them", async () => {
    fetchMock.mockImplementation(() => json({ success: true, orders: [sampleOrder()], total: 45, page: 2, pages: 3 }));
    const user = userEvent.setup();
    renderAdmin(() => <OrdersList kind="component" />, { path: "/admin/orders?page=2" });
    expect(await screen.findAllByText("Asha Verma")).not.toHaveLength(0);
    expect(calls()[0].url).toBe("/api/admin/orders?page=2");
    expect(screen.getByRole("link", { name: "Page 3" })).toHaveAttribute("href", "/admin/orders?page=3");

    await user.type(screen.getByLabelText("Search"), "560001");
    await user.selectOptions(screen.getByLabelText("Status"), "packing");
    await user.type(screen.getByLabelText("From"), "2026-11-01");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/admin/orders?status=packing&q=560001&from=2026-11-01"));
    await waitFor(() => expect(calls().at(-1)!.url).toBe("/api/admin/orders?status=packing&q=560001&from=2026-11-01"));
    // The page links keep the filters.
    expect(screen.getByRole("link", { name: "Page 3" })).toHaveAttribute("href", "/admin/orders?status=packing&q=560001&from=2026-11-01&page=3");
  });

  it("counts an order's units in plain English: 1 unit, 3 units", async () => {
    const one = sampleOrder({ items: [{ _id: "arduino-uno-r3", name: "Arduino Uno R3", image: [], price: 494.1, quantity: 1 }] });
    const three = sampleOrder({
      _id: "5b2e7d10-0000-4000-8000-000000000003",
      items: [{ _id: "arduino-uno-r3", name: "Arduino Uno R3", image: [], price: 494.1, quantity: 3 }],
    });
    fetchMock.mockImplementation(() => json({ success: true, orders: [one, three], total: 2, page: 1, pages: 1 }));
    renderAdmin(() => <OrdersList kind="component" />, { path: "/admin/orders" });
    expect((await screen.findAllByText(/· 1 unit$/)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/· 3 units$/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/1 units/)).toBeNull();
  });

  it("kit orders offer the kit statuses and show the final amount", async () => {
    fetchMock.mockImplementation(() => json({ success: true, orders: [kitOrder("processing")], total: 1, page: 1, pages: 1 }));
    renderAdmin(() => <OrdersList kind="kit" />, { path: "/admin/kit-orders" });
    expect((await screen.findAllByText(rupees(938.79))).length).toBeGreaterThan(0);
    const options = within(screen.getByLabelText("Status"))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual(["All statuses", "Pending", "Processing", "Shipped", "Delivered", "Cancelled"]);
    expect(screen.getAllByRole("link", { name: "#3F9C2A1E" })[0]).toHaveAttribute("href", "/admin/kit-orders/3f9c2a1e-0000-4000-8000-000000000001");
  });

  it("filters by payment (awaiting, unpaid too long) and marks the orders whose payment is awaited", async () => {
    const waiting = sampleOrder({
      _id: "5b2e7d10-0000-4000-8000-000000000002",
      paymentMethod: "upi",
      payment: { method: "upi", status: "part-paid", due: 508.2, received: 500, records: [] },
    });
    fetchMock.mockImplementation(() => json({ success: true, orders: [waiting, sampleOrder()], total: 2, page: 1, pages: 1 }));
    const user = userEvent.setup();
    renderAdmin(() => <OrdersList kind="component" />, { path: "/admin/orders" });
    const table = await screen.findByRole("table");
    const [, waitingRow, codRow] = within(table).getAllByRole("row");
    expect(waitingRow).toHaveTextContent("Part-paid");
    expect(codRow).not.toHaveTextContent(/Paid|Awaiting/);

    const payment = screen.getByLabelText("Payment");
    expect(
      within(payment)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Any payment", "Awaiting payment", "Unpaid too long"]);
    await user.selectOptions(payment, "Unpaid too long");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(calls().at(-1)!.url).toBe("/api/admin/orders?payment=overdue"));
    expect(screen.getByLabelText("Payment")).toHaveValue("overdue");
  });
});
