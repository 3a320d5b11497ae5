import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useParams } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import { PackingSlip } from "./packing-slip";

const shop = {
  legalName: "Tinkerwala Electronics Pvt Ltd",
  displayName: "Tinkerwala",
  addressLines: ["42 Residency Road", "Bengaluru 560025"],
  state: "Karnataka",
  phone: "98450 12345",
  email: "hello@tinkerwala.in",
  gstin: "",
  deliveryFee: 20,
  hours: [],
};
const order = {
  _id: "7a1b2c3d-0000-4000-8000-000000000009",
  date: "2026-11-21T05:00:00.000Z",
  status: "packing",
  paymentMethod: "COD",
  customer: { name: "Asha Verma", email: "asha@example.in" },
  address: {
    firstName: "Asha",
    lastName: "Verma",
    email: "asha@example.in",
    street: "12 MG Road",
    city: "Pune",
    state: "Maharashtra",
    zipcode: "411001",
    country: "India",
    phone: "9876543210",
  },
  items: [
    { _id: "arduino-uno-r3", name: "Arduino Uno R3", image: [], price: 494.1, quantity: 2 },
    { _id: "servo-sg90", name: "Servo SG90", image: [], price: 120, quantity: 5 },
  ],
  courier: null,
  trackingNumber: null,
  history: [],
  version: 2,
  subtotal: 1588.2,
  deliveryFee: 20,
  amount: 1608.2,
};

function Slip() {
  const { id = "" } = useParams();
  return <PackingSlip kind="component" id={id} />;
}

const fetchMock = signedInStaff();
beforeEach(() => fetchMock.mockImplementation((url: string) => json(url === "/api/shop" ? { success: true, shop } : { success: true, order })));

describe("packing slip", () => {
  it("shows the shop, the order number and date, where it goes, and every item with its quantity and a tick box, no prices", async () => {
    renderAdmin(Slip, { path: `/admin/orders/${order._id}/packing-slip`, pattern: "/admin/orders/:id/packing-slip" });
    const slip = await screen.findByRole("article", { name: "Packing slip" });
    expect(slip).toHaveTextContent("Tinkerwala Electronics Pvt Ltd");
    expect(slip).toHaveTextContent("42 Residency Road");
    expect(slip).toHaveTextContent("#7A1B2C3D");
    expect(slip).toHaveTextContent(order._id);
    expect(slip).toHaveTextContent("Date: 21 Nov 2026");
    expect(within(slip).getByText(/12 MG Road/)).toHaveTextContent("Pune, Maharashtra 411001");
    const rows = within(slip).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(["Arduino Uno R32", "Servo SG905"]);
    expect(within(slip).getAllByRole("checkbox")).toHaveLength(2);
    expect(slip).toHaveTextContent("2 lines · 7 units");
    expect(slip.textContent).not.toContain("₹");
  });

  it("Print opens the browser's print dialog", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    renderAdmin(Slip, { path: `/admin/orders/${order._id}/packing-slip`, pattern: "/admin/orders/:id/packing-slip" });
    await userEvent.click(await screen.findByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});
