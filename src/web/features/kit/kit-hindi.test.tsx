import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatLongDate } from "~/src/core/i18n";
import type { ProductView } from "~/src/core/shapes/product";
import { rupees } from "~/src/web/lib/format";
import KitPage, { meta as kitMeta } from "~/src/web/routes/kit";
import KitOrderPage, { meta as kitOrderMeta } from "~/src/web/routes/kit-order";
import KitOrdersPage, { meta as kitOrdersMeta } from "~/src/web/routes/kit-orders";
import KitPlaceOrderPage, { meta as kitPlaceOrderMeta } from "~/src/web/routes/kit-place-order";
import { SessionProvider } from "~/src/web/shop/session";
import { testProduct } from "~/tests/support/fixtures/product";
import { compiledTranslator } from "~/src/web/lib/compiled-message";
import { hindiMessages, InHindi } from "~/tests/support/hindi";
import { order } from "~/tests/support/kit-orders";
import { KIT_PAGE_SIZE, kitResultText } from "./kit-params";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

// 22 parts with staff's Hindi names, the last sold out: every word a Hindi page shows is then the shop's own.
const parts: ProductView[] = Array.from({ length: 22 }, (_, index) =>
  testProduct({
    _id: `part-${index + 1}`,
    name: `Part ${index + 1}`,
    nameHi: `पुर्ज़ा ${index + 1}`,
    price: 100,
    discount: 0,
    salePrice: 100,
    category: "Sensors",
    stock: index === 21 ? 0 : 10,
  }),
);

/** A Hindi hint as the server writes it for a Hindi page, with one suggestion. */
const hint = {
  code: "no-board",
  message: "आपकी किट में पुर्ज़ों को चलाने के लिए कोई बोर्ड नहीं है: एक बोर्ड डालें, जैसे Arduino Uno।",
  suggestions: [testProduct({ _id: "uno", name: "Arduino Uno", nameHi: "", salePrice: 450 })],
};

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }));

/** Latin-script words left on the page (text and read labels), once the names allowed in Hindi text are taken out. */
function englishLeft(container: HTMLElement, allowed: RegExp) {
  const labels = [...container.querySelectorAll("[aria-label],[placeholder],[title],[alt]")].flatMap((element) =>
    ["aria-label", "placeholder", "title", "alt"].map((name) => element.getAttribute(name) ?? ""),
  );
  return (
    [container.textContent ?? "", ...labels]
      .join(" ")
      .replace(allowed, " ")
      .match(/[A-Za-z]{2,}/g) ?? []
  );
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  toast.error.mockReset();
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

function renderHindi(path: string, routes: Parameters<typeof createRoutesStub>[0], state?: unknown) {
  // languageHeaders() reads the address bar, as in a browser on a Hindi page.
  window.history.replaceState(null, "", path);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      Component: () => (
        <InHindi>
          <QueryClientProvider client={client}>
            <SessionProvider>
              <Outlet />
            </SessionProvider>
          </QueryClientProvider>
        </InHindi>
      ),
      children: routes,
    },
  ]);
  return render(<Stub initialEntries={[{ pathname: path, state }]} />);
}

