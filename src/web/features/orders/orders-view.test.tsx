import { screen, waitFor } from "@testing-library/react";
import { codPayment } from "~/tests/support/fixtures/payment";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { UserOrder } from "~/src/core/shapes/order";
import { json } from "~/tests/support/admin";
import { capturedDownloads, fileAnswer } from "~/tests/support/downloads";
import { sampleAddress } from "~/tests/support/fixtures/address";
import { renderWithSession, signedInCustomer } from "~/tests/support/kit-orders";
import { OrdersView } from "./orders-view";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const order: UserOrder = {
  _id: "3f9c2a1e-0000-4000-8000-000000000001",
  date: "2026-11-10T09:30:00.000Z",
  status: "shipped",
  paymentMethod: "COD",
  address: sampleAddress,
  subtotal: 988.2,
  deliveryFee: 20,
  amount: 1008.2,
  items: [{ _id: "arduino-uno-r3", name: "Arduino Uno R3", image: [], price: 494.1, quantity: 2 }],
  courier: "India Post",
  trackingNumber: "EE123456789IN",
  history: [{ status: "pending", at: "2026-11-10T09:30:00.000Z" }],
  returnWindowClosesOn: null,
  estimatedDelivery: "2026-03-14",
  ...codPayment(),
};
const INVOICE = `/api/orders/${order._id}/invoice`;

const fetchMock = signedInCustomer("tok-1");
const saved = capturedDownloads();

/** The orders list, and `invoice` for the invoice call. */
function serve(invoice: () => Promise<Response>) {
  fetchMock.mockImplementation((url: string) => (url === INVOICE ? invoice() : json({ success: true, orders: [order] })));
}

describe("orders: View Invoice", () => {
  it("downloads the invoice PDF with the session token, named as the server names it", async () => {
    let answer!: (response: Response) => void;
    serve(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderWithSession(<OrdersView />);
    await user.click(await screen.findByRole("button", { name: "View Invoice" }));

    // While the server prepares it, the button says so and cannot be pressed again.
    expect(screen.getByRole("button", { name: "Preparing…" })).toBeDisabled();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === INVOICE)!;
    expect(init.headers.token).toBe("tok-1");

    answer(await fileAnswer("%PDF-1.7", { disposition: `inline; filename="TW-26-27-00042.pdf"; filename*=UTF-8''TW%2F26-27%2F00042.pdf` }));
    expect(await screen.findByRole("button", { name: "View Invoice" })).toBeEnabled();
    expect(saved.map((file) => file.name)).toEqual(["TW-26-27-00042.pdf"]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("names a file the server did not name after the order", async () => {
    serve(() => fileAnswer("%PDF-1.7"));
    const user = userEvent.setup();
    renderWithSession(<OrdersView />);
    await user.click(await screen.findByRole("button", { name: "View Invoice" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["invoice-3F9C2A1E.pdf"]));
  });

  it("shows the server's refusal in a toast and saves nothing", async () => {
    const message = "This order was cancelled before it shipped, so it has no invoice.";
    serve(() => json({ success: false, message }, 404));
    const user = userEvent.setup();
    renderWithSession(<OrdersView />);
    await user.click(await screen.findByRole("button", { name: "View Invoice" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(saved).toHaveLength(0);
    expect(screen.getByRole("button", { name: "View Invoice" })).toBeEnabled();
  });
});
