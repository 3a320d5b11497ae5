import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { codPayment } from "~/tests/support/fixtures/payment";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import type { KitOrder } from "~/src/core/shapes/kit-order";
import { SessionProvider } from "~/src/web/shop/session";
import { signedInStaff } from "~/tests/support/admin";
import { sampleAddress } from "~/tests/support/fixtures/address";

/** Sample kit orders for the storefront's kit-order pages, and how those pages are rendered in tests. */

const address = { ...sampleAddress, phone: "+919876543210" };
const line = (id: string, price: number, discount = 0) => ({ product: { _id: id, name: `Part ${id}`, image: [], price, discount }, quantity: 1 });
export const order = (id: string, createdAt: string, status: string): KitOrder => {
  const products = ["a", "b", "c", "d", "e", "f", "g"].map((part) => line(`${id}-${part}`, 200, part === "a" ? 10 : 0));
  return {
    _id: id,
    createdAt,
    status,
    paymentMethod: "COD",
    address,
    totalAmount: 1290,
    discount: 64.5,
    finalAmount: 1225.5,
    products,
    courier: null,
    trackingNumber: null,
    history: [{ status: "pending", at: createdAt }],
    returnWindowClosesOn: null,
    estimatedDelivery: createdAt.slice(0, 10),
    ...codPayment(),
    charges: products.map(({ product }) => {
      const salePrice = (product.price * (100 - product.discount)) / 100;
      return { _id: product._id, salePrice, kitDiscount: salePrice * 0.05, charged: salePrice * 0.95 };
    }),
  };
};

/**
 * For every test of the describe block it is called in: a customer signed in (a token in localStorage) and
 * `fetch` stubbed by the returned mock. To the browser a signed-in customer and a staff member look the same.
 */
export const signedInCustomer = (token = "test-token") => signedInStaff(token);

/** Renders `ui` at "/" with the query client and the session it needs. */
export function renderWithSession(ui: ReactNode) {
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
