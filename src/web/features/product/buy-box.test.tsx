import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testProduct } from "~/tests/support/fixtures/product";
import { SessionProvider } from "~/src/web/shop/session";
import { BuyBox } from "./buy-box";

const toastError = vi.hoisted(() => vi.fn());
vi.mock("sonner", () => ({ toast: { error: toastError, info: vi.fn(), success: vi.fn() } }));

function respond(body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }));
}

function renderBox(product = testProduct()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: "/product/:id",
      Component: () => (
        <QueryClientProvider client={client}>
          <SessionProvider>
            <BuyBox product={product} />
          </SessionProvider>
        </QueryClientProvider>
      ),
    },
    { path: "/cart", Component: () => <p>Cart page</p> },
  ]);
  return render(<Stub initialEntries={[`/product/${product._id}`]} />);
}

describe("product buy box", () => {
  let cart: Record<string, number>;
  beforeEach(() => {
    toastError.mockReset();
    window.localStorage.clear();
    cart = {};
    vi.stubGlobal(
      "fetch",
      vi.fn((path: string, init: RequestInit) => {
        if (path === "/api/cart/add") {
          const { itemId } = JSON.parse(String(init.body)) as { itemId: string };
          cart[itemId] = (cart[itemId] ?? 0) + 1;
          return respond({ success: true, message: "Added to cart." });
        }
        return respond({ success: true, cartData: { ...cart }, items: [], subtotal: 0, deliveryFee: 0, total: 0 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks a visitor to log in and stays 'Add to cart'", async () => {
    const user = userEvent.setup();
    renderBox();
    await user.click(await screen.findByRole("button", { name: "Add to cart" }));
    expect(toastError).toHaveBeenCalledWith("Please Login");
    await user.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(toastError).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("button", { name: "Add to cart" })).toBeInTheDocument();
    expect(screen.queryByText("Cart page")).not.toBeInTheDocument();
  });

  it("becomes 'Added (n)' for a logged-in customer, and Buy Now goes to the cart", async () => {
    window.localStorage.setItem("token", "session-token");
    const user = userEvent.setup();
    renderBox();
    await user.click(await screen.findByRole("button", { name: "Add to cart" }));
    expect(await screen.findByRole("button", { name: "Added (1)" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Added (1)" }));
    expect(await screen.findByRole("button", { name: "Added (2)" })).toBeInTheDocument();
    await waitFor(() => expect(cart["arduino-uno-r3-ch340"]).toBe(2));

    await user.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(await screen.findByText("Cart page")).toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
  });

  it("disables both buttons when the product is out of stock", () => {
    renderBox(testProduct({ stock: 0 }));
    expect(screen.getByRole("button", { name: "Out Of Stock" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Buy Now" })).toBeDisabled();
  });
});
