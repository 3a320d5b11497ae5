import { render, screen, within } from "@testing-library/react";
import { codPayment } from "~/tests/support/fixtures/payment";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OrderCard } from "./order-card";
import type { UserOrder } from "~/src/core/shapes/order";
import { newestFirst } from "./order-rules";

function order(overrides: Partial<UserOrder> = {}): UserOrder {
  return {
    _id: "3f9c2a1e-0000-4000-8000-000000000001",
    date: "2026-03-10T09:30:00.000Z",
    status: "pending",
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
    subtotal: 1019.3,
    deliveryFee: 20,
    amount: 1039.3,
    items: [
      { _id: "arduino-uno-r3", name: "Arduino Uno R3", image: ["/images/catalog/arduino-uno-r3.svg"], price: 494.1, quantity: 2 },
      { _id: "servo-sg90", name: "Servo SG90", image: [], price: 15.55, quantity: 2 },
    ],
    courier: null,
    trackingNumber: null,
    history: [{ status: "pending", at: "2026-03-10T09:30:00.000Z" }],
    returnWindowClosesOn: null,
    estimatedDelivery: "2026-03-14",
    ...codPayment(),
    ...overrides,
  };
}

function renderCard(value: UserOrder, handlers = { onViewInvoice: vi.fn(), onBuyAgain: vi.fn() }) {
  const view = render(
    <MemoryRouter>
      <OrderCard order={value} {...handlers} />
    </MemoryRouter>,
  );
  return { ...handlers, unmount: view.unmount };
}

