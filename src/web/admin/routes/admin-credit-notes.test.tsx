import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { CreditNoteSummary } from "~/src/core/shapes/returns";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import { fetchCalls } from "~/tests/support/admin-orders";
import { capturedDownloads, fileAnswer } from "~/tests/support/downloads";
import AdminCreditNotesPage from "./admin-credit-notes";

const note: CreditNoteSummary = {
  number: "TWCN/26-27/00007",
  date: "2026-11-25",
  invoiceNumber: "TW/26-27/00042",
  orderId: "abcdef12-0000-4000-8000-000000000002",
  kind: "kit",
  orderNumber: "ABCDEF12",
  customer: { name: "Ravi Kumar", email: "ravi@example.in" },
  gstin: "27AAPFU0939F1ZV",
  reason: "Goods returned",
  total: 190,
};
const page = (creditNotes: CreditNoteSummary[], more = {}) =>
  json({ success: true, creditNotes, total: creditNotes.length, page: 1, pages: 1, ...more });

const fetchMock = signedInStaff();
const saved = capturedDownloads();
const calls = () => fetchCalls(fetchMock);

describe("credit notes page", () => {
  it("lists each credit note with its invoice, order, customer, reason and total, beside the invoices tab", async () => {
    fetchMock.mockImplementation(() => page([note], { total: 25, pages: 2 }));
    renderAdmin(AdminCreditNotesPage, { path: "/admin/invoices/credit-notes?q=ravi" });
    const table = await screen.findByRole("table");
    expect(calls().at(-1)!.url).toBe("/api/admin/credit-notes?q=ravi");
    const [row] = within(table).getAllByRole("row").slice(1);
    expect(row).toHaveTextContent("TWCN/26-27/00007");
    expect(row).toHaveTextContent("25 Nov 2026");
    expect(row).toHaveTextContent("TW/26-27/00042");
    expect(within(row).getByRole("link", { name: "#ABCDEF12" })).toHaveAttribute("href", `/admin/kit-orders/${note.orderId}`);
    expect(row).toHaveTextContent("Ravi Kumar");
    expect(row).toHaveTextContent("Goods returned");
    expect(row).toHaveTextContent("₹190.00");
    expect(screen.getByText("25 credit notes")).toBeInTheDocument();
    const tabs = screen.getByRole("navigation", { name: "Tax documents" });
    expect(within(tabs).getByRole("link", { name: "Credit notes" })).toHaveAttribute("aria-current", "page");
    expect(within(tabs).getByRole("link", { name: "Invoices" })).toHaveAttribute("href", "/admin/invoices");
  });

  it("filters in the URL of the credit notes page", async () => {
    fetchMock.mockImplementation(() => page([note]));
    const user = userEvent.setup();
    renderAdmin(AdminCreditNotesPage, { path: "/admin/invoices/credit-notes" });
    await screen.findByRole("table");
    await user.type(screen.getByLabelText("Search"), "TWCN");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/admin/invoices/credit-notes?q=TWCN"));
    await waitFor(() => expect(calls().at(-1)!.url).toBe("/api/admin/credit-notes?q=TWCN"));
  });

  it("downloads a credit note's PDF by its number with the staff token", async () => {
    const pdf = "/api/admin/credit-notes/TWCN%2F26-27%2F00007";
    fetchMock.mockImplementation((url: string) => (url === pdf ? fileAnswer("%PDF-1.7") : page([note])));
    const user = userEvent.setup();
    renderAdmin(AdminCreditNotesPage, { path: "/admin/invoices/credit-notes" });
    const table = await screen.findByRole("table");
    await user.click(within(table).getByRole("button", { name: "PDF of credit note TWCN/26-27/00007" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["TWCN-26-27-00007.pdf"]));
    expect(fetchMock.mock.calls.find(([url]) => url === pdf)![1].headers.token).toBe("staff-token");
  });

  it("says when there are none yet", async () => {
    fetchMock.mockImplementation(() => page([]));
    renderAdmin(AdminCreditNotesPage, { path: "/admin/invoices/credit-notes" });
    expect(await screen.findByRole("heading", { name: "No credit notes yet" })).toBeInTheDocument();
  });
});
