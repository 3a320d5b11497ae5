import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import { fetchCalls } from "~/tests/support/admin-orders";
import { QUOTE_ID, sampleQuote, sentQuote } from "~/tests/support/admin-quotes";
import AdminQuotesPage from "~/src/web/admin/routes/admin-quotes";

const fetchMock = signedInStaff();
const calls = () => fetchCalls(fetchMock);

describe("quotations page", () => {
  it("lists each with institution, contact, number or Request, version, status, total and date, linking to its page", async () => {
    const revised = sentQuote({ _id: "q-2", version: 2, institution: "Kendriya Vidyalaya No. 1 Jaipur", contactName: "Anil Meena" });
    fetchMock.mockImplementation(() => json({ success: true, quotes: [sampleQuote(), revised], total: 23, page: 1, pages: 2 }));
    renderAdmin(AdminQuotesPage, { path: "/admin/quotes" });
    const request = await screen.findByRole("link", { name: /Government Senior Secondary School Patna/ });
    expect(request).toHaveAttribute("href", `/admin/quotes/${QUOTE_ID}`);
    expect(request).toHaveTextContent("Rekha Sinha");
    expect(request).toHaveTextContent("Request · Version 1");
    expect(request).toHaveTextContent("Requested");
    expect(request).toHaveTextContent("Not priced yet");
    expect(request).toHaveTextContent("20 Nov 2026");
    const sent = screen.getByRole("link", { name: /Kendriya Vidyalaya/ });
    expect(sent).toHaveTextContent("TWQ/26-27/00007 · Version 2");
    expect(sent).toHaveTextContent("Sent");
    expect(sent).toHaveTextContent("₹22,800.00");
    expect(screen.getByText("23 quotations")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/admin/quotes?page=2");
    expect(calls().at(-1)!.url).toBe("/api/admin/quotes");
  });

  it("filters by status through the URL and asks the API with it", async () => {
    fetchMock.mockImplementation(() => json({ success: true, quotes: [sampleQuote()], total: 1, page: 1, pages: 1 }));
    const user = userEvent.setup();
    renderAdmin(AdminQuotesPage, { path: "/admin/quotes?status=requested" });
    const filters = await screen.findByRole("navigation", { name: "Filter quotations by status" });
    expect(filters).toHaveTextContent("AllRequestedSentExpiredAcceptedSupersededWithdrawn");
    expect(screen.getByRole("link", { name: "Requested" })).toHaveAttribute("aria-current", "page");
    await waitFor(() => expect(calls().at(-1)!.url).toBe("/api/admin/quotes?status=requested"));
    await user.click(screen.getByRole("link", { name: "Expired" }));
    await waitFor(() => expect(calls().at(-1)!.url).toBe("/api/admin/quotes?status=expired"));
  });

  it("says when none has the status", async () => {
    fetchMock.mockImplementation(() => json({ success: true, quotes: [], total: 0, page: 1, pages: 1 }));
    renderAdmin(AdminQuotesPage, { path: "/admin/quotes?status=accepted" });
    expect(await screen.findByRole("heading", { name: "No quotations here" })).toBeInTheDocument();
  });
});
