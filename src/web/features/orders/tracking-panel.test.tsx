import { render, screen, within } from "@testing-library/react";
import { codPayment } from "~/tests/support/fixtures/payment";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { UserOrder } from "~/src/core/shapes/order";
import { OrderCard } from "./order-card";
import { TrackingPanel } from "./tracking-panel";

// Midday UTC, so the day is the same in any time zone the tests run in.
const shippedOrder: UserOrder = {
  _id: "7a1c2b3d-0000-4000-8000-000000000002",
  date: "2026-03-10T12:00:00.000Z",
  status: "shipped",
  paymentMethod: "COD",
  address: {
    firstName: "Asha",
    lastName: "Rao",
    email: "asha@example.in",
    street: "12 MG Road",
    city: "Bengaluru",
    state: "Karnataka",
    zipcode: "560001",
    country: "India",
    phone: "9876543210",
  },
  subtotal: 200,
  deliveryFee: 20,
  amount: 220,
  items: [{ _id: "servo-sg90", name: "Servo SG90", image: [], price: 100, quantity: 2 }],
  courier: "Delhivery",
  trackingNumber: "DLV123456789",
  history: [
    { status: "pending", at: "2026-03-10T12:00:00.000Z" },
    { status: "packing", at: "2026-03-11T12:00:00.000Z" },
    { status: "shipped", at: "2026-03-12T12:00:00.000Z" },
  ],
  returnWindowClosesOn: null,
  estimatedDelivery: "2026-03-14",
  ...codPayment(),
};

const renderCard = (order: UserOrder) =>
  render(
    <MemoryRouter>
      <OrderCard order={order} onViewInvoice={vi.fn()} onBuyAgain={vi.fn()} />
    </MemoryRouter>,
  );

describe("TrackingPanel", () => {
  it("shows the courier, the tracking number and every status with its date", () => {
    render(<TrackingPanel order={shippedOrder} id="tracking" />);
    expect(screen.getByText("Courier:").nextSibling).toHaveTextContent("Delhivery");
    expect(screen.getByText("Tracking number:").nextSibling).toHaveTextContent("DLV123456789");
    const rows = within(screen.getByRole("table", { name: "Order history" }))
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Order placed10 Mar 2026, /),
      expect.stringMatching(/^Packing11 Mar 2026, /),
      expect.stringMatching(/^Shipped12 Mar 2026, /),
    ]);
    expect(screen.getByRole("list", { name: "Delivery progress" })).toBeInTheDocument();
  });

  it("leaves the shipment details out when the server sent none", () => {
    render(<TrackingPanel order={{ ...shippedOrder, courier: null, trackingNumber: null }} id="tracking" />);
    expect(screen.queryByText("Courier:")).not.toBeInTheDocument();
    expect(screen.queryByText("Tracking number:")).not.toBeInTheDocument();
  });

  it("opens from 'Track Package' on a shipped order card", async () => {
    renderCard(shippedOrder);
    expect(screen.queryByText("DLV123456789")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Track Package" }));
    expect(screen.getByText("DLV123456789")).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Order history" })).toBeInTheDocument();
  });
});

describe("OrderCard after staff have handled the order", () => {
  describe("a delivered order as the server sends it (returns until 21 Mar 2026)", () => {
    const delivered: UserOrder = {
      ...shippedOrder,
      status: "delivered",
      history: [...shippedOrder.history, { status: "delivered", at: "2026-03-14T12:00:00.000Z" }],
      returnWindowClosesOn: "2026-03-21",
    };
    beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
    afterEach(() => vi.useRealTimers());

    it("offers 'Return Item', leading to the order's return page, while the 7 days run", () => {
      vi.setSystemTime(new Date("2026-03-16T10:00:00+05:30"));
      renderCard(delivered);
      expect(screen.getByRole("link", { name: "Return Item" })).toHaveAttribute("href", `/orders/${shippedOrder._id}/return`);
      expect(screen.queryByRole("button", { name: "Track Package" })).not.toBeInTheDocument();
    });

    it("once they have run, says when returns closed instead", () => {
      vi.setSystemTime(new Date("2026-03-25T10:00:00+05:30"));
      renderCard(delivered);
      expect(screen.queryByRole("link", { name: "Return Item" })).not.toBeInTheDocument();
      expect(screen.getByText(/Returns closed on/)).toHaveTextContent("Returns closed on 21 Mar 2026");
    });
  });

  it("says plainly that a cancelled order was cancelled, with no Track Package and no delivery estimate", () => {
    renderCard({
      ...shippedOrder,
      status: "cancelled",
      courier: null,
      trackingNumber: null,
      history: [shippedOrder.history[0], { status: "cancelled", at: "2026-03-11T12:00:00.000Z" }],
    });
    expect(screen.getByRole("note")).toHaveTextContent("This order was cancelled on 11 Mar 2026. It will not be delivered and nothing is due.");
    expect(screen.getByText("Cancelled")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Track Package" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Return Item" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Estimated delivery/)).not.toBeInTheDocument();
  });
});
