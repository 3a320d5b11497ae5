import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "~/src/web/shop/session";
import { PartsListMatcher, type PartsListMatcherProps } from "./index";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const card = (id: string, name: string, stock = 100, salePrice = 100) => ({
  _id: id,
  name,
  price: salePrice,
  discount: 0,
  salePrice,
  image: [],
  category: "Boards",
  stock,
  bestSeller: false,
  rating: 4,
  reviews: 1,
  hsn: "8473",
  gstRate: 18,
});
const uno = card("uno", "Arduino Uno R3", 50, 450);
const servo = card("sg90", "SG90 Micro Servo", 10, 134.1);
const pi4 = card("pi-4gb", "Raspberry Pi 4 (4 GB)", 5);
const pi8 = card("pi-8gb", "Raspberry Pi 4 (8 GB)", 5);

const matched = {
  success: true,
  lines: [
    { line: 1, input: "20 x Arduino Uno", name: "Arduino Uno", quantity: 20, status: "matched", product: uno, suggestions: [] },
    {
      line: 2,
      input: "40 SG90",
      name: "SG90",
      quantity: 40,
      status: "matched",
      product: servo,
      suggestions: [],
      shortBy: 30,
      message: "Only 10 of SG90 Micro Servo left in stock.",
    },
    { line: 3, input: "Raspberry Pi 4, 2", name: "Raspberry Pi 4", quantity: 2, status: "ambiguous", suggestions: [pi4, pi8] },
    {
      line: 5,
      input: "flux pen x 3",
      name: "flux pen",
      quantity: 3,
      status: "not-found",
      suggestions: [],
      message: 'No product matches "flux pen".',
    },
    {
      line: 6,
      input: "0 x L298N",
      name: null,
      quantity: null,
      status: "unreadable",
      suggestions: [],
      message: "Line not read: the quantity 0 is less than 1: write a whole number from 1 to 999.",
    },
  ],
};

let answers: Record<string, { status: number; body: unknown }>;
const calls: Array<{ path: string; body: unknown; token?: string }> = [];
const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
  const body = init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
  calls.push({ path, body, token: (init?.headers as Record<string, string>)?.token });
  const answer = answers[path] ?? { status: 404, body: { success: false, message: "No such API call" } };
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "content-type": "application/json" } });
});

