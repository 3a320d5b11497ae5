import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paiseToRupees, rupeesToPaise } from "~/src/core/money";
import { kitTotals } from "~/src/core/pricing";
import { KIT_HINT, KIT_SIZE_MESSAGE, KIT_TOO_MANY_MESSAGE } from "~/src/core/kit";
import { createTranslator } from "~/src/core/i18n";
import { kitHints } from "~/src/core/kit-hints";
import type { ProductView } from "~/src/core/shapes/product";
import { testProduct } from "~/tests/support/fixtures/product";
import { rupees } from "~/src/web/lib/format";
import KitPage from "~/src/web/routes/kit";
import { KIT_PAGE_SIZE, parseKitParams } from "./kit-params";
import { KIT_STORAGE_KEY } from "./kit-storage";

const toastError = vi.hoisted(() => vi.fn());
vi.mock("sonner", () => ({ toast: { error: toastError, info: vi.fn(), success: vi.fn() } }));

// 30 parts, more than one page: 29 in stock with varied prices and discounts, and one sold out on page 1.
const products: ProductView[] = Array.from({ length: 30 }, (_, index) => {
  if (index === 23) return testProduct({ _id: "sold-out", name: "Sold Out Board", stock: 0 });
  const price = 49.99 + index * 37.5;
  const discount = [0, 5, 10, 15, 33][index % 5];
  return testProduct({
    _id: `part-${index + 1}`,
    name: `Part ${String(index + 1).padStart(2, "0")} ${index % 2 ? "Servo" : "Sensor"}`,
    price,
    discount,
    salePrice: paiseToRupees(Math.round((rupeesToPaise(price) * (100 - discount)) / 100)),
    category: index % 2 ? "Motors" : "Sensors",
    // Part 02 is a motor and Part 26 (on page 2) its driver, for the kit hints.
    specs: index === 1 ? { needsDriver: true } : index === 25 ? { isDriver: true } : {},
  });
});
const inStock = products.filter((product) => product.stock > 0);
const byId = new Map(products.map((product) => [product._id, product]));

/** Stands in for the server's one page of the catalog (the e2e suite runs the real one). */
const loaderUrls: URL[] = [];
function catalogLoader({ request }: { request: Request }) {
  const url = new URL(request.url);
  loaderUrls.push(url);
  const params = parseKitParams(url.searchParams);
  const matching = products.filter(
    (product) =>
      (!params.category || product.category === params.category) &&
      product.name.toLowerCase().includes(params.q.toLowerCase()) &&
      (!params.inStock || product.stock > 0),
  );
  const start = (params.page - 1) * KIT_PAGE_SIZE;
  const result = {
    products: matching.slice(start, start + KIT_PAGE_SIZE),
    total: matching.length,
    page: params.page,
    pages: Math.max(1, Math.ceil(matching.length / KIT_PAGE_SIZE)),
    limit: KIT_PAGE_SIZE,
  };
  return { result, categories: ["Motors", "Sensors"], params };
}

function CheckoutProbe() {
  const { state } = useLocation() as { state: { kit: ProductView[]; total: number; discount: number; finalPrice: number } };
  return <pre data-testid="handed-over">{JSON.stringify({ ids: state.kit.map((product) => product._id), final: state.finalPrice })}</pre>;
}

function renderKit(path = "/kit") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      Component: () => (
        <QueryClientProvider client={client}>
          <Outlet />
        </QueryClientProvider>
      ),
      children: [
        { path: "/kit", Component: KitPage, loader: catalogLoader },
        { path: "/kit-place-order", Component: CheckoutProbe },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const card = (product: ProductView) => screen.getByRole("button", { name: product.name });
const checkout = () => screen.getByRole("button", { name: "Proceed to checkout" });
const amountsOf = (kit: ProductView[]) => {
  const totals = kitTotals(kit.map((product) => ({ pricePaise: rupeesToPaise(product.price), discount: product.discount })));
  return [totals.totalPaise, totals.discountPaise, totals.finalPaise].map((paise) => rupees(paiseToRupees(paise)));
};

async function pick(user: ReturnType<typeof userEvent.setup>, parts: ProductView[]) {
  for (const part of parts) await user.click(card(part));
}

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }));

/**
 * GET /api/products?ids=: the chosen parts, in the order asked, without ids no longer sold; and POST /api/kit/check,
 * answered by the core rules over these products (only the driver hint, the one these parts can raise).
 */
