import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testProduct } from "~/tests/support/fixtures/product";
import type { KitCheckoutState } from "~/src/web/features/kit-checkout/kit-checkout-state";
import { SessionProvider } from "~/src/web/shop/session";
import KitPlaceOrderPage from "./kit-place-order";

vi.mock("sonner", () => ({ toast: { error: vi.fn(), info: vi.fn(), success: vi.fn() } }));

const kit: KitCheckoutState = {
  kit: Array.from({ length: 7 }, (_, index) => testProduct({ _id: `part-${index}`, name: `Part ${index}`, price: 100, discount: 0, salePrice: 100 })),
  total: 700,
  discount: 35,
  finalPrice: 665,
};

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }));

function renderPage(state?: KitCheckoutState) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      Component: () => (
        <QueryClientProvider client={client}>
          <SessionProvider>
            <Outlet />
          </SessionProvider>
        </QueryClientProvider>
      ),
      children: [
        { path: "/kit-place-order", Component: KitPlaceOrderPage },
        { path: "/kit-orders", Component: () => <h1>Kit orders page</h1> },
        { path: "/login", Component: () => <h1>Login page</h1> },
      ],
    },
  ]);
  render(<Stub initialEntries={[{ pathname: "/kit-place-order", state }]} />);
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  const values: Record<string, string> = {
    "First name": "Asha",
    "Last name": "Verma",
    Email: "asha@example.in",
    "Street address": "12 MG Road",
    City: "Pune",
    State: "Maharashtra",
    PIN: "411001",
    Phone: "9876543210",
  };
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
}

describe("kit checkout (§2, §7)", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
  /** The checkout's own calls, the kit's hints (none unless given) answered beside them. */
  const serve = (handler: (url: string, init?: RequestInit) => Promise<Response>, hints: unknown[] = []) =>
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      url === "/api/kit/check" ? json({ success: true, hints }) : handler(url, init),
    );

  it("opened without a kit, explains and links to the builder", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { name: "No kit to check out yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Build your kit" })).toHaveAttribute("href", "/kit");
  });

  it("asks a visitor to log in and keeps the kit for later", async () => {
    const user = userEvent.setup();
    renderPage(kit);
    await user.click(await screen.findByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("selectedKitProducts")!)).toEqual(kit.kit.map((product) => product._id));
  });

  it("sends the kit, the amounts and cash on delivery, then goes to the kit orders", async () => {
    localStorage.setItem("token", "test-token");
    serve((url: string) =>
      url === "/api/user/addresses"
        ? json({ success: true, addresses: [] })
        : json({ success: true, message: "Kit order placed.", order: { _id: "k1" } }),
    );
    const user = userEvent.setup();
    renderPage(kit);
    await fillAddress(user);
    await user.click(screen.getByRole("button", { name: /Place kit order/ }));
    expect(await screen.findByRole("heading", { name: "Kit orders page" })).toBeInTheDocument();
    // The saved addresses (a default address would be preselected) and the last business purchase (a prefill)
    // are read first; then the order goes.
    const [path, init] = fetchMock.mock.calls.find(([url]) => !["/api/user/addresses", "/api/user/business", "/api/kit/check"].includes(url))!;
    expect(path).toBe("/api/kit-orders");
    expect(init.headers.token).toBe("test-token");
    expect(JSON.parse(init.body)).toEqual({
      address: {
        firstName: "Asha",
        lastName: "Verma",
        email: "asha@example.in",
        street: "12 MG Road",
        city: "Pune",
        state: "Maharashtra",
        zipcode: "411001",
        country: "India",
        phone: "9876543210",
      },
      products: kit.kit.map((product) => ({ _id: product._id, quantity: 1 })),
      totalAmount: 700,
      discount: 35,
      finalAmount: 665,
      paymentMethod: "cod",
    });
  });

  it("a business purchase sends the GSTIN and the legal name with the kit order", async () => {
    localStorage.setItem("token", "test-token");
    serve((url: string) =>
      url === "/api/user/addresses"
        ? json({ success: true, addresses: [] })
        : url === "/api/user/business"
          ? json({ success: true, business: null })
          : json({ success: true, message: "Kit order placed.", order: { _id: "k1" } }),
    );
    const user = userEvent.setup();
    renderPage(kit);
    await fillAddress(user);
    await user.click(screen.getByRole("checkbox", { name: /Buying for a business\?/ }));
    await user.type(screen.getByLabelText(/^GSTIN/), "27AAPFU0939F1ZV");
    await user.type(screen.getByLabelText(/^Legal name of the business/), "Pune Robotics Club");
    await user.click(screen.getByRole("button", { name: /Place kit order/ }));
    expect(await screen.findByRole("heading", { name: "Kit orders page" })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/kit-orders")!;
    expect(JSON.parse(init.body)).toMatchObject({ finalAmount: 665, gstin: "27AAPFU0939F1ZV", businessName: "Pune Robotics Club" });
  });

  it("a business purchase with a wrong GSTIN places nothing and marks the field", async () => {
    localStorage.setItem("token", "test-token");
    serve((url: string) => (url === "/api/user/addresses" ? json({ success: true, addresses: [] }) : json({ success: true, business: null })));
    const user = userEvent.setup();
    renderPage(kit);
    await fillAddress(user);
    await user.click(screen.getByRole("checkbox", { name: /Buying for a business\?/ }));
    await user.type(screen.getByLabelText(/^GSTIN/), "27AAPFU0939F1ZA");
    await user.type(screen.getByLabelText(/^Legal name of the business/), "Pune Robotics Club");
    await user.click(screen.getByRole("button", { name: /Place kit order/ }));
    expect(screen.getByLabelText(/^GSTIN/)).toHaveAccessibleDescription(/GSTIN's last character does not match the rest/);
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/kit-orders")).toBe(false);
  });

  it("shows the kit's hints as advice: a suggestion joins the kit with new amounts, and the order button stays", async () => {
    localStorage.setItem("token", "test-token");
    const battery = testProduct({ _id: "battery", name: "9V Battery", price: 60, discount: 0, salePrice: 60 });
    const hint = { code: "power-source", message: "Part 0 needs a power source: add one such as 9V Battery.", suggestions: [battery] };
    serve(() => json({ success: true, addresses: [] }), [hint]);
    const user = userEvent.setup();
    renderPage(kit);
    const tips = await screen.findByRole("status", { name: "Tips for your kit" });
    await within(tips).findByText(hint.message);
    expect(screen.getByRole("button", { name: /Place kit order · ₹665\.00/ })).toBeEnabled();
    const asked = fetchMock.mock.calls.find(([url]) => url === "/api/kit/check")!;
    expect(JSON.parse(asked[1].body)).toEqual({ productIds: kit.kit.map((product) => product._id) });

    await user.click(within(tips).getByRole("button", { name: "Add 9V Battery" }));
    expect(await screen.findByText("(8 products)")).toBeInTheDocument();
    // 760 less 5 %: the amounts are worked out again as the builder does.
    expect(screen.getByRole("button", { name: /Place kit order · ₹722\.00/ })).toBeEnabled();
    expect(within(tips).getByText("Added 9V Battery")).toBeInTheDocument();
  });

  it("shows the server's refusal and stays on the page", async () => {
    localStorage.setItem("token", "test-token");
    serve(() => json({ success: false, message: "Part 3 is out of stock." }));
    const user = userEvent.setup();
    renderPage(kit);
    await fillAddress(user);
    await user.click(screen.getByRole("button", { name: /Place kit order/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Part 3 is out of stock.");
    expect(screen.getByRole("heading", { name: "Kit checkout" })).toBeInTheDocument();
  });
});