describe("OrderCard", () => {
  it.each(["pending", "packing", "delivered", "cancelled"])("has no 'Track Package' when the status is %s", (status) => {
    renderCard(order({ status }));
    expect(screen.queryByRole("button", { name: "Track Package" })).not.toBeInTheDocument();
  });

  it("offers 'Track Package' when shipped, which shows the delivery progress", async () => {
    renderCard(order({ status: "shipped" }));
    const track = screen.getByRole("button", { name: "Track Package" });
    await userEvent.click(track);
    expect(track).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("list", { name: "Delivery progress" })).toBeInTheDocument();
  });

  describe("'Return Item' and the 7 days (§1, §4)", () => {
    // The window's last day is 21 Mar 2026, a day in India.
    const closesOn = "2026-03-21";
    const at = (instant: string) => vi.setSystemTime(new Date(instant));
    beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
    afterEach(() => vi.useRealTimers());

    it.each(["pending", "packing", "shipped", "cancelled"])("has no 'Return Item' when the status is %s", (status) => {
      at("2026-03-15T12:00:00+05:30");
      renderCard(order({ status, returnWindowClosesOn: closesOn }));
      expect(screen.queryByRole("link", { name: "Return Item" })).not.toBeInTheDocument();
    });

    it.each(["delivered", "Delivered"])(
      "offers 'Return Item' while the window is open when the status is %s, leading to the return page",
      (status) => {
        at("2026-03-15T12:00:00+05:30");
        renderCard(order({ status, returnWindowClosesOn: closesOn }));
        expect(screen.getByRole("link", { name: "Return Item" })).toHaveAttribute("href", "/orders/3f9c2a1e-0000-4000-8000-000000000001/return");
        expect(screen.queryByText(/Returns closed/)).not.toBeInTheDocument();
      },
    );

    it("counts the last day by the date in India: open at 23:30 IST on it, closed ten minutes past midnight IST", () => {
      at("2026-03-21T23:30:00+05:30");
      const first = renderCard(order({ status: "delivered", returnWindowClosesOn: closesOn }));
      expect(screen.getByRole("link", { name: "Return Item" })).toBeInTheDocument();
      first.unmount();

      at("2026-03-22T00:10:00+05:30"); // still 21 Mar in UTC
      renderCard(order({ status: "delivered", returnWindowClosesOn: closesOn }));
      expect(screen.queryByRole("link", { name: "Return Item" })).not.toBeInTheDocument();
      expect(screen.getByText(/Returns closed on/)).toHaveTextContent("Returns closed on 21 Mar 2026");
    });

    it("shows neither the button nor a closed line while the server sends no window", () => {
      at("2026-03-15T12:00:00+05:30");
      renderCard(order({ status: "delivered", returnWindowClosesOn: null }));
      expect(screen.queryByRole("link", { name: "Return Item" })).not.toBeInTheDocument();
      expect(screen.queryByText(/Returns closed/)).not.toBeInTheDocument();
    });
  });

  it("shows the status, the payment method and every item with its unit price and quantity", () => {
    renderCard(order({ status: "packing" }));
    expect(screen.getByText("Packing")).toBeInTheDocument();
    expect(screen.getByText("Cash on Delivery")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Arduino Uno R3" })).toHaveAttribute("href", "/product/arduino-uno-r3");
    expect(screen.getByText(/₹494\.10/)).toHaveTextContent("₹494.10 × Qty 2");
    expect(screen.getByText(/₹15\.55/)).toHaveTextContent("₹15.55 × Qty 2");
  });

  it("shows the delivery date the server fixed for the order (4 days after it, plus its zone's days)", () => {
    renderCard(order({ date: "2026-03-29T09:30:00.000Z", estimatedDelivery: "2026-04-02" }));
    expect(screen.getByText(/Estimated delivery/)).toHaveTextContent("Estimated delivery: Thu, 2 Apr 2026");
  });

  it("totals the order as the sum of price × quantity (no fee) and shows the fee and charged amount apart", () => {
    renderCard(order());
    expect(screen.getByTestId("order-total")).toHaveTextContent("₹1,019.30");
    const fee = screen.getByText("Packaging and Utility Charges").parentElement!;
    expect(within(fee).getByText("₹20.00")).toBeInTheDocument();
    expect(screen.getByText("Total with charges").parentElement).toHaveTextContent("₹1,039.30");
  });

  it.each(["pending", "packing", "shipped", "delivered", "cancelled"])("offers 'View Invoice' when the status is %s", (status) => {
    renderCard(order({ status }));
    expect(screen.getByRole("button", { name: "View Invoice" })).toBeEnabled();
  });

  it("View Invoice and Buy Again call their actions", async () => {
    const handlers = renderCard(order());
    await userEvent.click(screen.getByRole("button", { name: "View Invoice" }));
    await userEvent.click(screen.getByRole("button", { name: "Buy Again" }));
    expect(handlers.onViewInvoice).toHaveBeenCalledTimes(1);
    expect(handlers.onBuyAgain).toHaveBeenCalledTimes(1);
  });

  it("says 'Preparing…' and waits while the invoice is prepared", () => {
    render(
      <MemoryRouter>
        <OrderCard order={order()} onViewInvoice={vi.fn()} onBuyAgain={vi.fn()} preparingInvoice />
      </MemoryRouter>,
    );
    expect(screen.queryByRole("button", { name: "View Invoice" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Preparing…" })).toBeDisabled();
  });
});

describe("OrderCard: Write a review (issue 31)", () => {
  it("links each line of a delivered order to its product's review form, but not a quotation's free-text line", () => {
    renderCard(
      order({
        status: "delivered",
        items: [...order().items, { _id: "quote-line-3", name: "Soldering station, 60 W", image: [], price: 1200, quantity: 1 }],
      }),
    );
    expect(screen.getByRole("link", { name: "Write a review of Arduino Uno R3" })).toHaveAttribute("href", "/product/arduino-uno-r3#write-review");
    expect(screen.getByRole("link", { name: "Write a review of Servo SG90" })).toHaveAttribute("href", "/product/servo-sg90#write-review");
    expect(screen.getAllByRole("link", { name: /Write a review/ })).toHaveLength(2);
  });

  it.each(["pending", "shipped", "cancelled"])("offers no review while the order is %s", (status) => {
    renderCard(order({ status }));
    expect(screen.queryByRole("link", { name: /Write a review/ })).not.toBeInTheDocument();
  });
});

describe("newestFirst", () => {
  it("puts the latest order first", () => {
    const older = order({ _id: "a", date: "2026-01-01T00:00:00.000Z" });
    const newer = order({ _id: "b", date: "2026-02-01T00:00:00.000Z" });
    expect(newestFirst([older, newer]).map((o) => o._id)).toEqual(["b", "a"]);
  });
});
