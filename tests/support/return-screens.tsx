import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { codPayment } from "~/tests/support/fixtures/payment";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, Outlet, useLocation } from "react-router";
import type { UserOrder } from "~/src/core/shapes/order";
import type { CustomerReturn, StaffReturn } from "~/src/core/shapes/returns";
import { SessionProvider } from "~/src/web/shop/session";
import { sampleAddress } from "~/tests/support/fixtures/address";

/** Sample returns and a delivered order for the return screens' tests, and how those screens are rendered. */

export const ORDER_ID = "3f9c2a1e-0000-4000-8000-000000000001";

/** Delivered on 14 Nov 2026; returns until 21 Nov 2026 (India). Two lines of two units, ₹20 delivery. */
export const deliveredOrder = (overrides: Partial<UserOrder> = {}): UserOrder => ({
  _id: ORDER_ID,
  date: "2026-11-10T09:30:00.000Z",
  status: "delivered",
  paymentMethod: "COD",
  address: sampleAddress,
  subtotal: 1019.3,
  deliveryFee: 20,
  amount: 1039.3,
  items: [
    { _id: "arduino-uno-r3", name: "Arduino Uno R3", image: [], price: 494.1, quantity: 2 },
    { _id: "servo-sg90", name: "Servo SG90", image: [], price: 15.55, quantity: 2 },
  ],
  courier: "India Post",
  trackingNumber: "EE123456789IN",
  history: [
    { status: "pending", at: "2026-11-10T09:30:00.000Z" },
    { status: "delivered", at: "2026-11-14T09:30:00.000Z" },
  ],
  returnWindowClosesOn: "2026-11-21",
  estimatedDelivery: "2026-11-14",
  ...codPayment(),
  ...overrides,
});

export const customerReturn = (overrides: Partial<CustomerReturn> = {}): CustomerReturn => ({
  _id: "ret-0001",
  orderId: ORDER_ID,
  orderNumber: "3F9C2A1E",
  kind: "component",
  status: "requested",
  reason: "damaged",
  note: "The board does not power up.",
  lines: [{ productId: "arduino-uno-r3", name: "Arduino Uno R3", image: "", quantity: 1, refund: 494.1 }],
  refundAmount: 494.1,
  refundGoods: 494.1,
  refundDelivery: 0,
  refundTo: { upi: "as•••••••@okaxis" },
  refundReference: null,
  photos: [],
  createdAt: "2026-11-15T10:00:00.000Z",
  history: [{ status: "requested", at: "2026-11-15T10:00:00.000Z" }],
  version: 1,
  ...overrides,
});

export const staffReturn = (overrides: Partial<StaffReturn> = {}): StaffReturn => ({
  ...customerReturn(),
  refundTo: { bank: { holder: "Asha Verma", account: "123456789012", ifsc: "SBIN0001234" } },
  customer: { name: "Asha Verma", email: "asha@example.in" },
  lines: [
    { productId: "arduino-uno-r3", name: "Arduino Uno R3", image: "", quantity: 2, refund: 988.2 },
    { productId: "servo-sg90", name: "Servo SG90", image: "", quantity: 2, refund: 31.1 },
  ],
  refundGoods: 1019.3,
  refundDelivery: 20,
  refundAmount: 1039.3,
  version: 4,
  ...overrides,
});

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders `ui` at `path` (matched by `pattern`) with the query client and session; other paths show only where the app went. */
export function renderCustomerPage(ui: ReactNode, { path, pattern }: { path: string; pattern: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      Component: () => (
        <QueryClientProvider client={client}>
          <SessionProvider>
            <Outlet />
            <Where />
          </SessionProvider>
        </QueryClientProvider>
      ),
      children: [
        { path: pattern, Component: () => <>{ui}</> },
        { path: "*", Component: () => null },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}
