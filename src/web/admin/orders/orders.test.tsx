import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useParams } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminKitOrder, AdminOrder } from "~/src/core/shapes/admin-orders";
import { rupees } from "~/src/web/lib/format";
import { json, renderAdmin, stubFetch } from "~/src/web/admin/admin-test-support";
import { OrderDetail } from "./order-detail";
import { OrdersList } from "./orders-list";

const address = {
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.in",
  street: "12 MG Road",
  city: "Pune",
  state: "Maharashtra",
  zipcode: "411001",
  country: "India",
  phone: "9876543210",
};
const sampleOrder = (overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  _id: "3f9c2a1e-0000-4000-8000-000000000001",
  date: "2026-11-20T09:30:00.000Z",
  status: "pending",
  paymentMethod: "COD",
  customer: { name: "Asha Verma", email: "asha@example.in" },
  address,
  items: [{ _id: "arduino-uno-r3", name: "Arduino Uno R3", image: [], price: 494.1, quantity: 2 }],
  courier: null,
  trackingNumber: null,
  history: [{ status: "pending", at: "2026-11-20T09:30:00.000Z" }],
  version: 3,
  subtotal: 988.2,
  deliveryFee: 20,
  amount: 1008.2,
  ...overrides,
});
const kitOrder = (status: string): AdminKitOrder => {
  const { _id, date, paymentMethod, customer, items, courier, trackingNumber, history, version } = sampleOrder();
  return {
    _id,
    createdAt: date,
    status,
    paymentMethod,
    customer,
    address,
    items,
    courier,
    trackingNumber,
    history,
    version,
    totalAmount: 988.2,
    discount: 49.41,
    finalAmount: 938.79,
  };
};

let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  localStorage.setItem("token", "staff-token");
  fetchMock = stubFetch();
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), method: init?.method ?? "GET", body: init?.body && JSON.parse(init.body) }));

describe("orders list", () => {
  it("puts the filters in the URL, starts again at page 1 and asks the API with them", async () => {
    fetchMock.mockImplementation(() => json({ success: true, orders: [sampleOrder()], total: 45, page: 2, pages: 3 }));
    const user = userEvent.setup();
    renderAdmin(() => <OrdersList kind="order" />, { path: "/admin/orders?page=2" });
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

  it("kit orders offer the kit statuses and show the final amount", async () => {
    fetchMock.mockImplementation(() => json({ success: true, orders: [kitOrder("processing")], total: 1, page: 1, pages: 1 }));
    renderAdmin(() => <OrdersList kind="kit-order" />, { path: "/admin/kit-orders" });
    expect((await screen.findAllByText(rupees(938.79))).length).toBeGreaterThan(0);
    const options = within(screen.getByLabelText("Status"))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual(["All statuses", "Pending", "Processing", "Shipped", "Delivered", "Cancelled"]);
    expect(screen.getAllByRole("link", { name: "#3F9C2A1E" })[0]).toHaveAttribute("href", "/admin/kit-orders/3f9c2a1e-0000-4000-8000-000000000001");
  });
});

function Detail() {
  const { id = "" } = useParams();
  return <OrderDetail kind="order" id={id} />;
}
const detailPath = { path: "/admin/orders/3f9c2a1e-0000-4000-8000-000000000001", pattern: "/admin/orders/:id" };

describe("order detail: status actions", () => {
  it.each([
    ["pending", ["Start packing", "Cancel order"]],
    ["packing", ["Mark shipped", "Cancel order"]],
    ["shipped", ["Mark delivered"]],
  ])("a %s order offers only %j", async (status, labels) => {
    fetchMock.mockImplementation(() => json({ success: true, order: sampleOrder({ status }) }));
    renderAdmin(Detail, detailPath);
    await screen.findByText("Arduino Uno R3");
    for (const label of ["Start packing", "Mark shipped", "Mark delivered", "Cancel order"]) {
      if (labels.includes(label)) expect(screen.getByRole("button", { name: label })).toBeInTheDocument();
      else expect(screen.queryByRole("button", { name: label })).not.toBeInTheDocument();
    }
  });

  it("a delivered order has no actions and says so", async () => {
    fetchMock.mockImplementation(() => json({ success: true, order: sampleOrder({ status: "delivered" }) }));
    renderAdmin(Detail, detailPath);
    expect(await screen.findByText("A delivered order does not change any more.")).toBeInTheDocument();
  });

  it("shows items, amounts, address and customer", async () => {
    fetchMock.mockImplementation(() => json({ success: true, order: sampleOrder() }));
    renderAdmin(Detail, detailPath);
    await screen.findByText("Arduino Uno R3");
    expect(screen.getByText("To collect").parentElement).toHaveTextContent(rupees(1008.2));
    expect(screen.getByText("12 MG Road", { exact: false })).toHaveTextContent("Pune, Maharashtra 411001");
    expect(screen.getAllByText("asha@example.in")).not.toHaveLength(0);
  });

  it("Mark shipped needs the courier and the tracking number, then sends them with the version", async () => {
    const shipped = sampleOrder({ status: "shipped", courier: "India Post", trackingNumber: "EE123456789IN", version: 4 });
    let current = sampleOrder({ status: "packing" });
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      if (init?.method === "POST") current = shipped;
      return json({ success: true, order: current });
    });
    const user = userEvent.setup();
    renderAdmin(Detail, detailPath);
    await user.click(await screen.findByRole("button", { name: "Mark shipped" }));
    await user.type(screen.getByLabelText("Courier"), "India Post");
    await user.click(screen.getByRole("button", { name: "Confirm shipped" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Enter the courier and the tracking number.");
    expect(calls().filter((call) => call.method === "POST")).toHaveLength(0);

    await user.type(screen.getByLabelText("Tracking number"), "EE123456789IN");
    await user.click(screen.getByRole("button", { name: "Confirm shipped" }));
    await waitFor(() => expect(calls().filter((call) => call.method === "POST")).toHaveLength(1));
    const post = calls().find((call) => call.method === "POST")!;
    expect(post.url).toBe("/api/admin/orders/3f9c2a1e-0000-4000-8000-000000000001/status");
    expect(post.body).toEqual({ status: "shipped", courier: "India Post", trackingNumber: "EE123456789IN", version: 3 });
    expect(await screen.findByRole("button", { name: "Mark delivered" })).toBeInTheDocument();
  });

  it("Cancel asks first, says the units go back into stock, and shows the server's 409 message", async () => {
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      init?.method === "POST"
        ? json({ success: false, message: "Someone else changed this order meanwhile. Reload it and try again." }, 409)
        : json({ success: true, order: sampleOrder() }),
    );
    const user = userEvent.setup();
    renderAdmin(Detail, detailPath);
    await user.click(await screen.findByRole("button", { name: "Cancel order" }));
    expect(screen.getByText("Cancel this order? The units go back into stock.")).toBeInTheDocument();
    expect(calls().filter((call) => call.method === "POST")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Yes, cancel the order" }));
    expect(await screen.findByText("Someone else changed this order meanwhile. Reload it and try again.")).toBeInTheDocument();
    expect(calls().find((call) => call.method === "POST")!.body).toEqual({ status: "cancelled", version: 3 });
  });
});
