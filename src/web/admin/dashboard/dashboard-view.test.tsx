import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Dashboard } from "~/src/core/shapes/admin-orders";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import { DashboardView } from "./dashboard-view";

const fetchMock = signedInStaff();

const dashboard: Omit<Dashboard, "success"> = {
  toPack: { orders: 3, kitOrders: 1 },
  shippedToday: { orders: 2, kitOrders: 0 },
  lowStock: [],
  newEnquiries: 4,
  parcelsReturning: { orders: 2, kitOrders: 1 },
  returnsToHandle: 5,
};

describe("dashboard", () => {
  it("counts the parcels on their way back (orders and kits) and the returns to handle, which lead to the requested returns", async () => {
    fetchMock.mockImplementation(() => json({ success: true, ...dashboard }));
    renderAdmin(DashboardView, { path: "/admin" });
    const parcels = await screen.findByRole("link", { name: /Parcels on their way back/ });
    expect(parcels).toHaveTextContent("Parcels on their way back3");
    // One kit is "1 kit" (issue 33: plurals by CLDR's rules, English too).
    expect(parcels).toHaveTextContent("2 orders, 1 kit");
    expect(parcels).not.toHaveTextContent("1 kits");
    const returns = screen.getByRole("link", { name: /Returns to handle/ });
    expect(returns).toHaveTextContent("Returns to handle5");
    expect(returns).toHaveAttribute("href", "/admin/returns?status=requested");
    expect(fetchMock.mock.calls.at(-1)![0]).toBe("/api/admin/dashboard");
  });

  it("says 1 order, not 1 orders", async () => {
    fetchMock.mockImplementation(() => json({ success: true, ...dashboard, shippedToday: { orders: 1, kitOrders: 0 } }));
    renderAdmin(DashboardView, { path: "/admin" });
    expect(await screen.findByText("1 order, 0 kits")).toBeInTheDocument();
  });

  it("says how many customers wait for a low product to come back, so staff know what to reorder first", async () => {
    const lowStock = [
      { _id: "hc-05", name: "HC-05 Bluetooth", stock: 0, lowStockThreshold: 5, waitingAlerts: 3 },
      { _id: "l298n", name: "L298N Driver", stock: 2, lowStockThreshold: 5, waitingAlerts: 0 },
    ];
    fetchMock.mockImplementation(() => json({ success: true, ...dashboard, lowStock }));
    renderAdmin(DashboardView, { path: "/admin" });
    expect(await screen.findByRole("link", { name: /HC-05 Bluetooth/ })).toHaveTextContent("0 left (alert at 5)3 customers waiting");
    expect(screen.getByRole("link", { name: /L298N Driver/ })).not.toHaveTextContent("waiting");
  });
});
