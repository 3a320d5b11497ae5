import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiCall } from "~/src/web/lib/api";
import { deliveryDate, deliveryNote } from "~/src/web/lib/delivery";
import { InHindi, hindiMessages } from "~/tests/support/hindi";
import { compiledTranslator } from "~/src/web/lib/compiled-message";
import { bengaluruEstimate } from "~/tests/support/delivery-answers";
import { SessionProvider, useSession } from "./session";
import { useCartActions } from "./cart";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

function AddButton() {
  const { ready } = useSession();
  const { addToCart } = useCartActions();
  return ready ? (
    <button type="button" onClick={() => addToCart("servo-sg90")}>
      add
    </button>
  ) : null;
}

function renderShop(address: string, hindi: boolean) {
  window.history.replaceState(null, "", address);
  const shop = (
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <AddButton />
      </SessionProvider>
    </QueryClientProvider>
  );
  const Stub = createRoutesStub([{ path: "*", Component: () => (hindi ? <InHindi>{shop}</InHindi> : shop) }]);
  render(<Stub initialEntries={[address]} />);
}

describe("the API's language (issue 33)", () => {
  it("a call from a Hindi page asks for Hindi; one from an English page asks nothing new", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    window.history.replaceState(null, "", "/hi/cart");
    await apiCall("/api/cart/get", { method: "POST", token: "t" });
    window.history.replaceState(null, "", "/cart");
    await apiCall("/api/cart/get", { method: "POST", token: "t" });
    const headers = fetchMock.mock.calls.map((call) => new Headers((call as unknown as [string, RequestInit])[1].headers));
    expect(headers[0].get("x-shop-language")).toBe("hi");
    expect(headers[1].has("x-shop-language")).toBe(false);
  });

  it("its own messages follow the page: a network error on a Hindi page is said in Hindi, on an English one as before", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    renderShop("/hi/cart", true);
    await screen.findByRole("button", { name: "add" });
    await expect(apiCall("/api/cart/get")).rejects.toThrow("नेटवर्क में गड़बड़ी है। कृपया अपना इंटरनेट कनेक्शन जाँचें।");
  });

  it("and in English on an English page", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    renderShop("/cart", false);
    await screen.findByRole("button", { name: "add" });
    await expect(apiCall("/api/cart/get")).rejects.toThrow("Network error. Please check your connection.");
  });

  it("asks a visitor to log in, in Hindi, when they add to the cart on a Hindi page", async () => {
    vi.stubGlobal("fetch", vi.fn());
    renderShop("/hi/product/servo-sg90", true);
    await act(async () => screen.getByRole("button", { name: "add" }).click());
    expect(toast.error).toHaveBeenCalledWith("कृपया लॉग इन करें");
  });
});

describe("delivery dates in Hindi (issue 33)", () => {
  const hindi = compiledTranslator("hi", hindiMessages);

  it("writes the day and month in Hindi, the same calendar day as the English", () => {
    expect(deliveryDate("2026-11-30")).toBe("Mon, 30 Nov");
    expect(deliveryDate("2026-11-30", "hi")).toBe("सोम, 30 नवंबर");
    expect(deliveryDate("2027-01-03", "hi")).toBe("रवि, 3 जनवरी");
  });

  it("words the PIN check's answers in Hindi, keeping the server's own (Hindi) reason", () => {
    expect(deliveryNote("560001", { kind: "found", estimate: bengaluruEstimate() }, "hi", hindi)).toEqual({
      tone: "ok",
      date: "सोम, 30 नवंबर",
      place: "Bengaluru, Karnataka",
      cod: true,
    });
    const nicobar = {
      ...bengaluruEstimate("744301"),
      serviceable: false,
      cod: false,
      message: "हम अभी 744301 पर डिलीवरी नहीं करते: हमारा कूरियर निकोबार द्वीप तक नहीं जाता।",
    };
    expect(deliveryNote("744301", { kind: "found", estimate: nicobar }, "hi", hindi)).toEqual({
      tone: "no",
      text: "हम अभी 744301 पर डिलीवरी नहीं करते: हमारा कूरियर निकोबार द्वीप तक नहीं जाता।",
    });
  });
});
