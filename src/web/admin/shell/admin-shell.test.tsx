import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderAdmin, stubFetch } from "~/tests/support/admin";
import { AdminShell } from "./admin-shell";

const Page = () => (
  <AdminShell>
    <p>Staff page content</p>
  </AdminShell>
);
const user = (role: string) => ({ success: true, user: { _id: "u1", name: "Ravi Kumar", email: "ravi@example.in", role } });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("admin layout", () => {
  it("signed out: asks to sign in with a staff account and links to /login, without calling the API", async () => {
    const fetchMock = stubFetch();
    renderAdmin(Page, { path: "/admin" });
    expect(await screen.findByRole("heading", { name: "Sign in with your staff account" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to login" })).toHaveAttribute("href", "/login");
    expect(screen.queryByText("Staff page content")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a customer's token (403): a clear refusal with a way home, no navigation, no page", async () => {
    localStorage.setItem("token", "customer-token");
    stubFetch().mockImplementation(() => json({ success: false, message: "This is for the shop's staff." }, 403));
    renderAdmin(Page, { path: "/admin" });
    expect(await screen.findByRole("heading", { name: "This area is for the shop's staff." })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the shop" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("navigation", { name: "Staff sections" })).not.toBeInTheDocument();
    expect(screen.queryByText("Staff page content")).not.toBeInTheDocument();
  });

  it("staff: the page with the sections, but not the owner's Staff and Audit", async () => {
    localStorage.setItem("token", "staff-token");
    const fetchMock = stubFetch().mockImplementation(() => json(user("staff")));
    renderAdmin(Page, { path: "/admin" });
    expect(await screen.findByText("Staff page content")).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/me");
    expect(fetchMock.mock.calls[0][1].headers.token).toBe("staff-token");
    const [side] = screen.getAllByRole("navigation", { name: "Staff sections" });
    const labels = within(side)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(labels).toEqual([
      "Dashboard",
      "Orders",
      "Kit orders",
      "Returns",
      "Quotations",
      "Invoices",
      "Products",
      "Categories",
      "Blog",
      "Reviews",
      "Inbox",
      "Outbox",
      "Settings",
      "Delivery",
    ]);
    expect(within(side).getByRole("link", { name: "Orders" })).toHaveAttribute("href", "/admin/orders");
  });

  it("owner: Staff and Audit are there too", async () => {
    localStorage.setItem("token", "owner-token");
    stubFetch().mockImplementation(() => json(user("owner")));
    renderAdmin(Page, { path: "/admin" });
    await screen.findByText("Staff page content");
    const [side] = screen.getAllByRole("navigation", { name: "Staff sections" });
    expect(within(side).getByRole("link", { name: "Staff" })).toHaveAttribute("href", "/admin/staff");
    expect(within(side).getByRole("link", { name: "Audit" })).toHaveAttribute("href", "/admin/audit");
  });

  it("an expired session (401) asks to sign in again", async () => {
    localStorage.setItem("token", "old-token");
    stubFetch().mockImplementation(() => json({ success: false, message: "Please log in again." }, 401));
    renderAdmin(Page, { path: "/admin" });
    expect(await screen.findByRole("heading", { name: "Sign in with your staff account" })).toBeInTheDocument();
  });
});
