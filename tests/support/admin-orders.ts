import type { Mock } from "vitest";
import { codPayment } from "~/tests/support/fixtures/payment";
import type { AdminKitOrder, AdminOrder } from "~/src/core/shapes/admin-orders";
import { sampleAddress as address } from "~/tests/support/fixtures/address";

/** Sample orders for the admin order pages' tests, and the requests those pages made. */

export const sampleOrder = (overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  _id: "3f9c2a1e-0000-4000-8000-000000000001",
  date: "2026-11-20T09:30:00.000Z",
  status: "pending",
  paymentMethod: "COD",
  customer: { name: "Asha Verma", email: "asha@example.in" },
  address,
  pinConfirmed: true,
  items: [{ _id: "arduino-uno-r3", name: "Arduino Uno R3", image: [], price: 494.1, quantity: 2 }],
  courier: null,
  trackingNumber: null,
  history: [{ status: "pending", at: "2026-11-20T09:30:00.000Z" }],
  returnWindowClosesOn: null,
  estimatedDelivery: "2026-11-24",
  ...codPayment(),
  quoteNumber: null,
  version: 3,
  returnToOrigin: null,
  subtotal: 988.2,
  deliveryFee: 20,
  amount: 1008.2,
  ...overrides,
});
export const kitOrder = (status: string): AdminKitOrder => {
  const { _id, date, paymentMethod, customer, items, courier, trackingNumber, history, version, returnToOrigin } = sampleOrder();
  return {
    _id,
    createdAt: date,
    status,
    paymentMethod,
    customer,
    address,
    pinConfirmed: true,
    items,
    courier,
    trackingNumber,
    history,
    returnWindowClosesOn: null,
    estimatedDelivery: "2026-11-24",
    ...codPayment(),
    quoteNumber: null,
    version,
    returnToOrigin,
    totalAmount: 988.2,
    discount: 49.41,
    finalAmount: 938.79,
    date,
    subtotal: 988.2,
    deliveryFee: 0,
    amount: 938.79,
  };
};

/** The requests made through `fetchMock`: URL, method and parsed JSON body. */
export const fetchCalls = (fetchMock: Mock) =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), method: init?.method ?? "GET", body: init?.body && JSON.parse(init.body) }));
