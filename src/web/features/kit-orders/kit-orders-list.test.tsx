import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { rupees } from "~/src/web/lib/format";
import { json } from "~/tests/support/admin";
import { order, renderWithSession, signedInCustomer } from "~/tests/support/kit-orders";
import { KitOrdersList } from "./kit-orders-list";

describe("kit orders (§7, §8)", () => {
  const fetchMock = signedInCustomer();

  it("lists orders newest first as the server sends them, with status, count, amounts and a detail link", async () => {
    fetchMock.mockImplementation(() =>
      json({
        success: true,
        orders: [order("newer-order-1111", "2026-11-20T10:00:00.000Z", "shipped"), order("older-order-2222", "2026-11-01T10:00:00.000Z", "pending")],
      }),
    );
    renderWithSession(<KitOrdersList />);
    const items = await screen.findAllByRole("article");
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText("Shipped")).toBeInTheDocument();
    expect(within(items[1]).getByText("Pending")).toBeInTheDocument();
    expect(within(items[0]).getByText("7 products")).toBeInTheDocument();
    expect(within(items[0]).getByText(rupees(1225.5))).toBeInTheDocument();
    expect(within(items[0]).getByRole("link", { name: /View details/ })).toHaveAttribute("href", "/kit-orders/newer-order-1111");
    expect(fetchMock.mock.calls[0][0]).toBe("/api/kit-orders");
    expect(fetchMock.mock.calls[0][1].headers.token).toBe("test-token");
  });

  it("shows the server's error field under 'Unable to load orders'", async () => {
    fetchMock.mockImplementation(() =>
      json({ success: false, message: "Orders are being moved; back in a minute.", error: "Orders are being moved; back in a minute." }, 503),
    );
    renderWithSession(<KitOrdersList />);
    expect(await screen.findByRole("heading", { name: "Unable to load orders" })).toBeInTheDocument();
    expect(screen.getByText("Orders are being moved; back in a minute.")).toBeInTheDocument();
  });

  it("says 'Network error. Please check your connection.' when the request never arrives, and Try Again refetches", async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockImplementation(() => json({ success: true, orders: [order("abc-1", "2026-11-20T10:00:00.000Z", "delivered")] }));
    const user = userEvent.setup();
    renderWithSession(<KitOrdersList />);
    expect(await screen.findByText("Network error. Please check your connection.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("Delivered")).toBeInTheDocument();
    expect(screen.queryByText("Unable to load orders")).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to load orders. Please try again later.' when the server says nothing usable", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response("<html>Bad gateway</html>", { status: 502 })));
    renderWithSession(<KitOrdersList />);
    expect(await screen.findByText("Failed to load orders. Please try again later.")).toBeInTheDocument();
  });
});