describe("the kit builder on /hi/kit (issue 33)", () => {
  it("counts parts with Hindi plurals, and the English count word for word as before", () => {
    const hindi = compiledTranslator("hi", hindiMessages);
    const english = compiledTranslator("en");
    expect([0, 1, 2].map((total) => kitResultText(hindi, 1, 24, total))).toEqual([
      "0 पुर्ज़े",
      "1 पुर्ज़े में से 1–1 दिखाए जा रहे हैं",
      "2 पुर्ज़ों में से 1–2 दिखाए जा रहे हैं",
    ]);
    expect(kitResultText(hindi, 3, 24, 30)).toBe("30 पुर्ज़े");
    expect([0, 1, 1000].map((total) => kitResultText(english, 1, 24, total))).toEqual([
      "0 parts",
      "Showing 1–1 of 1 part",
      "Showing 1–24 of 1000 parts",
    ]);
  });

  const loader = () => ({
    result: { products: parts, total: parts.length, page: 1, pages: 1, limit: KIT_PAGE_SIZE },
    categories: ["Sensors"],
    params: { q: "", category: null, inStock: false, page: 1 },
  });

  it("states the rules, counts, confirm question and hints in Hindi, asks the server for Hindi hints, and keeps links in /hi", async () => {
    fetchMock.mockImplementation(() => json({ success: true, hints: [hint] }));
    const user = userEvent.setup();
    const { container } = renderHindi("/hi/kit", [
      { path: "/hi/kit", Component: KitPage, loader },
      { path: "/hi/kit-place-order", Component: () => <h1>किट का ऑर्डर</h1> },
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "अपनी किट ख़ुद बनाएँ" })).toBeInTheDocument();
    expect(screen.getByText("22 पुर्ज़ों में से 1–22 दिखाए जा रहे हैं")).toBeInTheDocument();
    expect(screen.getByText("7–20 पुर्ज़े चुनें")).toBeInTheDocument();
    expect(screen.getByText("5% बचाएँ")).toBeInTheDocument();
    expect(screen.getByText("आगे बढ़ने के लिए 7-20 पुर्ज़े चुनें")).toBeInTheDocument();
    expect(screen.getByLabelText("पुर्ज़े खोजें")).toHaveAttribute("placeholder", "जैसे सर्वो, सेंसर, Arduino");
    expect(screen.getByRole("option", { name: "सभी श्रेणियाँ" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "पुर्ज़ा 22" })).toBeDisabled();
    expect(screen.getByText("इसे किट में नहीं डाला जा सकता")).toBeInTheDocument();

    const checkout = screen.getByRole("button", { name: "ऑर्डर करने के लिए आगे बढ़ें" });
    for (const index of [1, 2, 3, 4, 5, 6]) await user.click(screen.getByRole("button", { name: `पुर्ज़ा ${index}` }));
    await user.click(checkout);
    expect(screen.getByRole("alert")).toHaveTextContent("किट बनाने के लिए कृपया 7 से 20 पुर्ज़े चुनें।");
    expect(screen.getByRole("button", { name: "पुर्ज़ा 2 को किट से हटाएँ" })).toBeInTheDocument();
    expect(screen.getByText("/ 20 चुने गए")).toBeInTheDocument();

    // The hints come from the server in the page's language: the call says which.
    const hints = await screen.findByRole("status", { name: "आपकी किट के लिए सुझाव" });
    expect(await within(hints).findByText(hint.message)).toBeInTheDocument();
    expect(within(hints).getByRole("button", { name: "Arduino Uno डालें" })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/kit/check")!;
    expect((init as RequestInit).headers).toMatchObject({ "x-shop-language": "hi" });

    await user.click(screen.getByRole("button", { name: "पुर्ज़ा 7" }));
    await user.click(checkout);
    const dialog = screen.getByRole("dialog", { name: "यह किट बनाएँ?" });
    expect(dialog).toHaveTextContent(`आपकी किट में 7 पुर्ज़े हैं। किट की छूट के साथ आप चुकाएँगे ${rupees(665)} (${rupees(700)} की जगह)। “हाँ” दबाने पर`);
    expect(englishLeft(container, /Arduino Uno|Arduino|Sensors/g)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "नहीं" }));

    // A 21st part is refused with the rule, in Hindi.
    for (let index = 8; index <= 21; index += 1) await user.click(screen.getByRole("button", { name: `पुर्ज़ा ${index}` }));
    expect(toast.error).toHaveBeenCalledWith("आप अपनी किट के लिए ज़्यादा से ज़्यादा 20 पुर्ज़े चुन सकते हैं।", expect.anything());
    expect(screen.getByTestId("kit-count")).toHaveTextContent("20");
    await user.click(checkout);
    await user.click(within(screen.getByRole("dialog", { name: "यह किट बनाएँ?" })).getByRole("button", { name: "हाँ" }));
    expect(await screen.findByRole("heading", { name: "किट का ऑर्डर" })).toBeInTheDocument();
  });
});

