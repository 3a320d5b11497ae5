import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useParams } from "react-router";
import { describe, expect, it } from "vitest";
import type { Quote } from "~/src/core/shapes/quotes";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import { fetchCalls } from "~/tests/support/admin-orders";
import { QUOTE_ID, sampleQuote, sentQuote } from "~/tests/support/admin-quotes";
import { capturedDownloads, fileAnswer } from "~/tests/support/downloads";
import { QuoteDetail } from "./quote-detail";

const fetchMock = signedInStaff();
const calls = () => fetchCalls(fetchMock);
const writes = () => calls().filter((call) => call.method !== "GET");
const BASE = `/api/admin/quotes/${QUOTE_ID}`;

function Detail() {
  const { id = "" } = useParams();
  return <QuoteDetail key={id} id={id} />;
}
const open = () => renderAdmin(Detail, { path: `/admin/quotes/${QUOTE_ID}`, pattern: "/admin/quotes/:id" });

/** Answers GET with `quote`, and each write with what `answer` gives for it. */
function serve(quote: Quote, answer: (url: string, method: string) => Promise<Response> = () => json({ success: true, quote })) {
  fetchMock.mockImplementation((url: string, init: RequestInit = {}) =>
    init.method && init.method !== "GET" ? answer(url, init.method) : json({ success: true, quote }),
  );
}

describe("quotation: pricing a request", () => {
  it("shows the request, and saves the prices, discount, free-text tax, a removed line, delivery, validity and terms", async () => {
    serve(sampleQuote());
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "Request from Government Senior Secondary School Patna" })).toBeInTheDocument();
    expect(screen.getByText("For the Atal Tinkering Lab")).toBeInTheDocument();
    expect(screen.getByText("15 Dec 2026")).toBeInTheDocument();
    expect(screen.getByText(/Catalog price ₹450\.00 each/)).toBeInTheDocument();
    expect(screen.getByLabelText("Unit price (₹) of Arduino Uno R3")).toHaveValue("450");
    // Only the free-text line asks for its HSN and GST rate.
    expect(screen.queryByLabelText("HSN of Arduino Uno R3")).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText("Discount (%) of Arduino Uno R3"));
    await user.type(screen.getByLabelText("Discount (%) of Arduino Uno R3"), "10");
    expect(screen.getByLabelText("Discount (%) of Arduino Uno R3").closest("li")).toHaveTextContent("Line total: ₹8,100.00");
    const station = "Soldering station, 60 W, with stand";
    await user.type(screen.getByLabelText(`Unit price (₹) of ${station}`), "4500");
    await user.clear(screen.getByLabelText(`HSN of ${station}`));
    await user.type(screen.getByLabelText(`HSN of ${station}`), "8515");
    await user.selectOptions(screen.getByLabelText(`GST rate (%) of ${station}`), "18");
    await user.click(screen.getByRole("button", { name: "Remove SG90 Micro Servo" }));
    await user.clear(screen.getByLabelText("Delivery charge (₹)"));
    await user.type(screen.getByLabelText("Delivery charge (₹)"), "250");
    await user.type(screen.getByLabelText("Valid until"), "2026-12-31");
    await user.type(screen.getByLabelText("Terms"), "Delivery in 10 days.");
    await user.click(screen.getByRole("button", { name: "Save prices" }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      url: BASE,
      method: "PUT",
      body: {
        lines: [
          { position: 0, unitPrice: 450, discountPercent: 10 },
          { position: 1, remove: true },
          { position: 2, unitPrice: 4500, discountPercent: 0, hsn: "8515", gstRate: 18 },
        ],
        deliveryCharge: 250,
        validUntil: "2026-12-31",
        terms: "Delivery in 10 days.",
      },
    });
    expect(await screen.findByText("Prices saved.")).toBeInTheDocument();
  });

  it("names a wrong field before sending anything", async () => {
    serve(sampleQuote());
    const user = userEvent.setup();
    open();
    const discount = await screen.findByLabelText("Discount (%) of SG90 Micro Servo");
    await user.clear(discount);
    await user.type(discount, "12.5");
    await user.click(screen.getByRole("button", { name: "Send quotation" }));
    expect(discount).toHaveAttribute("aria-invalid", "true");
    expect(discount).toHaveAccessibleDescription("Discount must be a whole percent from 0 to 100.");
    expect(writes()).toHaveLength(0);
  });

  it("Send quotation saves, then sends; the server's refusal stays on screen", async () => {
    const message = 'Price or remove the line first: "Soldering station, 60 W, with stand".';
    serve(sampleQuote(), (url) => (url.endsWith("/send") ? json({ success: false, message }, 409) : json({ success: true, quote: sampleQuote() })));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Send quotation" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(writes().map((call) => [call.method, call.url])).toEqual([
      ["PUT", BASE],
      ["POST", `${BASE}/send`],
    ]);
    // The free-text line left empty goes without a price: it stays unpriced, and sending names it.
    expect(writes()[0].body.lines[2]).toEqual({ position: 2, discountPercent: 0, hsn: "8543", gstRate: 18 });
    expect(writes()[0].body).not.toHaveProperty("validUntil");
  });

  it("once sent, the page shows the numbered quotation read-only", async () => {
    const sent = sentQuote();
    serve(sampleQuote(), (url) => json({ success: true, quote: url.endsWith("/send") ? sent : sampleQuote() }));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Send quotation" }));
    expect(await screen.findByRole("heading", { level: 1, name: "TWQ/26-27/00007" })).toBeInTheDocument();
    expect(screen.getByText("Quotation TWQ/26-27/00007 sent to atl.gsss.patna@example.in.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save prices" })).not.toBeInTheDocument();
    const totals = screen.getByLabelText("Totals");
    expect(totals).toHaveTextContent("IGST₹3,477.96");
    expect(totals).toHaveTextContent("Total (GST included)₹22,800.00");
  });
});

