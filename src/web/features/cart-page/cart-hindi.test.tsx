import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetPinLookups } from "~/src/web/lib/delivery";
import { SessionProvider } from "~/src/web/shop/session";
import { bengaluruEstimate } from "~/tests/support/delivery-answers";
import { InHindi } from "~/tests/support/hindi";
import CartPage from "~/src/web/routes/cart";
import { CartView } from "./cart-view";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const product = (id: string, name: string, stock: number, nameHi?: string) => ({
  _id: id,
  name,
  ...(nameHi ? { nameHi } : {}),
  description: "",
  price: 100,
  discount: 10,
  salePrice: 90,
  image: [],
  category: "Motors",
  stock,
  bestSeller: false,
  rating: 4,
  reviews: 3,
});
const cart = {
  success: true,
  cartData: { "servo-sg90": 2, "ir-sensor": 3 },
  items: [
    { _id: "servo-sg90", quantity: 2, product: product("servo-sg90", "Servo SG90", 50, "सर्वो मोटर SG90") },
    { _id: "ir-sensor", quantity: 3, product: product("ir-sensor", "IR Sensor", 1) },
  ],
  subtotal: 450,
  deliveryFee: 20,
  total: 470,
};

const fetchMock = vi.fn(async (path: string) => {
  const answer = path.startsWith("/api/delivery/")
    ? { success: true, ...bengaluruEstimate(path.split("/").at(-1)) }
    : path === "/api/user/addresses"
      ? { success: true, addresses: [] }
      : cart;
  return new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } });
});

beforeEach(() => {
  forgetPinLookups();
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  localStorage.setItem("token", "tok-1");
  window.history.replaceState(null, "", "/hi/cart");
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

function renderHindiCart() {
  const Stub = createRoutesStub([
    {
      path: "/hi/cart",
      Component: () => (
        <InHindi>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <SessionProvider>
              <CartView />
            </SessionProvider>
          </QueryClientProvider>
        </InHindi>
      ),
    },
  ]);
  render(<Stub initialEntries={["/hi/cart"]} />);
}

describe("the cart on a Hindi page (issue 33)", () => {
  it("shows the lines, totals, warnings and links in Hindi, with staff's Hindi names where there are some", async () => {
    renderHindiCart();
    const totals = await screen.findByRole("region", { name: "कार्ट का हिसाब" });
    expect(within(totals).getByText("उप-योग (5 सामान)")).toBeInTheDocument();
    expect(within(totals).getByText("पैकिंग और सुविधा शुल्क")).toBeInTheDocument();
    expect(within(totals).getByRole("link", { name: "ऑर्डर करने के लिए आगे बढ़ें" })).toHaveAttribute("href", "/hi/place-order");
    // The Hindi name where staff gave one, the English one otherwise; both link to the Hindi product page.
    expect(screen.getByRole("link", { name: "सर्वो मोटर SG90" })).toHaveAttribute("href", "/hi/product/servo-sg90");
    expect(screen.getByRole("link", { name: "IR Sensor" })).toHaveAttribute("href", "/hi/product/ir-sensor");
    expect(screen.getByRole("button", { name: "सर्वो मोटर SG90 की मात्रा बढ़ाएँ" })).toBeInTheDocument();
    expect(screen.getByText("स्टॉक में केवल 1 बचे हैं")).toBeInTheDocument();
    expect(screen.getByText("IR Sensor के केवल 1 बचे हैं। ऑर्डर करने से पहले मात्रा कम करें।")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "← ख़रीदारी जारी रखें" })).toHaveAttribute("href", "/hi/collections");
    // The PIN check beside the totals answers in Hindi, with a Hindi date.
    const user = userEvent.setup();
    await user.type(await within(totals).findByLabelText("PIN कोड पर डिलीवरी"), "560001");
    await user.click(within(totals).getByRole("button", { name: "जाँचें" }));
    expect(await within(totals).findByRole("status")).toHaveTextContent(
      "Bengaluru, Karnataka में सोम, 30 नवंबर तक डिलीवरी · डिलीवरी पर नकद भुगतान की सुविधा",
    );
    expect(screen.queryByText(/Cart totals|Proceed to checkout|Line total|Continue shopping/)).not.toBeInTheDocument();
  });

  it("asks a visitor without a session to log in, in Hindi, with links that stay Hindi", async () => {
    localStorage.clear();
    const Stub = createRoutesStub([
      {
        path: "/hi/cart",
        Component: () => (
          <InHindi>
            <QueryClientProvider client={new QueryClient()}>
              <SessionProvider>
                <CartPage />
              </SessionProvider>
            </QueryClientProvider>
          </InHindi>
        ),
      },
    ]);
    render(<Stub initialEntries={["/hi/cart"]} />);
    expect(await screen.findByRole("heading", { name: "अपना कार्ट देखने के लिए लॉग इन करें" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "आपका कार्ट" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "लॉग इन करें" })).toHaveAttribute("href", "/hi/login");
    expect(screen.getByRole("link", { name: "खाता बनाएँ" })).toHaveAttribute("href", "/hi/login?mode=signup");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