describe("the kit checkout on /hi/kit-place-order (issue 33)", () => {
  // The state the builder hands to the checkout.
  const kit = { kit: parts.slice(0, 7), total: 700, discount: 35, finalPrice: 665 };
  const routes = [
    { path: "/hi/kit-place-order", Component: KitPlaceOrderPage },
    { path: "/hi/kit", Component: () => <h1>किट</h1> },
  ];

  it("shows the kit, its amounts, address and payment in Hindi, and the order button with the final price", async () => {
    localStorage.setItem("token", "test-token");
    fetchMock.mockImplementation((url: string) =>
      json(
        url === "/api/user/addresses"
          ? { success: true, addresses: [] }
          : url === "/api/kit/check"
            ? { success: true, hints: [] }
            : { success: true },
      ),
    );
    const { container } = renderHindi("/hi/kit-place-order", routes, kit);
    expect(await screen.findByRole("heading", { level: 1, name: "किट का ऑर्डर" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "अपनी किट ख़ुद बनाएँ" })).toHaveAttribute("href", "/hi/kit");
    const summary = screen.getByRole("region", { name: "आपकी किट (7 पुर्ज़े)" });
    expect(within(summary).getAllByText("मात्रा 1")).toHaveLength(7);
    expect(within(summary).getByText("किट की छूट (5%)")).toBeInTheDocument();
    expect(within(summary).getByText("आख़िरी दाम")).toBeInTheDocument();
    expect(within(summary).getByRole("list", { name: "इस किट के पुर्ज़े" })).toHaveTextContent("पुर्ज़ा 1");
    expect(screen.getByRole("heading", { name: "डिलीवरी का पता" })).toBeInTheDocument();
    expect(screen.getByText("किट का भुगतान पार्सल पहुँचने पर नकद होता है। ऑनलाइन भुगतान की ज़रूरत नहीं।")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: `किट का ऑर्डर दें · ${rupees(665)}` })).toBeInTheDocument();
    expect(englishLeft(container, /GSTIN|GST|PIN|COD|UPI|Tinkerwala|you@example\.com/g)).toEqual([]);
  });

  it("without a kit, explains in Hindi and links back to the Hindi builder", async () => {
    renderHindi("/hi/kit-place-order", routes);
    expect(await screen.findByRole("heading", { name: "अभी ऑर्डर करने के लिए कोई किट नहीं" })).toBeInTheDocument();
    expect(screen.getByText(/वहाँ 7 से 20 पुर्ज़े चुनें/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "अपनी किट बनाएँ" })).toHaveAttribute("href", "/hi/kit");
  });
});

