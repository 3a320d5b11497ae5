import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Quote } from "~/src/core/shapes/quotes";
import { SessionProvider } from "~/src/web/shop/session";
import { json } from "~/tests/support/admin";
import { hindiMessages, InHindi as InHindiPage } from "~/tests/support/hindi";
import { signedInCustomer } from "~/tests/support/kit-orders";
import QuotePage, { meta as quoteMeta } from "~/src/web/routes/quote";
import { meta as quotesMeta } from "~/src/web/routes/quotes";
import { meta as quoteDetailMeta } from "~/src/web/routes/quote-detail";
import { meta as returnsMeta } from "~/src/web/routes/returns";
import { meta as orderReturnMeta } from "~/src/web/routes/order-return";
import { meta as kitOrderReturnMeta } from "~/src/web/routes/kit-order-return";
import { meta as reviewsMeta } from "~/src/web/routes/reviews";
import { MyQuotes } from "./my-quotes";
import { QuoteRequestForm } from "./quote-request-form";
import { QuoteView } from "./quote-view";

const address = { street: "Gandhi Maidan", city: "Jaipur", state: "Rajasthan", zipcode: "302001" };
const sentQuote = (overrides: Partial<Quote> = {}): Quote => ({
  _id: "5b1d0e2f-0000-4000-8000-000000000021",
  number: "TWQ/26-27/00031",
  version: 2,
  status: "sent",
  institution: "Kendriya Vidyalaya Jaipur",
  contactName: "Sunita Sharma",
  email: "atl@kv.example.in",
  phone: "9414012345",
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
      quantity: 10,
      catalogPrice: 450,
      unitPrice: 450,
      discountPercent: 5,
      amount: 4275,
    },
    {
      position: 1,
      productId: null,
      name: "Soldering station",
      hsn: "8515",
      gstRate: 18,
      quantity: 2,
      catalogPrice: null,
      unitPrice: null,
      discountPercent: 0,
      amount: null,
    },
  ],
  deliveryCharge: 60,
  totals: { subtotal: 4275, deliveryCharge: 60, total: 4335, taxableValue: 3673.73, cgst: 330.64, sgst: 330.63, igst: 0 },
  validUntil: "2026-12-13",
  terms: "",
  createdAt: "2026-11-28T09:00:00.000Z",
  sentAt: "2026-11-28T10:00:00.000Z",
  acceptedAt: null,
  orderId: null,
  poNumber: null,
  supersedes: null,
  supersededBy: null,
  pdf: "/api/quotes/5b1d0e2f-0000-4000-8000-000000000021/pdf",
  ...overrides,
});

const fetchMock = signedInCustomer("tok-4");

