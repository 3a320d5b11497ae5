import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testProduct } from "~/tests/support/fixtures/product";
import { forgetPinLookups } from "~/src/web/lib/delivery";
import { SessionProvider } from "~/src/web/shop/session";
import { ProductSummary } from "./product-summary";
import { bengaluruEstimate } from "~/tests/support/delivery-answers";

function renderSummary(product = testProduct()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: "/product/:id",
      Component: () => (
        <QueryClientProvider client={client}>
          <SessionProvider>
            <ProductSummary product={product} />
          </SessionProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[`/product/${product._id}`]} />);
  return userEvent.setup();
}

describe("product summary: delivery by PIN", () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    forgetPinLookups();
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("lets a visitor check a PIN under the buy buttons", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, ...bengaluruEstimate("560034") })));
    const user = renderSummary();
    await user.type(await screen.findByRole("textbox", { name: "Deliver to PIN" }), "560034");
    await user.click(screen.getByRole("button", { name: "Check" }));
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("Delivered by Mon, 30 Nov to Bengaluru, Karnataka · Cash on delivery available"),
    );
  });

  it("offers no delivery date for a product out of stock", () => {
    renderSummary(testProduct({ stock: 0 }));
    expect(screen.getByRole("button", { name: "Out Of Stock" })).toBeDisabled();
    expect(screen.queryByRole("textbox", { name: "Deliver to PIN" })).not.toBeInTheDocument();
  });
});