describe("quotation: a sent one", () => {
  const saved = capturedDownloads();

  it("downloads its PDF with the staff token", async () => {
    fetchMock.mockImplementation((url: string) => (url.endsWith("/pdf") ? fileAnswer("%PDF-1.7") : json({ success: true, quote: sentQuote() })));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["TWQ-26-27-00007.pdf"]));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === `/api/quotes/${QUOTE_ID}/pdf`)!;
    expect(init.headers.token).toBe("staff-token");
  });

  it("Revise opens the editor, saves the next version and moves to it", async () => {
    const next = sampleQuote({ _id: "7b1d0c2e-0000-4000-8000-000000000052", version: 2, supersedes: QUOTE_ID, terms: "Prices include GST." });
    fetchMock.mockImplementation((url: string, init: RequestInit = {}) =>
      json({ success: true, quote: init.method === "PUT" || url.endsWith("052") ? next : sentQuote() }),
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Revise" }));
    const price = screen.getByLabelText("Unit price (₹) of Arduino Uno R3");
    await user.clear(price);
    await user.type(price, "430");
    // The old validity is not carried over: the new version gets its own when it is sent.
    expect(screen.getByLabelText("Valid until")).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Save as version 2" }));

    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/admin/quotes/7b1d0c2e-0000-4000-8000-000000000052"));
    const put = writes()[0];
    expect(put.url).toBe(BASE);
    expect(put.body.lines[0]).toEqual({ position: 0, unitPrice: 430, discountPercent: 0 });
    expect(put.body.terms).toBe("Prices include GST.");
    expect(put.body).not.toHaveProperty("validUntil");
  });

  it("Withdraw asks first, then withdraws", async () => {
    serve(sentQuote(), () => json({ success: true, quote: sentQuote({ status: "withdrawn" }) }));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Withdraw" }));
    const dialog = screen.getByRole("alertdialog", { name: "Withdraw the quotation" });
    expect(writes()).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Yes, withdraw it" }));
    await waitFor(() => expect(writes()).toEqual([{ url: `${BASE}/withdraw`, method: "POST", body: undefined }]));
    expect(await screen.findByText("Withdrawn: the buyer can no longer accept it.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Revise" })).not.toBeInTheDocument();
  });

  it("accepted: links to its order and shows the purchase order; superseded: links to the version that replaced it", async () => {
    serve(sentQuote({ status: "accepted", orderId: "3f9c2a1e-0000-4000-8000-000000000001", poNumber: "PO/ATL/2026/118" }));
    open();
    expect(await screen.findByRole("link", { name: "Open the order" })).toHaveAttribute("href", "/admin/orders/3f9c2a1e-0000-4000-8000-000000000001");
    expect(screen.getByText(/Purchase order PO\/ATL\/2026\/118/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Withdraw" })).not.toBeInTheDocument();
  });

  it("links between versions", async () => {
    serve(sentQuote({ status: "superseded", version: 2, supersedes: "old-id", supersededBy: "new-id" }));
    open();
    const versions = await screen.findByRole("navigation", { name: "Versions" });
    expect(within(versions).getByRole("link", { name: /Version 1/ })).toHaveAttribute("href", "/admin/quotes/old-id");
    expect(within(versions).getByRole("link", { name: /Version 3/ })).toHaveAttribute("href", "/admin/quotes/new-id");
  });
});
