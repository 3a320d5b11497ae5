import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetPinLookups, type DeliveryEstimate } from "~/src/web/lib/delivery";
import { bengaluruEstimate } from "~/tests/support/delivery-answers";
import { SessionProvider } from "~/src/web/shop/session";
import { PinCheck } from "./pin-check";

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

const estimate = (pin: string, more: Partial<DeliveryEstimate> = {}) => ({ success: true, ...bengaluruEstimate(pin, more) });

/** The directory as the server answers it: 560034 and 560001 in Bengaluru, 744301 not served, 999999 unknown. */
function deliveryApi(path: string) {
  const pin = path.split("/").at(-1)!;
  if (pin === "744301") {
    return json(
      estimate(pin, {
        district: "Nicobar",
        state: "Andaman & Nicobar Islands",
        zone: "special",
        serviceable: false,
        cod: false,
        // The server says the whole sentence (src/server/delivery/delivery-messages.ts); the page shows it once.
        message: "We do not deliver to 744301 yet: Our courier does not reach the Nicobar islands.",
      }),
    );
  }
  if (pin === "999999") return json({ success: false, message: "We do not know the PIN 999999. Please check it." }, 404);
  if (pin === "560999") {
    return json(
      estimate(pin, {
        known: false,
        district: "",
        zone: "same-state",
        message: "We could not confirm the PIN 560999; it is in Karnataka by its first digits. Please check it: we will deliver there.",
      }),
    );
  }
  if (pin === "500500") return Promise.reject(new TypeError("Failed to fetch"));
  return json(estimate(pin));
}

let addresses: unknown[] = [];
const fetchMock = vi.fn((path: string, _init?: RequestInit) =>
  path === "/api/user/addresses" ? json({ success: true, addresses }) : deliveryApi(path),
);
const deliveryCalls = () => fetchMock.mock.calls.filter(([path]) => path.startsWith("/api/delivery/")).map(([path]) => path);

beforeEach(() => {
  forgetPinLookups();
  fetchMock.mockClear();
  addresses = [];
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderWithShop(ui: () => ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <QueryClientProvider client={client}>
          <SessionProvider>{ui()}</SessionProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return userEvent.setup();
}

const pinInput = () => screen.getByRole("textbox", { name: "Deliver to PIN" });
const note = () => screen.getByRole("status");

describe("PinCheck", () => {
  it("is a labelled form a phone fills with digits; a visitor gets the date, the place and cash on delivery", async () => {
    const user = renderWithShop(() => <PinCheck />);
    expect(screen.getByRole("form", { name: "Delivery date by PIN" })).toBeInTheDocument();
    expect(pinInput()).toHaveAttribute("inputmode", "numeric");
    expect(pinInput()).toHaveAttribute("autocomplete", "postal-code");
    expect(pinInput()).toHaveAccessibleDescription("");
    await user.type(pinInput(), "560 034x");
    expect(pinInput()).toHaveValue("560034");
    await user.click(screen.getByRole("button", { name: "Check" }));
    await waitFor(() => expect(note()).toHaveTextContent("Delivered by Mon, 30 Nov to Bengaluru, Karnataka · Cash on delivery available"));
    expect(pinInput()).toHaveAccessibleDescription("Delivered by Mon, 30 Nov to Bengaluru, Karnataka · Cash on delivery available");
    expect(deliveryCalls()).toEqual(["/api/delivery/560034"]);
    expect(fetchMock.mock.calls[0][1]!.headers).not.toHaveProperty("token");
    expect(localStorage.getItem("deliveryPin")).toBe("560034");
  });

  it("says why a PIN is not served, and passes on the server's word for a PIN it does not know", async () => {
    const user = renderWithShop(() => <PinCheck />);
    await user.type(pinInput(), "744301{Enter}");
    await waitFor(() => expect(note()).toHaveTextContent("We do not deliver to 744301 yet: Our courier does not reach the Nicobar islands."));
    expect(note().textContent!.split("We do not deliver").length - 1).toBe(1);
    await user.clear(pinInput());
    expect(note()).toBeEmptyDOMElement();
    await user.type(pinInput(), "999999{Enter}");
    await waitFor(() => expect(note()).toHaveTextContent("We do not know the PIN 999999. Please check it."));
    expect(localStorage.getItem("deliveryPin")).toBe("744301");
  });

  it("gives a PIN the directory does not list a date for its state, and says it could not be confirmed", async () => {
    const user = renderWithShop(() => <PinCheck />);
    await user.type(pinInput(), "560999{Enter}");
    await waitFor(() =>
      expect(note()).toHaveTextContent(
        "Delivered by Mon, 30 Nov to Karnataka · Cash on delivery available" +
          "We could not confirm the PIN 560999; it is in Karnataka by its first digits. Please check it: we will deliver there.",
      ),
    );
  });

  it("explains a PIN that is not six digits without asking the server", async () => {
    const user = renderWithShop(() => <PinCheck />);
    await user.type(pinInput(), "56003{Enter}");
    expect(note()).toHaveTextContent("Enter a 6-digit PIN that does not start with 0.");
    await user.clear(pinInput());
    await user.type(pinInput(), "012345{Enter}");
    expect(note()).toHaveTextContent("Enter a 6-digit PIN that does not start with 0.");
    expect(deliveryCalls()).toEqual([]);
  });

  it("says so when the check fails, and checks again when asked", async () => {
    const user = renderWithShop(() => <PinCheck />);
    await user.type(pinInput(), "500500{Enter}");
    await waitFor(() => expect(note()).toHaveTextContent("We could not check this PIN just now. Please try again."));
    await user.click(screen.getByRole("button", { name: "Check" }));
    await waitFor(() => expect(deliveryCalls()).toHaveLength(2));
    expect(localStorage.getItem("deliveryPin")).toBeNull();
  });

  it("starts with the PIN remembered in this browser, checked", async () => {
    localStorage.setItem("deliveryPin", "560001");
    localStorage.setItem("token", "tok-1");
    renderWithShop(() => <PinCheck />);
    await waitFor(() => expect(note()).toHaveTextContent("Delivered by Mon, 30 Nov to Bengaluru, Karnataka"));
    expect(pinInput()).toHaveValue("560001");
    // Nothing to ask the address book for.
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(["/api/delivery/560001"]);
  });

  it("for a customer with nothing remembered, starts with the default address's PIN", async () => {
    localStorage.setItem("token", "tok-1");
    addresses = [
      { _id: "a1", zipcode: "744301", isDefault: false },
      { _id: "a2", zipcode: "560034", isDefault: true },
    ];
    renderWithShop(() => <PinCheck />);
    await waitFor(() => expect(note()).toHaveTextContent("Delivered by Mon, 30 Nov to Bengaluru, Karnataka"));
    expect(pinInput()).toHaveValue("560034");
    expect(new Headers(fetchMock.mock.calls.find(([path]) => path === "/api/user/addresses")![1]!.headers).get("token")).toBe("tok-1");
  });

  it("a visitor with nothing remembered starts empty and asks nothing", async () => {
    renderWithShop(() => <PinCheck />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pinInput()).toHaveValue("");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
