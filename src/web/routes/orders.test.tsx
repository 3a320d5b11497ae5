import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { json } from "~/tests/support/admin";
import { signedInCustomer } from "~/tests/support/kit-orders";
import { customerReturn, deliveredOrder, renderCustomerPage } from "~/tests/support/return-screens";
import OrdersPage from "./orders";

vi.mock("sonner", () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = signedInCustomer();

describe("orders page", () => {
  it("shows each order's returns under its card, and links to all returns", async () => {
    const other = deliveredOrder({ _id: "aaaaaaaa-0000-4000-8000-000000000009", date: "2026-10-01T09:30:00.000Z" });
    fetchMock.mockImplementation((url: string) =>
      url === "/api/returns"
        ? json({ success: true, returns: [customerReturn({ status: "approved" })] })
        : json({ success: true, orders: [deliveredOrder(), other] }),
    );
    renderCustomerPage(<OrdersPage />, { path: "/orders", pattern: "/orders" });
    const returns = await screen.findByRole("region", { name: "Returns of this order" });
    // Under the newest order (its own), not under the other one.
    const [newest, older] = screen.getAllByRole("article", { name: /^[0-9A-F]{8}$/ });
    expect(newest.compareDocumentPosition(returns) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(returns.compareDocumentPosition(older) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(returns).getAllByRole("article")).toHaveLength(1);
    expect(returns).toHaveTextContent("Approved");
    expect(screen.getByRole("link", { name: "My returns →" })).toHaveAttribute("href", "/returns");
  });
});
