import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testProduct } from "../../../../tests/support/fixtures/product";
import { RECENTLY_VIEWED_KEY } from "../../shop/recently-viewed";
import { RecentlyViewed } from "./recently-viewed";

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
    // jsdom has no IntersectionObserver; this one reports what the test says the browser would.
    const observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    renderSection();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText("Recently Viewed")).not.toBeInTheDocument();

    act(() => observed.at(-1)!([{ isIntersecting: true }]));
    expect(await screen.findByText("Arduino Uno")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
