import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testProduct } from "~/tests/support/fixtures/product";
import { CategoryStrip } from "./category-strip";
import { stubIntersectionObserver } from "./near-viewport-test-support";

const toastError = vi.hoisted(() => vi.fn());
vi.mock("sonner", () => ({ toast: { error: toastError, info: vi.fn(), success: vi.fn() } }));

const board = testProduct({ _id: "uno", name: "Arduino Uno", category: "Boards" });
const sensor = testProduct({ _id: "hc-sr04", name: "HC-SR04 Ultrasonic Sensor", category: "Sensors" });

function json(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
}

function page(products: unknown[]) {
  return { success: true, products, total: products.length, page: 1, pages: 1, limit: 10 };
}

function renderStrip() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CategoryStrip />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("home category filter (§2)", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    toastError.mockReset();
    fetchMock = vi.fn((input: string) => {
      const url = new URL(input, "http://shop.test");
      if (url.pathname === "/api/category/all") return json({ success: true, categories: [{ name: "Boards" }, { name: "Sensors" }] });
      const category = url.searchParams.get("category");
      if (category === "Sensors") return json(page([sensor]));
      if (category === "Boards") return json(page([board]));
      return json(page([board, sensor]));
    });
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("offers None and All before the category names", async () => {
    renderStrip();
    const select = screen.getByRole("combobox", { name: "Category" });
    await waitFor(() => expect(screen.getByRole("option", { name: "Sensors" })).toBeInTheDocument());
    expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(["None", "All", "Boards", "Sensors"]);
  });

  it("All shows every product, a category only its own, None nothing", async () => {
    const user = userEvent.setup();
    renderStrip();
    expect(await screen.findByText("HC-SR04 Ultrasonic Sensor")).toBeInTheDocument();
    expect(screen.getByText("Arduino Uno")).toBeInTheDocument();

    await screen.findByRole("option", { name: "Sensors" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Sensors");
    await waitFor(() => expect(screen.queryByText("Arduino Uno")).not.toBeInTheDocument());
    expect(screen.getByText("HC-SR04 Ultrasonic Sensor")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining("category=Sensors"), expect.anything());

    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "None");
    expect(screen.queryByText("HC-SR04 Ultrasonic Sensor")).not.toBeInTheDocument();
    expect(screen.queryByText("Arduino Uno")).not.toBeInTheDocument();
    expect(screen.queryAllByRole("link", { name: /Arduino|HC-SR04/ })).toHaveLength(0);
  });

  it("asks for its products only when the section nears the screen, or a category is picked", async () => {
    const scrollNear = stubIntersectionObserver();
    const productRequests = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/products")).length;

    const farDown = renderStrip();
    await screen.findByRole("option", { name: "Sensors" });
    expect(productRequests()).toBe(0);
    expect(screen.getByRole("list", { name: "Loading products" })).toBeInTheDocument();
    act(scrollNear);
    expect(await screen.findByText("HC-SR04 Ultrasonic Sensor")).toBeInTheDocument();
    expect(productRequests()).toBe(1);
    farDown.unmount();

    const user = userEvent.setup();
    renderStrip();
    await screen.findByRole("option", { name: "Boards" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Boards");
    expect(await screen.findByText("Arduino Uno")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining("category=Boards"), expect.anything());
  });

  it("shows 'Error fetching categories' when the names cannot be loaded", async () => {
    fetchMock.mockImplementation((input: string) =>
      input.startsWith("/api/category/all") ? json({ success: false, message: "Database unavailable" }, 503) : json(page([board])),
    );
    renderStrip();
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Error fetching categories"));
    const select = screen.getByRole("combobox", { name: "Category" }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(["None", "All"]);
  });
});
