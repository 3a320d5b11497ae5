import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { KitOrder } from "~/src/core/shapes/kit-order";
import { rupees } from "~/src/web/lib/format";
import { SessionProvider } from "~/src/web/shop/session";
import { KitOrderDetail } from "./kit-order-detail";
import { KitOrdersList } from "./kit-orders-list";

const address = {
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.in",
  street: "12 MG Road",
  city: "Pune",
  state: "Maharashtra",
  zipcode: "411001",
  country: "India",
  phone: "+919876543210",
};
const line = (id: string, price: number, discount = 0) => ({ product: { _id: id, name: `Part ${id}`, image: [], price, discount }, quantity: 1 });
const order = (id: string, createdAt: string, status: string): KitOrder => ({
  _id: id,
  createdAt,
  status,
  paymentMethod: "COD",
  address,
  totalAmount: 1290,
  discount: 64.5,
  finalAmount: 1225.5,
  products: ["a", "b", "c", "d", "e", "f", "g"].map((part) => line(`${id}-${part}`, 200, part === "a" ? 10 : 0)),
  courier: null,
  trackingNumber: null,
  history: [{ status: "pending", at: createdAt }],
});

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

function renderWithSession(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <QueryClientProvider client={client}>
          <SessionProvider>{ui}</SessionProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("kit orders (§7, §8)", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.setItem("token", "test-token");
    fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

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

  it("detail: products, amounts, address, payment and status", async () => {
    fetchMock.mockImplementation(() => json({ success: true, order: order("abc-1", "2026-11-20T10:00:00.000Z", "processing") }));
    renderWithSession(<KitOrderDetail id="abc-1" />);
    expect(await screen.findByText("Processing")).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe("/api/kit-orders/abc-1");
    expect(screen.getAllByRole("listitem")).toHaveLength(7);
    expect(screen.getByText(/Discount 10%/)).toBeInTheDocument();
    expect(screen.getByTestId("order-total")).toHaveTextContent(rupees(1290));
    expect(screen.getByTestId("order-discount")).toHaveTextContent(rupees(64.5));
    expect(screen.getByTestId("order-final")).toHaveTextContent(rupees(1225.5));
    expect(screen.getByText("12 MG Road")).toBeInTheDocument();
    expect(screen.getByText("Cash on delivery")).toBeInTheDocument();
    expect(screen.getByText("The courier and tracking number appear here once the kit is shipped.")).toBeInTheDocument();
  });

  it("detail: the courier, tracking number and dated history once shipped", async () => {
    const shipped = {
      ...order("abc-2", "2026-11-20T12:00:00.000Z", "shipped"),
      courier: "Blue Dart",
      trackingNumber: "BD42",
      history: [
        { status: "pending", at: "2026-11-20T12:00:00.000Z" },
        { status: "processing", at: "2026-11-21T12:00:00.000Z" },
        { status: "shipped", at: "2026-11-22T12:00:00.000Z" },
      ],
    };
    fetchMock.mockImplementation(() => json({ success: true, order: shipped }));
    renderWithSession(<KitOrderDetail id="abc-2" />);
    const tracking = (await screen.findByRole("heading", { name: "Tracking" })).parentElement!;
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    expect(within(tracking).getByText("Blue Dart")).toBeInTheDocument();
    expect(within(tracking).getByText("BD42")).toBeInTheDocument();
    const rows = within(within(tracking).getByRole("table", { name: "Order history" }))
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Order placed20 Nov 2026/),
      expect.stringMatching(/^Processing21 Nov 2026/),
      expect.stringMatching(/^Shipped22 Nov 2026/),
    ]);
  });

  it("detail: a cancelled kit order says so", async () => {
    const cancelled = {
      ...order("abc-3", "2026-11-20T12:00:00.000Z", "cancelled"),
      history: [
        { status: "pending", at: "2026-11-20T12:00:00.000Z" },
        { status: "cancelled", at: "2026-11-21T12:00:00.000Z" },
      ],
    };
    fetchMock.mockImplementation(() => json({ success: true, order: cancelled }));
    renderWithSession(<KitOrderDetail id="abc-3" />);
    expect(await screen.findByRole("note")).toHaveTextContent("This kit order was cancelled on 21 Nov 2026.");
    expect(screen.queryByText("The courier and tracking number appear here once the kit is shipped.")).not.toBeInTheDocument();
  });

  it("detail errors: the server's error field, else 'Failed to load order details'", async () => {
    fetchMock.mockImplementationOnce(() => json({ success: false, message: "Order not found.", error: "Order not found." }, 404));
    const first = renderWithSession(<KitOrderDetail id="missing" />);
    expect(await screen.findByRole("heading", { name: "Unable to load order" })).toBeInTheDocument();
    expect(screen.getByText("Order not found.")).toBeInTheDocument();
    first.unmount();

    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    renderWithSession(<KitOrderDetail id="other" />);
    expect(await screen.findByText("Failed to load order details")).toBeInTheDocument();
  });
});