describe("kit orders on /hi/kit-orders (issue 33)", () => {
  beforeEach(() => localStorage.setItem("token", "test-token"));
  const placed = "2026-11-20T10:00:00.000Z";

  it("lists kit orders with Hindi counts, dates, status names and /hi links", async () => {
    fetchMock.mockImplementation(() => json({ success: true, orders: [order("abc-1", placed, "processing")] }));
    const { container } = renderHindi("/hi/kit-orders", [{ path: "/hi/kit-orders", Component: KitOrdersPage }]);
    const card = await screen.findByRole("article", { name: "किट ऑर्डर #ABC1" });
    expect(within(card).getByText("7 पुर्ज़े")).toBeInTheDocument();
    expect(within(card).getByText("तैयार हो रहा है")).toBeInTheDocument();
    expect(within(card).getByText(formatLongDate("hi", placed, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }))).toHaveTextContent("नवंबर");
    expect(within(card).getByText("आख़िरी दाम")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "किट ऑर्डर #ABC1 का ब्योरा देखें" })).toHaveAttribute("href", "/hi/kit-orders/abc-1");
    expect(screen.getByRole("link", { name: "एक और किट बनाएँ →" })).toHaveAttribute("href", "/hi/kit");
    expect(englishLeft(container, /#ABC1/g)).toEqual([]);
  });

  it("says there are none yet, and asks a visitor to log in, in Hindi", async () => {
    fetchMock.mockImplementation(() => json({ success: true, orders: [] }));
    renderHindi("/hi/kit-orders", [{ path: "/hi/kit-orders", Component: KitOrdersPage }]);
    expect(await screen.findByRole("heading", { name: "अभी कोई किट ऑर्डर नहीं" })).toBeInTheDocument();
    expect(screen.getByText("7 से 20 पुर्ज़ों की किट बनाइए, ऑर्डर करने के बाद वह यहाँ दिखेगी।")).toBeInTheDocument();
  });

  it("shows one kit order's parts, amounts, tracking and payment in Hindi", async () => {
    fetchMock.mockImplementation((url: string) =>
      json(url === "/api/kit-orders/abc-1" ? { success: true, order: order("abc-1", placed, "processing") } : { success: true, returns: [] }),
    );
    const { container } = renderHindi("/hi/kit-orders/abc-1", [{ path: "/hi/kit-orders/:id", Component: KitOrderPage }]);
    expect(await screen.findByRole("heading", { name: "किट ऑर्डर #ABC1" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "किट ऑर्डर का ब्योरा" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "मेरे किट ऑर्डर" })).toHaveAttribute("href", "/hi/kit-orders");
    expect(screen.getByText("20 नवंबर 2026 को 15:30 बजे")).toBeInTheDocument();
    expect(screen.getByText(/मात्रा 1 · दाम .* · छूट 10%/)).toBeInTheDocument();
    expect(screen.getAllByText(/मात्रा 1 · दाम .* · कोई छूट नहीं/)).toHaveLength(6);
    expect(screen.getByText("किट भेजे जाने पर कूरियर और ट्रैकिंग नंबर यहाँ दिखेंगे।")).toBeInTheDocument();
    expect(screen.getByText("डिलीवरी पर नकद भुगतान")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "बिल देखें" })).toBeInTheDocument();
    // The parts keep the names the order was placed with (no Hindi names are stored on an order); the address is the customer's.
    expect(englishLeft(container, /Part abc-1-[a-g]|#ABC1|Asha Verma|12 MG Road|Pune|Maharashtra|India/g)).toEqual([]);
  });
});

describe("the kit pages' titles (issue 33)", () => {
  const titleOf = (meta: (args: never) => unknown, pathname: string) => {
    const tags = meta({ location: { pathname }, matches: [{ id: "root", data: { messages: hindiMessages } }] } as never) as Array<{ title?: string }>;
    return tags.find((tag) => tag.title)?.title;
  };

  it("are Hindi on /hi and the same English as before elsewhere", () => {
    expect(titleOf(kitMeta, "/hi/kit")).toBe("अपनी किट ख़ुद बनाएँ | Tinkerwala");
    expect(titleOf(kitPlaceOrderMeta, "/hi/kit-place-order")).toBe("किट का ऑर्डर | Tinkerwala");
    expect(titleOf(kitOrdersMeta, "/hi/kit-orders")).toBe("मेरे किट ऑर्डर | Tinkerwala");
    expect(titleOf(kitOrderMeta, "/hi/kit-orders/abc-1")).toBe("किट ऑर्डर का ब्योरा | Tinkerwala");
    expect(titleOf(kitMeta, "/kit")).toBe("Build Your Own Kit | Tinkerwala");
    expect(titleOf(kitOrderMeta, "/kit-orders/abc-1")).toBe("Kit Order Details | Tinkerwala");
  });
});
