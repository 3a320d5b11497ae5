import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { SessionProvider } from "~/src/web/shop/session";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Quote } from "~/src/core/shapes/quotes";
import { json } from "~/tests/support/admin";
import { renderWithSession, signedInCustomer } from "~/tests/support/kit-orders";
import { QuoteView } from "./quote-view";

const address = { street: "Station Road", city: "Patna", state: "Bihar", zipcode: "800001" };
const quote = (overrides: Partial<Quote> = {}): Quote => ({
  _id: "7d0c2a1e-0000-4000-8000-000000000009",
  number: "TWQ/26-27/00012",
  version: 1,
  status: "sent",
  institution: "GSSS Patna",
  contactName: "Rekha Sinha",
  email: "atl@example.in",
  phone: "9835012345",
  gstin: null,
  billingAddress: address,
  deliveryAddress: address,
  neededBy: null,
  note: "",
  lines: [
    {
      position: 0,
      productId: "uno",
      name: "Arduino Uno R3",
      hsn: "8542",
      gstRate: 18,
      quantity: 20,
      catalogPrice: 450,
      unitPrice: 500,
      discountPercent: 10,
      amount: 9000,
    },
  ],
  deliveryCharge: 0,
  totals: { subtotal: 9000, deliveryCharge: 0, total: 9000, taxableValue: 7627.12, cgst: 0, sgst: 0, igst: 1372.88 },
  validUntil: "2026-12-13",
  terms: "",
  createdAt: "2026-11-28T09:00:00.000Z",
  sentAt: "2026-11-28T10:00:00.000Z",
  acceptedAt: null,
  orderId: null,
  poNumber: null,
  supersedes: null,
  supersededBy: null,
  pdf: "/api/quotes/7d0c2a1e-0000-4000-8000-000000000009/pdf",
  ...overrides,
});

const fetchMock = signedInCustomer("tok-9");

/** The quotation at "/", and the orders page it goes to once accepted. */
function renderQuote(accessKey: string | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <QueryClientProvider client={client}>
          <SessionProvider>
            <QuoteView id={quote()._id} accessKey={accessKey} />
          </SessionProvider>
        </QueryClientProvider>
      ),
    },
    { path: "/orders", Component: () => <h1>My orders</h1> },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("a quotation's page", () => {
  it("shows the lines and GST, and accepts with the PO number and the way to pay, sending the mailed key", async () => {
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      init?.method === "POST" ? json({ success: true, orderId: "o-1" }) : json({ success: true, quote: quote() }),
    );
    const user = userEvent.setup();
    renderQuote("k3y");
    expect(await screen.findByRole("heading", { name: "Quotation TWQ/26-27/00012" })).toBeInTheDocument();
    expect(screen.getByText("IGST").nextSibling).toHaveTextContent("1,372.88");
    await user.type(screen.getByLabelText(/Purchase-order number/), "ATL/117");
    await user.click(screen.getByRole("radio", { name: /UPI/ }));
    await user.click(screen.getByRole("button", { name: "Accept the quotation" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === "POST")!;
    expect(url).toBe(`/api/quotes/${quote()._id}/accept?key=k3y`);
    expect(JSON.parse(init.body)).toEqual({ poNumber: "ATL/117", paymentMethod: "upi" });
    expect(await screen.findByRole("heading", { name: "My orders" })).toBeInTheDocument();
  });

  it("shows the server's refusal where the form is, and keeps what was typed", async () => {
    fetchMock.mockImplementation((_url: string, init?: RequestInit) =>
      init?.method === "POST"
        ? json({ success: false, message: "Only 5 of Arduino Uno R3 left in stock." }, 409)
        : json({ success: true, quote: quote() }),
    );
    const user = userEvent.setup();
    renderWithSession(<QuoteView id={quote()._id} accessKey={null} />);
    await user.type(await screen.findByLabelText(/Purchase-order number/), "PO-1");
    await user.click(screen.getByRole("button", { name: "Accept the quotation" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only 5 of Arduino Uno R3 left in stock.");
    expect(screen.getByLabelText(/Purchase-order number/)).toHaveValue("PO-1");
  });

  it("offers no acceptance on a superseded quotation, and links its newer version", async () => {
    fetchMock.mockImplementation(() => json({ success: true, quote: quote({ status: "superseded", supersededBy: "new-id" }) }));
    renderWithSession(<QuoteView id={quote()._id} accessKey="k3y" />);
    expect(await screen.findByRole("link", { name: "See the newer version" })).toHaveAttribute("href", "/quotes/new-id?key=k3y");
    expect(screen.queryByRole("button", { name: "Accept the quotation" })).not.toBeInTheDocument();
  });
});
