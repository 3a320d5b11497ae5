import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { UserOrder } from "~/src/core/shapes/order";
import { SessionProvider } from "~/src/web/shop/session";
import { codPayment } from "~/tests/support/fixtures/payment";
import { InHindi } from "~/tests/support/hindi";
import { OrdersView } from "./orders-view";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const address = {
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@example.in",
  street: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  zipcode: "560001",
  country: "India",
  phone: "9876543210",
};

// Midday UTC, so the day is the same in any time zone the tests run in.
const shipped: UserOrder = {
  _id: "7a1c2b3d-0000-4000-8000-000000000002",
  date: "2026-03-10T12:00:00.000Z",
  status: "shipped",
  paymentMethod: "COD",
  address,
  subtotal: 180,
  deliveryFee: 20,
  amount: 200,
  items: [{ _id: "servo-sg90", name: "Servo SG90", image: [], price: 90, quantity: 2 }],
  courier: "Delhivery",
  trackingNumber: "DLV123456789",
  history: [
    { status: "pending", at: "2026-03-10T12:00:00.000Z" },
    { status: "shipped", at: "2026-03-12T12:00:00.000Z" },
  ],
  returnWindowClosesOn: null,
  estimatedDelivery: "2026-03-14",
  ...codPayment(),
};
const cancelled: UserOrder = {
  ...shipped,
  _id: "5b2d0000-0000-4000-8000-000000000003",
  date: "2026-02-01T12:00:00.000Z",
  status: "cancelled",
  paymentMethod: "upi",
  history: [
    { status: "pending", at: "2026-02-01T12:00:00.000Z" },
    { status: "cancelled", at: "2026-02-02T12:00:00.000Z" },
  ],
};

const fetchMock = vi.fn(async (path: string) => {
  const answer =
    path === "/api/order/userorders"
      ? { success: true, orders: [cancelled, shipped] }
      : path === "/api/cart/get"
        ? { success: true, cartData: {}, items: [], subtotal: 0, deliveryFee: 0, total: 0 }
        : { success: true, message: "ठीक है" };
  return new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } });
});

beforeEach(() => {
  toast.success.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  localStorage.setItem("token", "tok-1");
  window.history.replaceState(null, "", "/hi/orders");
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

function renderHindiOrders() {
  const Stub = createRoutesStub([
    {
      path: "/hi/orders",
      Component: () => (
        <InHindi>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <SessionProvider>
              <OrdersView />
            </SessionProvider>
          </QueryClientProvider>
        </InHindi>
      ),
    },
  ]);
  render(<Stub initialEntries={["/hi/orders"]} />);
  return userEvent.setup();
}

const card = (shortId: string) => screen.getByText(shortId).closest("article")!;

describe("my orders on a Hindi page (issue 33)", () => {
  it("shows each order with Hindi labels, Hindi dates, a Hindi status and links that stay in Hindi", async () => {
    renderHindiOrders();
    await screen.findByText("7A1C2B3D");
    const order = within(card("7A1C2B3D"));
    expect(order.getByText("ऑर्डर की तारीख़").nextElementSibling).toHaveTextContent("10 मार्च 2026");
    expect(order.getByText("भेज दिया गया")).toBeInTheDocument();
    expect(order.getByText("डिलीवरी पर नकद भुगतान")).toBeInTheDocument();
    expect(order.getByText(/डिलीवरी की अनुमानित तारीख़/)).toHaveTextContent("डिलीवरी की अनुमानित तारीख़: शनि, 14 मार्च 2026");
    expect(order.getByRole("link", { name: "Servo SG90" })).toHaveAttribute("href", "/hi/product/servo-sg90");
    expect(order.getByText(/मात्रा 2/)).toBeInTheDocument();
    expect(order.getByRole("button", { name: "बिल देखें" })).toBeInTheDocument();
    expect(order.getByText("शुल्क सहित कुल")).toBeInTheDocument();
    expect(order.getByText("डिलीवरी: Asha Rao, Bengaluru 560001")).toBeInTheDocument();
    expect(order.queryByText(/Order placed|Estimated delivery|View Invoice|Buy Again/)).not.toBeInTheDocument();
  });

  it("tracks a parcel in Hindi: the steps, the courier, every status with its Hindi date and the day it should arrive", async () => {
    const user = renderHindiOrders();
    await screen.findByText("7A1C2B3D");
    await user.click(within(card("7A1C2B3D")).getByRole("button", { name: "पार्सल ट्रैक करें" }));
    const steps = screen.getByRole("list", { name: "डिलीवरी कहाँ तक पहुँची" });
    expect(within(steps).getByText("भेज दिया गया")).toHaveTextContent("भेज दिया गया (हो गया)");
    expect(within(steps).getByText("पहुँच गया")).toHaveTextContent("पहुँच गया (अभी नहीं)");
    expect(screen.getByText("कूरियर:")).toBeInTheDocument();
    const history = screen.getByRole("table", { name: "ऑर्डर का ब्योरा" });
    expect(within(history).getByRole("rowheader", { name: "ऑर्डर हुआ" }).nextElementSibling).toHaveTextContent(/^10 मार्च 2026, /);
    expect(screen.getByText(/के रास्ते में है/)).toHaveTextContent("Asha Rao, Bengaluru, Karnataka 560001 के रास्ते में है। पहुँचने की उम्मीद शनिवार, 14 मार्च तक।");
  });

  it("says in Hindi that a cancelled order will not come, and names its payment method in Hindi", async () => {
    renderHindiOrders();
    await screen.findByText("5B2D0000");
    const order = within(card("5B2D0000"));
    expect(order.getByRole("note")).toHaveTextContent("यह ऑर्डर रद्द हो गया, 2 फ़रवरी 2026 को। यह डिलीवर नहीं होगा और कुछ भी चुकाना नहीं है।");
    expect(order.getByText("रद्द")).toBeInTheDocument();
    expect(order.getByText("UPI")).toBeInTheDocument();
  });

  it("'Buy Again' puts the items back and says so in Hindi, with a Hindi way to the cart", async () => {
    const user = renderHindiOrders();
    await screen.findByText("7A1C2B3D");
    await user.click(within(card("7A1C2B3D")).getByRole("button", { name: "फिर से ख़रीदें" }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith(
      "2 सामान आपके कार्ट में डाले गए।",
      expect.objectContaining({ action: expect.objectContaining({ label: "कार्ट देखें" }) }),
    );
  });
});
