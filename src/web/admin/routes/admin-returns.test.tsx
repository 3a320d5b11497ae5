import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import { fetchCalls } from "~/tests/support/admin-orders";
import { staffReturn } from "~/tests/support/return-screens";
import AdminReturnsPage from "./admin-returns";

const fetchMock = signedInStaff();
const calls = () => fetchCalls(fetchMock);

describe("returns page", () => {
  it("lists returns with their order, customer, units, status and refund, each linking to its page", async () => {
    fetchMock.mockImplementation(() =>
      json({ success: true, returns: [staffReturn(), staffReturn({ _id: "ret-2", kind: "kit", status: "approved" })], total: 42, page: 1, pages: 3 }),
    );
    renderAdmin(AdminReturnsPage, { path: "/admin/returns" });
    const first = await screen.findByRole("link", { name: /Order #3F9C2A1E/ });
    expect(first).toHaveAttribute("href", "/admin/returns/ret-0001");
    expect(first).toHaveTextContent("Asha Verma · 4 units");
    expect(first).toHaveTextContent("Requested");
    expect(first).toHaveTextContent("₹1,039.30");
    expect(screen.getByRole("link", { name: /Kit order #3F9C2A1E/ })).toHaveAttribute("href", "/admin/returns/ret-2");
    expect(screen.getByText("42 returns")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/admin/returns?page=2");
    expect(calls().at(-1)!.url).toBe("/api/admin/returns");
  });

  it("filters by status through the URL and asks the API with it", async () => {
    fetchMock.mockImplementation(() => json({ success: true, returns: [staffReturn()], total: 1, page: 1, pages: 1 }));
    const user = userEvent.setup();
    renderAdmin(AdminReturnsPage, { path: "/admin/returns?status=requested" });
    const filters = await screen.findByRole("navigation", { name: "Filter returns by status" });
    expect(filters).toHaveTextContent("AllRequestedApprovedRejectedReceivedRefunded");
    expect(screen.getByRole("link", { name: "Requested" })).toHaveAttribute("aria-current", "page");
    await waitFor(() => expect(calls().at(-1)!.url).toBe("/api/admin/returns?status=requested"));

    await user.click(screen.getByRole("link", { name: "Refunded" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/admin/returns?status=refunded");
    await waitFor(() => expect(calls().at(-1)!.url).toBe("/api/admin/returns?status=refunded"));
  });

  it("says when no return has the status", async () => {
    fetchMock.mockImplementation(() => json({ success: true, returns: [], total: 0, page: 1, pages: 1 }));
    renderAdmin(AdminReturnsPage, { path: "/admin/returns?status=received" });
    expect(await screen.findByRole("heading", { name: "No returns here" })).toBeInTheDocument();
  });
});
