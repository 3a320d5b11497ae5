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

describe("product summary: the rating from published reviews", () => {
  afterEach(() => vi.unstubAllGlobals());
  beforeEach(() => vi.stubGlobal("fetch", vi.fn()));

  it("shows the average and '{n} ratings', a link that opens the reviews", () => {
    renderSummary(testProduct({ rating: 4.3, reviews: 12 }));
    expect(screen.getByRole("img", { name: "Rated 4.3 out of 5 stars" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "12 ratings" })).toHaveAttribute("href", "/product/arduino-uno-r3-ch340#reviews");
    expect(screen.queryByText(/25 ratings/)).not.toBeInTheDocument();
  });

  it("says '1 rating' for one review", () => {
    renderSummary(testProduct({ rating: 5, reviews: 1 }));
    expect(screen.getByRole("link", { name: "1 rating" })).toBeInTheDocument();
  });

  it("says 'No ratings yet', with no stars, when nobody reviewed it", () => {
    renderSummary(testProduct({ rating: 0, reviews: 0 }));
    expect(screen.getByText("No ratings yet")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: /out of 5 stars/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /rating/ })).not.toBeInTheDocument();
  });
});
