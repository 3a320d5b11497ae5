import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetPinLookups } from "~/src/web/lib/delivery";
import { SessionProvider } from "~/src/web/shop/session";
import { bengaluruEstimate } from "~/tests/support/delivery-answers";
import { InHindi } from "~/tests/support/hindi";
import { CheckoutView } from "./checkout-view";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const product = {
  _id: "servo-sg90",
  name: "Servo SG90",
  nameHi: "सर्वो मोटर SG90",
  description: "",
  price: 100,
  discount: 10,
  salePrice: 90,
  image: [],
  category: "Motors",
  stock: 50,
  bestSeller: false,
  rating: 4,
  reviews: 3,
};
const cart = {
  success: true,
  cartData: { "servo-sg90": 2 },
  items: [{ _id: "servo-sg90", quantity: 2, product }],
  subtotal: 180,
  deliveryFee: 20,
  total: 200,
};

const calls: Array<{ path: string; body: unknown; language: string | null }> = [];
const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
  calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined, language: new Headers(init?.headers).get("x-shop-language") });
  const answer =
    path === "/api/cart/get"
      ? cart
      : path === "/api/user/addresses"
        ? { success: true, addresses: [] }
        : path === "/api/user/business"
          ? { success: true, business: null }
          : path.startsWith("/api/delivery/")
            ? { success: true, ...bengaluruEstimate(path.split("/").at(-1)) }
            : { success: true, message: "ऑर्डर हो गया।", orderId: "x" };
  return new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } });
});

beforeEach(() => {
  calls.length = 0;
  forgetPinLookups();
  toast.error.mockReset();
  toast.success.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  localStorage.setItem("token", "tok-1");
  // The API calls' language follows the address of the page (the browser's, not the router's).
  window.history.replaceState(null, "", "/hi/place-order");
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

function Providers() {
  return (
    <InHindi>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionProvider>
          <Outlet />
        </SessionProvider>
      </QueryClientProvider>
    </InHindi>
  );
}

async function renderHindiCheckout() {
  const Stub = createRoutesStub([
    {
      Component: Providers,
      children: [
        { path: "/hi/place-order", Component: CheckoutView },
        { path: "/hi/orders", Component: () => <p>ऑर्डर का पन्ना</p> },
      ],
    },
  ]);
  render(<Stub initialEntries={["/hi/place-order"]} />);
  await screen.findByRole("heading", { name: "ऑर्डर का सारांश" });
  return userEvent.setup();
}

describe("checkout on a Hindi page (issue 33)", () => {
  it("speaks Hindi: sections, payment choices, the staff's Hindi product name and the totals' labels", async () => {
    await renderHindiCheckout();
    expect(screen.getByRole("heading", { name: "डिलीवरी का पता" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "भुगतान का तरीक़ा" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /डिलीवरी पर नकद भुगतान/ })).toBeChecked();
    expect(screen.getByText("सर्वो मोटर SG90")).toBeInTheDocument();
    expect(screen.getByText("पैकिंग और सुविधा शुल्क")).toBeInTheDocument();
    expect(screen.getByLabelText(/पहला नाम/)).toBeInTheDocument();
    expect(screen.getByLabelText(/PIN कोड/)).toHaveAttribute("placeholder", "6 अंक");
    expect(screen.getByRole("button", { name: "ऑर्डर करें" })).toBeInTheDocument();
    expect(screen.queryByText(/Delivery address|Place order|Order summary/)).not.toBeInTheDocument();
    // Every call from the Hindi page asks the server for Hindi messages.
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.language === "hi")).toBe(true);
  });

  it("says what is wrong with the address in Hindi, field by field, and places nothing", async () => {
    const user = await renderHindiCheckout();
    await user.click(screen.getByRole("button", { name: "ऑर्डर करें" }));
    expect(toast.error).toHaveBeenCalledWith("कृपया डिलीवरी का पता जाँच लें।");
    expect(screen.getByText("पहला नाम भरना ज़रूरी है।")).toBeInTheDocument();
    expect(screen.getByText("फ़ोन भरना ज़रूरी है।")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/PIN कोड/), "012345");
    expect(screen.getByText("PIN कोड 6 अंकों का होना चाहिए और 0 से शुरू नहीं हो सकता।")).toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/order/place")).toBe(false);
  });

  it("places the order, thanks in Hindi, and goes on to the Hindi orders page with a Hindi delivery date on the way", async () => {
    const user = await renderHindiCheckout();
    for (const [label, value] of [
      [/पहला नाम/, "Asha"],
      [/उपनाम/, "Rao"],
      [/ईमेल/, "asha@example.in"],
      [/^पता/, "12 MG Road"],
      [/शहर/, "Bengaluru"],
      [/राज्य/, "Karnataka"],
      [/PIN कोड/, "560001"],
      [/फ़ोन/, "9876543210"],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    const summary = screen.getByRole("region", { name: "ऑर्डर का सारांश" });
    expect(await within(summary).findByText(/Bengaluru, Karnataka में/)).toHaveTextContent("Bengaluru, Karnataka में सोम, 30 नवंबर तक डिलीवरी");
    await user.click(screen.getByRole("button", { name: "ऑर्डर करें" }));
    expect(await screen.findByText("ऑर्डर का पन्ना")).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("ऑर्डर हो गया! सामान पहुँचने पर नकद भुगतान करें।");
    expect(calls.find((call) => call.path === "/api/order/place")?.language).toBe("hi");
  });
});
