import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testProduct } from "~/tests/support/fixtures/product";
import { RECENTLY_VIEWED_KEY } from "~/src/web/shop/recently-viewed";
import { RecentlyViewed } from "./recently-viewed";
import { stubIntersectionObserver } from "./near-viewport-test-support";

const board = testProduct({ _id: "uno", name: "Arduino Uno", category: "Boards" });

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RecentlyViewed />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("recently viewed on the home page (§3)", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(["uno"]));
    fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ success: true, products: [board], total: 1, page: 1, pages: 1, limit: 10 }), {
          headers: { "content-type": "application/json" },
        }),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("shows the products this browser viewed", async () => {
    renderSection();
    expect(await screen.findByRole("list", { name: "Recently viewed products" })).toBeInTheDocument();
    expect(screen.getByText("Arduino Uno")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining("ids=uno"), expect.anything());
  });

  it("asks for them only when the visitor scrolls towards the section", async () => {
    const scrollNear = stubIntersectionObserver();
    renderSection();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText("Recently Viewed")).not.toBeInTheDocument();

    act(scrollNear);
    expect(await screen.findByText("Arduino Uno")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