function serveIds(input: string, init?: RequestInit): Promise<Response> {
  if (input === "/api/kit/check") {
    const selection = (JSON.parse(init!.body as string) as { productIds: string[] }).productIds.flatMap((id) => byId.get(id) ?? []);
    return json({ success: true, hints: kitHints(selection, products, createTranslator("en").t).filter((hint) => hint.code === "motor-driver") });
  }
  const ids = new URL(input, "http://shop.test").searchParams.get("ids")!.split(",");
  const found = ids.flatMap((id) => byId.get(id) ?? []);
  return json({ success: true, products: found, total: found.length, page: 1, pages: 1, limit: ids.length });
}

describe("kit builder (§4, §5)", () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof serveIds>>;
  beforeEach(() => {
    toastError.mockReset();
    loaderUrls.length = 0;
    fetchMock = vi.fn(serveIds);
    vi.stubGlobal("fetch", fetchMock);
  });
  const productCalls = () => fetchMock.mock.calls.filter(([input]) => input.startsWith("/api/products"));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("shows one page of parts from the server and toggles parts in and out with the running count and the hint", async () => {
    const user = userEvent.setup();
    renderKit();
    expect(await screen.findByText(`Showing 1–24 of 30 parts`)).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Parts" })).getAllByRole("listitem")).toHaveLength(24);
    expect(screen.queryByRole("button", { name: products[24].name })).not.toBeInTheDocument();
    expect(screen.getByText(KIT_HINT)).toBeInTheDocument();
    await pick(user, inStock.slice(0, 3));
    expect(screen.getByTestId("kit-count")).toHaveTextContent("3");
    expect(card(inStock[0])).toHaveAttribute("aria-pressed", "true");
    await user.click(card(inStock[0]));
    expect(card(inStock[0])).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByTestId("kit-count")).toHaveTextContent("2");
    expect(card(byId.get("sold-out")!)).toBeDisabled();
    expect(productCalls()).toHaveLength(0);
  });

  it("keeps the selection and its totals across pages, and refuses a 21st part with the §5 message", async () => {
    const user = userEvent.setup();
    renderKit();
    const firstPage = inStock.slice(0, 14);
    await screen.findByText("Showing 1–24 of 30 parts");
    await pick(user, firstPage);

    await user.click(screen.getByRole("link", { name: "Page 2" }));
    await screen.findByText("Showing 25–30 of 30 parts");
    expect(loaderUrls.at(-1)!.searchParams.get("page")).toBe("2");
    expect(screen.queryByRole("button", { name: firstPage[0].name })).not.toBeInTheDocument();
    const secondPage = products.slice(24);
    await pick(user, secondPage);
    expect(toastError).not.toHaveBeenCalled();
    expect(screen.getByTestId("kit-count")).toHaveTextContent("20");
    const [total, discount, final] = amountsOf([...firstPage, ...secondPage]);
    expect(screen.getByTestId("kit-total")).toHaveTextContent(total);
    expect(screen.getByTestId("kit-discount")).toHaveTextContent(discount);
    expect(screen.getByTestId("kit-final")).toHaveTextContent(final);
    expect(within(screen.getByRole("list", { name: "Parts in your kit" })).getByText(firstPage[0].name)).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Page 1" }));
    await screen.findByText("Showing 1–24 of 30 parts");
    expect(card(firstPage[0])).toHaveAttribute("aria-pressed", "true");
    await user.click(card(inStock[14]));
    expect(toastError).toHaveBeenCalledWith(KIT_TOO_MANY_MESSAGE, expect.anything());
    expect(screen.getByTestId("kit-count")).toHaveTextContent("20");
    expect(card(inStock[14])).toHaveAttribute("aria-pressed", "false");
    expect(productCalls()).toHaveLength(0);
  });

  it("keeps checkout disabled outside 7–20 and explains why when clicked", async () => {
    const user = userEvent.setup();
    renderKit();
    await screen.findByText("Showing 1–24 of 30 parts");
    await pick(user, inStock.slice(0, 6));
    expect(checkout()).toHaveAttribute("aria-disabled", "true");
    await user.click(checkout());
    expect(screen.getByRole("alert")).toHaveTextContent(KIT_SIZE_MESSAGE);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await pick(user, inStock.slice(6, 7));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(checkout()).toHaveAttribute("aria-disabled", "false");
    await user.click(checkout());
    expect(screen.getByRole("dialog", { name: "Create this kit?" })).toBeInTheDocument();
  });

  it("restores a stored selection after a reload with the server's data, totals included, without sold-out or vanished parts", async () => {
    const user = userEvent.setup();
    const kept = [products[1], products[26], products[4]];
    localStorage.setItem(KIT_STORAGE_KEY, JSON.stringify([kept[0]._id, "sold-out", kept[1]._id, "no-longer-sold", kept[2]._id]));
    // The answer waits until the page is up: checkout stays disabled while the chosen parts load.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    fetchMock.mockImplementationOnce((input: string) => answered.then(() => serveIds(input)));
    renderKit();
    await waitFor(() => expect(productCalls()).toHaveLength(1));
    expect(checkout()).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.getByTestId("kit-count")).toHaveTextContent("3"));
    expect(checkout()).toBeEnabled();
    expect(new URL(productCalls()[0][0], "http://shop.test").searchParams.get("ids")).toBe(
      [kept[0]._id, "sold-out", kept[1]._id, "no-longer-sold", kept[2]._id].join(","),
    );
    // products[26] is on page 2, yet it counts and is priced.
    expect(screen.getByTestId("kit-final")).toHaveTextContent(amountsOf(kept)[2]);
    expect(card(kept[0])).toHaveAttribute("aria-pressed", "true");
    await user.click(card(products[7]));
    expect(JSON.parse(localStorage.getItem(KIT_STORAGE_KEY)!)).toEqual([...kept.map((product) => product._id), products[7]._id]);
  });

  it("Escape answers No; Yes hands over the kit (parts from two pages) and clears the stored selection", async () => {
    const user = userEvent.setup();
    renderKit("/kit?page=2");
    await screen.findByText("Showing 25–30 of 30 parts");
    await pick(user, products.slice(24, 27));
    await user.click(screen.getByRole("link", { name: "Page 1" }));
    await screen.findByText("Showing 1–24 of 30 parts");
    await pick(user, inStock.slice(0, 4));
    await user.click(checkout());
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByRole("button", { name: "No" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(checkout());
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Yes" }));
    const kit = [...products.slice(24, 27), ...inStock.slice(0, 4)];
    const handedOver = JSON.parse((await screen.findByTestId("handed-over")).textContent!) as { ids: string[]; final: number };
    const totals = kitTotals(kit.map((product) => ({ pricePaise: rupeesToPaise(product.price), discount: product.discount })));
    expect(handedOver).toEqual({ ids: kit.map((product) => product._id), final: paiseToRupees(totals.finalPaise) });
    expect(localStorage.getItem(KIT_STORAGE_KEY)).toBeNull();
  });

  it("shows the driver hint for a motor and clears it once the suggested driver is added with one click", async () => {
    const user = userEvent.setup();
    renderKit();
    await screen.findByText("Showing 1–24 of 30 parts");
    const [motor, driver] = [products[1], products[25]];
    await pick(user, [products[0], motor]);
    const tips = screen.getByRole("status", { name: "Tips for your kit" });
    await within(tips).findByText(`${motor.name} needs a motor driver: add one such as ${driver.name}.`);
    const checks = fetchMock.mock.calls.filter(([input]) => input === "/api/kit/check");
    expect(JSON.parse(checks.at(-1)![1]!.body as string)).toEqual({ productIds: [products[0]._id, motor._id] });

    // The driver is on page 2, never shown: the hint brings its card with it.
    await user.click(within(tips).getByRole("button", { name: `Add ${driver.name}` }));
    expect(screen.getByTestId("kit-count")).toHaveTextContent("3");
    expect(within(screen.getByRole("list", { name: "Parts in your kit" })).getByText(driver.name)).toBeInTheDocument();
    await waitFor(() => expect(within(tips).queryByText(/needs a motor driver/)).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(KIT_STORAGE_KEY)!)).toEqual([products[0]._id, motor._id, driver._id]);
  });

  it("searches and filters on the server through the address, keeping the selection", async () => {
    const user = userEvent.setup();
    renderKit();
    await screen.findByText("Showing 1–24 of 30 parts");
    await pick(user, [products[0]]);
    await user.type(screen.getByLabelText("Search parts"), "sERVO");
    await screen.findByText("Showing 1–14 of 14 parts");
    expect(loaderUrls.at(-1)!.searchParams.get("q")).toBe("sERVO");
    expect(
      within(screen.getByRole("list", { name: "Parts" }))
        .getAllByRole("button")
        .every((button) => /Servo/.test(button.textContent ?? "")),
    ).toBe(true);
    expect(screen.getByTestId("kit-count")).toHaveTextContent("1");

    await user.clear(screen.getByLabelText("Search parts"));
    await user.selectOptions(screen.getByLabelText("Category"), "Sensors");
    await waitFor(() => expect(loaderUrls.at(-1)!.search).toBe("?category=Sensors"));
    await screen.findByText("Showing 1–15 of 15 parts");
    expect(screen.queryByRole("button", { name: products[1].name })).not.toBeInTheDocument();
    expect(card(products[0])).toHaveAttribute("aria-pressed", "true");

    await user.type(screen.getByLabelText("Search parts"), "zzz");
    await screen.findByText("No parts match your search.");
    await user.click(screen.getByRole("link", { name: "Show all parts" }));
    await screen.findByText("Showing 1–24 of 30 parts");
  });
});
