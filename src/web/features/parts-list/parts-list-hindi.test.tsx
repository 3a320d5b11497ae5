import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "~/src/web/shop/session";
import { InHindi } from "~/tests/support/hindi";
import { PartsListMatcher } from "./index";
import { PartsListDisclosure } from "./parts-list-disclosure";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const card = (id: string, name: string, stock: number, nameHi?: string) => ({
  _id: id,
  name,
  ...(nameHi ? { nameHi } : {}),
  price: 450,
  discount: 0,
  salePrice: 450,
  image: [],
  category: "Boards",
  stock,
  bestSeller: false,
  rating: 4,
  reviews: 1,
  hsn: "8473",
  gstRate: 18,
});
const answer = {
  success: true,
  lines: [
    {
      line: 1,
      input: "20 x Arduino Uno",
      name: "Arduino Uno",
      quantity: 20,
      status: "matched",
      product: card("uno", "Arduino Uno R3", 5),
      suggestions: [],
    },
    {
      line: 2,
      input: "Servo, 2",
      name: "Servo",
      quantity: 2,
      status: "ambiguous",
      suggestions: [card("sg90", "SG90 Micro Servo", 10, "SG90 माइक्रो सर्वो मोटर"), card("mg995", "MG995 Servo", 10)],
    },
    { line: 3, input: "flux pen x 3", name: "flux pen", quantity: 3, status: "not-found", suggestions: [] },
    {
      line: 4,
      input: "0 x L298N",
      name: null,
      quantity: null,
      status: "unreadable",
      suggestions: [],
      message: "Line not read: the quantity 0 is less than 1.",
    },
  ],
};

const fetchMock = vi.fn(async (path: string) => {
  const body = path === "/api/parts-list/match" ? answer : { success: true, cartData: {}, items: [], subtotal: 0, deliveryFee: 0, total: 0 };
  return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
});

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  localStorage.setItem("token", "tok-1");
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderInHindi(ui: React.ReactNode) {
  const Stub = createRoutesStub([
    {
      Component: () => (
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SessionProvider>
            <InHindi>
              <Outlet />
            </InHindi>
          </SessionProvider>
        </QueryClientProvider>
      ),
      children: [{ path: "/hi/cart", Component: () => <>{ui}</> }],
    },
  ]);
  render(<Stub initialEntries={["/hi/cart"]} />);
  return userEvent.setup();
}

/** Latin-script words left, less codes and product names (content) and the words both languages write alike. */
function englishLeft(text: string): string[] {
  const alike = new Set(["Arduino", "Uno", "Servo", "Micro", "CSV", "Nano", "HC", "x", "flux", "pen"]);
  return (text.match(/[A-Za-z][A-Za-z0-9']*/g) ?? []).filter((word) => !/\d/.test(word) && !alike.has(word));
}

describe("parts list in Hindi", () => {
  it("opens from the cart in Hindi", async () => {
    const user = renderInHindi(<PartsListDisclosure />);
    expect(screen.getByRole("heading", { name: "पुर्ज़ों की सूची है?" })).toBeInTheDocument();
    expect(englishLeft(document.body.textContent ?? "")).toEqual([]);
    await user.click(screen.getByRole("button", { name: "पुर्ज़ों की सूची चिपकाएँ" }));
    expect(await screen.findByRole("button", { name: "पुर्ज़े मिलाएँ" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "पुर्ज़ों की सूची बंद करें" })).toBeInTheDocument();
  });

  it("matches a list in Hindi: counts with plurals, each line's state, Hindi product names and buttons", async () => {
    const user = renderInHindi(<PartsListMatcher onRequestQuote={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "पुर्ज़े मिलाएँ" }));
    expect(screen.getByRole("alert")).toHaveTextContent("पहले पुर्ज़ों की सूची चिपकाएँ");

    await user.click(screen.getByLabelText("पुर्ज़ों की सूची चिपकाएँ"));
    await user.paste("20 x Arduino Uno");
    await user.click(screen.getByRole("button", { name: "पुर्ज़े मिलाएँ" }));
    expect(await screen.findByRole("heading", { name: "4 पंक्तियाँ हमारे कैटलॉग से मिलाई गईं" })).toBeInTheDocument();
    expect(screen.getByText("1 मिले · 1 में चुनना बाकी · 1 नहीं मिले · 1 पंक्ति पढ़ी नहीं गई")).toBeInTheDocument();

    const line = (number: number) => screen.getByRole("heading", { name: new RegExp(`^पंक्ति ${number}:`) }).closest("li")!;
    expect(within(line(1)).getByText("मिल गया")).toBeInTheDocument();
    expect(within(line(1)).getByText("स्टॉक में सिर्फ़ 5 बचे हैं")).toBeInTheDocument();
    expect(within(line(1)).getByRole("spinbutton", { name: "मात्रा" })).toHaveValue(20);
    expect(within(line(1)).getByRole("link", { name: "Arduino Uno R3" })).toHaveAttribute("href", "/hi/product/uno");
    expect(within(line(2)).getByRole("group", { name: "“Servo” इनमें से कौन-सा है?" })).toBeInTheDocument();
    expect(within(line(2)).getByRole("radio", { name: /SG90 माइक्रो सर्वो मोटर/ })).toBeInTheDocument();
    expect(within(line(3)).getByRole("radio", { name: "इसे कोटेशन के लिए लिखी हुई पंक्ति की तरह रखें" })).toBeChecked();
    expect(within(line(4)).getByText(/यह पंक्ति पढ़ी नहीं जा सकी/)).toBeInTheDocument();
    expect(screen.getByText(/1 पंक्ति के लिए अभी पुर्ज़ा चुनना बाकी है/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "1 पंक्ति कार्ट में जोड़ें" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "कोटेशन माँगें" })).toBeInTheDocument();
    // What the person typed is theirs; everything the page says is Hindi.
    const said = (document.body.textContent ?? "").replace(/flux pen x 3|0 x L298N|20 x Arduino Uno|Servo, 2/g, "");
    expect(englishLeft(said)).toEqual([]);

    await user.click(within(line(2)).getByRole("radio", { name: /SG90 माइक्रो सर्वो मोटर/ }));
    await user.click(screen.getByRole("button", { name: "2 पंक्तियाँ कार्ट में जोड़ें" }));
    expect(await screen.findByRole("status")).toHaveTextContent("2 पंक्तियाँ आपके कार्ट में जोड़ी गईं।");
    expect(toast.success).toHaveBeenCalledWith(
      "2 पंक्तियाँ आपके कार्ट में जोड़ी गईं।",
      expect.objectContaining({ action: expect.objectContaining({ label: "कार्ट देखें" }) }),
    );
  });
});