beforeEach(() => {
  calls.length = 0;
  answers = {
    "/api/parts-list/match": { status: 200, body: matched },
    "/api/cart/add-many": { status: 200, body: { success: true, cartData: {}, items: [], subtotal: 0, deliveryFee: 0, total: 0 } },
  };
  toast.error.mockReset();
  toast.success.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  localStorage.setItem("token", "tok-1");
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderMatcher(props: PartsListMatcherProps = {}) {
  function Providers() {
    return (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionProvider>
          <Outlet />
        </SessionProvider>
      </QueryClientProvider>
    );
  }
  const Stub = createRoutesStub([{ Component: Providers, children: [{ path: "/quote", Component: () => <PartsListMatcher {...props} /> }] }]);
  render(<Stub initialEntries={["/quote"]} />);
  return userEvent.setup();
}

async function pasteAndMatch(user: ReturnType<typeof userEvent.setup>, text = "20 x Arduino Uno\n40 SG90") {
  await user.click(screen.getByLabelText("Paste a parts list"));
  await user.paste(text);
  await user.click(screen.getByRole("button", { name: "Match parts" }));
  await screen.findByRole("heading", { name: "5 lines matched against our catalog" });
}

const lineCard = (number: number) => screen.getByRole("heading", { name: new RegExp(`^Line ${number}:`) }).closest("li")!;
const addButton = () => screen.getByRole("button", { name: /to cart$/ });

describe("PartsListMatcher", () => {
  it("sends the pasted list and shows each line's state: matched, short, to pick, not found, not read", async () => {
    const user = renderMatcher({ onRequestQuote: vi.fn() });
    expect(screen.getByText(/One part per line/)).toBeInTheDocument();
    await pasteAndMatch(user);
    expect(calls[0]).toMatchObject({ path: "/api/parts-list/match", body: { text: "20 x Arduino Uno\n40 SG90" } });
    expect(screen.getByText("2 matched · 1 to pick from · 1 not found · 1 line not read")).toBeInTheDocument();

    const first = lineCard(1);
    expect(within(first).getByRole("link", { name: "Arduino Uno R3" })).toHaveAttribute("href", "/product/uno");
    expect(within(first).getByText(/₹450\.00 each/)).toBeInTheDocument();
    expect(within(first).getByRole("spinbutton", { name: "Quantity" })).toHaveValue(20);
    expect(within(lineCard(2)).getByText("Only 10 in stock")).toBeInTheDocument();

    const ambiguous = within(lineCard(3));
    expect(ambiguous.getByRole("group", { name: "Which one is “Raspberry Pi 4”?" })).toBeInTheDocument();
    expect(ambiguous.getAllByRole("radio")).toHaveLength(3);
    expect(ambiguous.getByRole("radio", { name: /Raspberry Pi 4 \(4 GB\)/ })).not.toBeChecked();

    const notFound = within(lineCard(5));
    expect(notFound.getByRole("radio", { name: "Keep it as a free-text line for the quotation" })).toBeChecked();
    expect(notFound.getByRole("radio", { name: "Leave this line out" })).not.toBeChecked();

    expect(within(lineCard(6)).getByText(/the quantity 0 is less than 1/)).toBeInTheDocument();
    expect(screen.getByText("1 line still to pick a product for: they are left out until you do.")).toBeInTheDocument();
  });

  it("adds nothing until confirmed, then the kept lines in one call, and says so", async () => {
    const user = renderMatcher();
    await pasteAndMatch(user);
    // Without a quotation to go to, a part the shop lacks is simply left out.
    expect(within(lineCard(5)).getByRole("radio", { name: "Leave this line out" })).toBeChecked();
    expect(within(lineCard(5)).queryByRole("radio", { name: /free-text/ })).not.toBeInTheDocument();
    expect(within(lineCard(5)).queryByRole("spinbutton")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === "/api/cart/add-many")).toHaveLength(0);
    expect(addButton()).toHaveTextContent("Add 2 lines to cart");

    await user.click(within(lineCard(3)).getByRole("radio", { name: /Raspberry Pi 4 \(8 GB\)/ }));
    const quantity = within(lineCard(1)).getByRole("spinbutton", { name: "Quantity" });
    await user.clear(quantity);
    await user.type(quantity, "12");
    await user.click(within(lineCard(2)).getByRole("button", { name: "Remove" }));
    expect(addButton()).toHaveTextContent("Add 2 lines to cart");

    await user.click(addButton());
    await screen.findByRole("status");
    const add = calls.find((call) => call.path === "/api/cart/add-many")!;
    expect(add).toMatchObject({
      token: "tok-1",
      body: {
        items: [
          { itemId: "uno", quantity: 12 },
          { itemId: "pi-8gb", quantity: 2 },
        ],
      },
    });
    expect(screen.getByRole("status")).toHaveTextContent("Added 2 lines to your cart.");
    expect(screen.getByRole("link", { name: "Go to your cart" })).toHaveAttribute("href", "/cart");
    expect(toast.success).toHaveBeenCalledWith("Added 2 lines to your cart.", expect.anything());
  });

  it("shows the server's refusal when the cart cannot take the lines", async () => {
    answers["/api/cart/add-many"] = { status: 409, body: { success: false, message: "Only 10 of SG90 Micro Servo left in stock." } };
    const user = renderMatcher();
    await pasteAndMatch(user);
    await user.click(addButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Only 10 of SG90 Micro Servo left in stock."));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("asks a visitor to log in instead of adding to the cart", async () => {
    localStorage.clear();
    const user = renderMatcher();
    await pasteAndMatch(user);
    await user.click(addButton());
    expect(toast.error).toHaveBeenCalledWith("Please Login");
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    expect(calls.filter((call) => call.path === "/api/cart/add-many")).toHaveLength(0);
  });

  it("hands the kept lines to a quotation request, free-text ones included, in the list's order", async () => {
    const onRequestQuote = vi.fn();
    const user = renderMatcher({ onRequestQuote, showAddToCart: false });
    await pasteAndMatch(user);
    expect(screen.queryByRole("button", { name: /to cart$/ })).not.toBeInTheDocument();
    await user.click(within(lineCard(3)).getByRole("radio", { name: /Raspberry Pi 4 \(4 GB\)/ }));
    await user.click(screen.getByRole("button", { name: "Request a quotation" }));
    expect(onRequestQuote).toHaveBeenCalledWith([
      { productId: "uno", description: null, quantity: 20, name: "Arduino Uno R3" },
      { productId: "sg90", description: null, quantity: 40, name: "SG90 Micro Servo" },
      { productId: "pi-4gb", description: null, quantity: 2, name: "Raspberry Pi 4 (4 GB)" },
      { productId: null, description: "flux pen", quantity: 3, name: "flux pen" },
    ]);
    await user.click(within(lineCard(5)).getByRole("radio", { name: "Leave this line out" }));
    await user.click(screen.getByRole("button", { name: "Request a quotation" }));
    expect(onRequestQuote.mock.calls[1][0]).toHaveLength(3);
  });

  it("says what is wrong with the input: nothing pasted, or the server's refusal", async () => {
    const user = renderMatcher();
    await user.click(screen.getByRole("button", { name: "Match parts" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Paste a parts list first");
    expect(calls).toHaveLength(0);
    answers["/api/parts-list/match"] = {
      status: 400,
      body: { success: false, message: "A parts list can hold at most 200 lines; this one has 240." },
    };
    await user.click(screen.getByLabelText("Paste a parts list"));
    await user.paste("SG90");
    await user.click(screen.getByRole("button", { name: "Match parts" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("at most 200 lines; this one has 240");
  });

  it("sends a chosen CSV file as the list", async () => {
    const user = renderMatcher();
    const file = new File(["Item,Qty\nArduino Uno,20\n"], "parts.csv", { type: "text/csv" });
    await user.upload(screen.getByLabelText("Or choose a CSV file"), file);
    expect(screen.getByLabelText("Paste a parts list")).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Match parts" }));
    await screen.findByRole("heading", { name: "5 lines matched against our catalog" });
    const body = calls[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get("file") as File).name).toBe("parts.csv");
  });
});