function renderInHindi(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: "/hi/quotes/:id?",
      Component: () => (
        <QueryClientProvider client={client}>
          <SessionProvider>
            <InHindiPage>{ui}</InHindiPage>
          </SessionProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/hi/quotes/x"]} />);
}

/** Latin-script words a reader sees, less codes (numbers, HSN, GSTIN-like), the buyer's own data, product names and the words both languages write alike. */
function englishLeft(text: string, own: string[] = []): string[] {
  const alike = new Set([
    "Arduino",
    "Uno",
    "GST",
    "HSN",
    "CGST",
    "SGST",
    "IGST",
    "PDF",
    "UPI",
    "NEFT",
    "RTGS",
    "IMPS",
    "QR",
    "PIN",
    "PO",
    "W",
    "e",
    ...own,
  ]);
  return (text.match(/[A-Za-z][A-Za-z0-9']*/g) ?? []).filter((word) => !/\d/.test(word) && !alike.has(word));
}

describe("quotations in Hindi", () => {
  it("shows a quotation in Hindi: status, lines, GST totals, validity and the acceptance form", async () => {
    fetchMock.mockImplementation(() => json({ success: true, quote: sentQuote() }));
    renderInHindi(<QuoteView id={sentQuote()._id} accessKey="k3y" />);

    expect(await screen.findByRole("heading", { name: "कोटेशन TWQ/26-27/00031" })).toBeInTheDocument();
    expect(screen.getByText(/· संस्करण 2 · 13 दिसंबर 2026 तक मान्य/)).toBeInTheDocument();
    expect(screen.getByText(/हमारा कोटेशन तैयार है।/)).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "एक नग का दाम" })).toBeInTheDocument();
    expect(screen.getAllByText("दाम तय होना बाकी").length).toBeGreaterThan(0);
    expect(screen.getByText(/5% छूट/)).toBeInTheDocument();
    expect(screen.getByText("CGST + SGST").nextSibling).toHaveTextContent("661.27");
    expect(screen.getByText("कुल (GST सहित)")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "कोटेशन डाउनलोड करें (PDF)" })).toBeInTheDocument();
    expect(screen.getByLabelText(/परचेज़ ऑर्डर \(PO\) नंबर/)).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /डिलीवरी पर नकद भुगतान/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "कोटेशन मंज़ूर करें" })).toBeInTheDocument();
    expect(screen.getByText("ऑर्डर कोटेशन के दामों पर बनेगा और Jaipur, Rajasthan 302001 पर पहुँचेगा।")).toBeInTheDocument();
    expect(englishLeft(document.body.textContent ?? "", ["TWQ", "Kendriya", "Vidyalaya", "Jaipur", "Rajasthan", "Soldering", "station"])).toEqual([]);
  });

  it("tells a visitor in Hindi how to follow an accepted quotation's order", async () => {
    fetchMock.mockImplementation(() => json({ success: true, quote: sentQuote({ status: "accepted", orderId: "o-9" }) }));
    localStorage.clear();
    renderInHindi(<QuoteView id={sentQuote()._id} accessKey="k3y" />);
    expect(await screen.findByText(/आपने यह कोटेशन मंज़ूर किया/)).toHaveTextContent("ऑर्डर atl@kv.example.in के खाते में रखा गया है: उसका पासवर्ड बनाएँ और उसे देखें");
    expect(screen.getByRole("link", { name: "उसका पासवर्ड बनाएँ" })).toHaveAttribute("href", "/hi/forgot-password");
    expect(screen.queryByRole("button", { name: "कोटेशन मंज़ूर करें" })).not.toBeInTheDocument();
  });

  it("lists my quotations in Hindi, with plural line counts", async () => {
    fetchMock.mockImplementation(() =>
      json({
        success: true,
        quotes: [
          sentQuote(),
          sentQuote({ _id: "q-2", number: null, version: 1, status: "requested", totals: null, lines: sentQuote().lines.slice(0, 1) }),
        ],
      }),
    );
    renderInHindi(<MyQuotes />);
    const mine = await screen.findByRole("list");
    expect(within(mine).getByRole("link", { name: "TWQ/26-27/00031 · संस्करण 2" })).toHaveAttribute("href", `/hi/quotes/${sentQuote()._id}`);
    expect(within(mine).getByText(/· 2 पंक्तियाँ ·/)).toBeInTheDocument();
    expect(within(mine).getByRole("link", { name: "कोटेशन का अनुरोध · संस्करण 1" })).toBeInTheDocument();
    expect(within(mine).getByText(/· 1 पंक्ति$/)).toBeInTheDocument();
    expect(englishLeft(mine.textContent ?? "", ["TWQ", "Kendriya", "Vidyalaya", "Jaipur"])).toEqual([]);
  });

  it("asks for a quotation in Hindi, and says in Hindi what is wrong with a free-text line", async () => {
    const user = userEvent.setup();
    renderInHindi(<QuoteRequestForm lines={[]} onLinesChange={() => undefined} />);
    expect(screen.getByRole("heading", { name: "कोटेशन माँगें" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "पुर्ज़े (ज़्यादा से ज़्यादा 200 में से 0)" })).toBeInTheDocument();
    for (const label of ["स्कूल या संस्था *", "संपर्क व्यक्ति *", "मोबाइल नंबर *", "ईमेल *", "गली और इमारत *", "शहर *", "राज्य *", "PIN कोड *", "कब तक चाहिए"]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/GSTIN/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "पंक्ति जोड़ें" }));
    expect(screen.getByRole("alert")).toHaveTextContent("पुर्ज़े के बारे में लिखें और 1 या उससे ज़्यादा की पूरी संख्या दें।");
    // Each state is listed by its Hindi name; the English name the invoices use is what is sent.
    expect(screen.getByRole("option", { name: "राजस्थान" })).toHaveValue("Rajasthan");
    expect(englishLeft(screen.getByRole("form").textContent ?? "", ["GSTIN"])).toEqual([]);
  });

  it("introduces quotations for schools in Hindi on /hi/quote", () => {
    renderInHindi(<QuotePage />);
    expect(screen.getByRole("heading", { level: 1, name: "स्कूलों के लिए कोटेशन" })).toBeInTheDocument();
    expect(screen.getByText(/परचेज़ ऑर्डर \(PO\) नंबर के साथ कोटेशन मंज़ूर करें/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "आपके कोटेशन" })).toHaveAttribute("href", "/hi/quotes");
    expect(screen.getByRole("button", { name: "पुर्ज़े मिलाएँ" })).toBeInTheDocument();
    expect(englishLeft(screen.getByRole("main").textContent ?? "", ["GSTIN", "CSV", "HC", "Nano", "x"])).toEqual([]);
  });
});

describe("titles of the Hindi pages", () => {
  type Tag = { title?: string; name?: string; content?: string };
  /** A route's meta at a Hindi or English address, with the Hindi catalog the root loader sends. */
  const titleOf = (meta: unknown, pathname: string) =>
    (meta as (args: unknown) => Tag[])({ location: { pathname }, matches: [{ id: "root", data: { messages: hindiMessages } }] }).filter(
      (tag) => tag.title || tag.name === "description",
    );

  it("titles and describes the return, quotation and review pages in Hindi on /hi, and keeps them English elsewhere", () => {
    const pages: Array<[unknown, string, string]> = [
      [quoteMeta, "/hi/quote", "स्कूलों के लिए कोटेशन | Tinkerwala"],
      [quotesMeta, "/hi/quotes", "मेरे कोटेशन | Tinkerwala"],
      [quoteDetailMeta, "/hi/quotes/q-1", "कोटेशन | Tinkerwala"],
      [returnsMeta, "/hi/returns", "मेरी वापसी | Tinkerwala"],
      [orderReturnMeta, "/hi/orders/o-1/return", "सामान लौटाएँ | Tinkerwala"],
      [kitOrderReturnMeta, "/hi/kit-orders/k-1/return", "किट का सामान लौटाएँ | Tinkerwala"],
      [reviewsMeta, "/hi/reviews", "मेरे रिव्यू | Tinkerwala"],
    ];
    for (const [meta, pathname, title] of pages) {
      const [titleTag, description] = titleOf(meta, pathname);
      expect(titleTag.title).toBe(title);
      expect(englishLeft(description.content ?? "", ["Tinkerwala"])).toEqual([]);
    }
    expect(titleOf(returnsMeta, "/returns")[0].title).toBe("My Returns | Tinkerwala");
  });
});
