import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetPinLookups } from "~/src/web/lib/delivery";
import { SessionProvider } from "~/src/web/shop/session";
import type { PublicShop } from "~/src/core/shapes/shop";
import { ShopSettingsProvider } from "~/src/web/shop/settings";
import { SAMPLE_SHOP } from "~/tests/support/shop";
import { CheckoutView } from "./checkout-view";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const product = {
  _id: "servo-sg90",
  name: "Servo SG90",
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
const saved = {
  _id: "0b8c6a52-1111-4000-8000-000000000001",
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@example.in",
  street: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  zipcode: "560001",
  country: "India",
  phone: "9876543210",
};

let placeAnswer: unknown;
let business: unknown = null;
let savedList: unknown[] = [saved];
const calls: Array<{ path: string; body: unknown; key?: string }> = [];
const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  calls.push({ path, body, key: (init?.headers as Record<string, string> | undefined)?.["idempotency-key"] });
  const answer =
    path === "/api/cart/get"
      ? cart
      : path === "/api/user/addresses"
        ? { success: true, addresses: savedList }
        : path === "/api/order/place"
          ? placeAnswer
          : path === "/api/user/business"
            ? { success: true, business }
            : { success: true, address: saved };
  return new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } });
});

beforeEach(() => {
  calls.length = 0;
  placeAnswer = { success: true, message: "Order placed.", orderId: "x" };
  business = null;
  savedList = [saved];
  toast.error.mockReset();
  toast.success.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  localStorage.setItem("token", "tok-1");
  Element.prototype.scrollIntoView = vi.fn(); // jsdom has no layout
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Providers() {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    </QueryClientProvider>
  );
}

async function renderCheckout(shop: PublicShop | null = null) {
  const Stub = createRoutesStub([
    {
      Component: shop
        ? () => (
            <ShopSettingsProvider deliveryFee={20} shop={shop}>
              <Providers />
            </ShopSettingsProvider>
          )
        : Providers,
      children: [
        { path: "/place-order", Component: CheckoutView },
        { path: "/orders", Component: () => <p>Orders page</p> },
      ],
    },
  ]);
  render(<Stub initialEntries={["/place-order"]} />);
  await screen.findByRole("heading", { name: "Order summary" });
  return userEvent.setup();
}

const placeCalls = () => calls.filter((call) => call.path === "/api/order/place");
const placeBodies = () => placeCalls().map((call) => call.body);
const businessBox = () => screen.getByRole("checkbox", { name: /Buying for a business\?/ });

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of [
    [/First name/, "Asha"],
    [/Last name/, "Rao"],
    [/Email/, "asha@example.in"],
    [/Street address/, "12 MG Road"],
    [/City/, "Bengaluru"],
    [/State/, "Karnataka"],
    [/PIN/, "560001"],
    [/Phone/, "9876543210"],
  ] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

describe("CheckoutView", () => {
  it("shows the server cart's items, subtotal, fee (with its label) and total", async () => {
    await renderCheckout();
    expect(screen.getByText("Servo SG90")).toBeInTheDocument();
    expect(screen.getByText("Packaging and Utility Charges").nextSibling).toHaveTextContent("₹20.00");
    expect(screen.getByTestId("checkout-total")).toHaveTextContent("₹200.00");
  });

  it("places a COD order with the new address, saving it first when asked, then goes to /orders", async () => {
    const user = await renderCheckout();
    await fillAddress(user);
    await user.click(screen.getByLabelText("Save this address"));
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByText("Orders page");
    const paths = calls.map((call) => call.path);
    expect(paths.indexOf("/api/user/address")).toBeLessThan(paths.indexOf("/api/order/place"));
    const body = placeCalls()[0].body as { address: unknown; items: Array<Record<string, unknown>>; amount: number; paymentMethod: string };
    expect(body.amount).toBe(200);
    expect(body.paymentMethod).toBe("cod");
    expect(body.items).toEqual([{ ...product, quantity: 2 }]);
    expect(body.address).toMatchObject({ firstName: "Asha", zipcode: "560001", country: "India" });
    expect(toast.success).toHaveBeenCalled();
  });

  it("shows address messages and places nothing while the address is incomplete", async () => {
    const user = await renderCheckout();
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(screen.getByText("First name is required.")).toBeInTheDocument();
    expect(placeCalls()).toHaveLength(0);
  });

  it("a saved address must be chosen, and is then sent by its _id", async () => {
    const user = await renderCheckout();
    await user.click(screen.getByRole("button", { name: "Saved address" }));
    await screen.findByRole("radio", { name: /Asha Rao/ });
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please select a saved address.");
    expect(placeCalls()).toHaveLength(0);
    await user.click(screen.getByRole("radio", { name: /Asha Rao/ }));
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByText("Orders page");
    expect(placeCalls()[0].body).toMatchObject({ address: { _id: saved._id } });
  });

  it("starts on the default saved address, preselected, and sends it unless the user picks another", async () => {
    const office = { ...saved, _id: "0b8c6a52-1111-4000-8000-000000000002", firstName: "Office", isDefault: true };
    savedList = [office, { ...saved, isDefault: false }];
    const user = await renderCheckout();
    expect(screen.getByRole("button", { name: "Saved address" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("radio", { name: /Office Rao/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Asha Rao/ })).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByText("Orders page");
    expect(placeCalls()[0].body).toMatchObject({ address: { _id: office._id } });
  });

  it("razorpay says only cash on delivery works and places no order", async () => {
    const user = await renderCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole("radio", { name: /Razorpay/ }));
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(toast.error).toHaveBeenCalledWith("Only Cash On Delivery Supported Currently");
    expect(placeCalls()).toHaveLength(0);
  });

  it("does not offer bank transfer or UPI below the owner's amount", async () => {
    await renderCheckout({ ...SAMPLE_SHOP, prepaidCheckoutEnabled: true, prepaidCheckoutMinimum: 201 });
    expect(screen.queryByRole("radio", { name: /^UPI/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: /^Bank transfer/ })).not.toBeInTheDocument();
  });

  it("offers bank transfer and UPI once the owner turned them on for an order this size, and sends the choice", async () => {
    const user = await renderCheckout({ ...SAMPLE_SHOP, prepaidCheckoutEnabled: true, prepaidCheckoutMinimum: 200 });
    await fillAddress(user);
    await user.click(screen.getByRole("radio", { name: /^UPI/ }));
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByText("Orders page");
    expect(placeBodies()[0]).toMatchObject({ paymentMethod: "upi", amount: 200 });
  });

  it("shows the server's refusal on the page and fetches the cart again", async () => {
    placeAnswer = { success: false, message: "Only 1 of Servo SG90 left in stock." };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = await renderCheckout();
    await fillAddress(user);
    const cartFetches = calls.filter((call) => call.path === "/api/cart/get").length;
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only 1 of Servo SG90 left in stock.");
    expect(toast.error).toHaveBeenCalledWith("Only 1 of Servo SG90 left in stock.");
    await vi.waitFor(() => expect(calls.filter((call) => call.path === "/api/cart/get").length).toBeGreaterThan(cartFetches));
    expect(screen.getByRole("button", { name: "Place order" })).toBeEnabled();
    expect(warn).toHaveBeenCalledWith("Placing the order was refused:", "Only 1 of Servo SG90 left in stock."); // §8: logged
    warn.mockRestore();
  });

  it("sends an Idempotency-Key with the order; a retry after a refusal is a new attempt with a new key", async () => {
    placeAnswer = { success: false, message: "Only 1 of Servo SG90 left in stock." };
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = await renderCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByRole("alert");
    placeAnswer = { success: true, message: "Order placed.", orderId: "x" };
    business = null;
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByText("Orders page");
    const [refused, placed] = placeCalls().map((call) => call.key);
    expect(refused).toMatch(/^[0-9a-f]{32}$/);
    expect(placed).toMatch(/^[0-9a-f]{32}$/);
    expect(placed).not.toBe(refused);
  });

  it("sends one order even when the button is pressed twice", async () => {
    const user = await renderCheckout();
    await fillAddress(user);
    const button = screen.getByRole("button", { name: "Place order" });
    await user.dblClick(button);
    await screen.findByText("Orders page");
    expect(placeCalls()).toHaveLength(1);
  });
});

describe("checkout: business purchase", () => {
  // A default saved address, so the order can be placed without typing one.
  beforeEach(() => {
    savedList = [{ ...saved, isDefault: true }];
  });

  it("sends the GSTIN and legal name of the last business purchase, which opens the section", async () => {
    business = { gstin: "29ABCDE1234F1ZW", businessName: "Makers Guild LLP" };
    const user = await renderCheckout();
    expect(businessBox()).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByText("Orders page");
    expect(placeBodies()[0]).toMatchObject({ address: { _id: saved._id }, gstin: "29ABCDE1234F1ZW", businessName: "Makers Guild LLP" });
  });

  it("sends what the customer typed, cleaned as the server keeps it", async () => {
    const user = await renderCheckout();
    expect(businessBox()).not.toBeChecked();
    await user.click(businessBox());
    await user.type(screen.getByLabelText(/^GSTIN/), "27aapfu0939f1zv");
    await user.type(screen.getByLabelText(/^Legal name of the business/), "  Pune   Robotics Club ");
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByText("Orders page");
    expect(placeBodies()[0]).toMatchObject({ gstin: "27AAPFU0939F1ZV", businessName: "Pune Robotics Club" });
  });

  it("an open section with a wrong GSTIN stops the order and says why next to the field", async () => {
    const user = await renderCheckout();
    await user.click(businessBox());
    await user.type(screen.getByLabelText(/^GSTIN/), "29ABCDE1234F1Z");
    await user.click(screen.getByRole("button", { name: "Place order" }));
    const gstin = screen.getByLabelText(/^GSTIN/);
    expect(gstin).toHaveAttribute("aria-invalid", "true");
    expect(gstin).toHaveAccessibleDescription(/GSTIN must be 15 characters\./);
    expect(gstin).toHaveFocus();
    expect(screen.getByLabelText(/^Legal name of the business/)).toHaveAccessibleDescription(/Legal name of the business is required\./);
    expect(toast.error).toHaveBeenCalledWith("Please check the business details.");
    expect(placeBodies()).toHaveLength(0);
  });

  it("unticked, it sends neither field, even with a saved business", async () => {
    business = { gstin: "29ABCDE1234F1ZW", businessName: "Makers Guild LLP" };
    const user = await renderCheckout();
    await user.click(businessBox());
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByText("Orders page");
    expect(placeBodies()[0]).not.toHaveProperty("gstin");
    expect(placeBodies()[0]).not.toHaveProperty("businessName");
  });
});

describe("checkout: the delivery date and the PIN's state", () => {
  beforeEach(() => {
    forgetPinLookups();
    const bengaluru = { district: "Bengaluru", state: "Karnataka", stateCode: "29", zone: "same-city", serviceable: true, cod: true };
    vi.stubGlobal("fetch", (path: string, init?: RequestInit) =>
      path.startsWith("/api/delivery/")
        ? Promise.resolve(new Response(JSON.stringify({ success: true, pin: path.slice(-6), ...bengaluru, estimatedDelivery: "2026-11-30" })))
        : fetchMock(path, init),
    );
  });

  it("shows when the chosen saved address's parcel arrives", async () => {
    savedList = [{ ...saved, isDefault: true }];
    await renderCheckout();
    expect(await screen.findByText("Delivered by", { exact: false })).toHaveTextContent(
      "Delivered by Mon, 30 Nov to Bengaluru, Karnataka · Cash on delivery available",
    );
    expect(screen.getByText("Delivery to 560001")).toBeInTheDocument();
  });

  it("does not send a new address whose State is not the PIN's, and says why next to State", async () => {
    const user = await renderCheckout();
    await fillAddress(user);
    await user.clear(screen.getByLabelText(/State/));
    await user.click(screen.getByLabelText(/State/));
    await user.paste("Kerala");
    expect(await screen.findByText("PIN 560001 is in Karnataka, not Kerala.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(toast.error).toHaveBeenCalledWith("Please check the delivery address.");
    expect(screen.getByLabelText(/State/)).toHaveFocus();
    expect(placeCalls()).toHaveLength(0);
  });
});
