import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { InvoiceSummary } from "~/src/core/shapes/invoices";
import { rupees } from "~/src/web/lib/format";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import { fetchCalls } from "~/tests/support/admin-orders";
import { capturedDownloads, fileAnswer } from "~/tests/support/downloads";
import AdminInvoicesPage from "./admin-invoices";
import { previousMonth } from "~/src/web/admin/invoices/gstr1-export";

const business: InvoiceSummary = {
  number: "TW/26-27/00042",
  date: "2026-11-20",
  orderId: "3f9c2a1e-0000-4000-8000-000000000001",
  kind: "component",
  orderNumber: "3F9C2A1E",
  customer: { name: "Asha Verma", email: "asha@example.in" },
  gstin: "27AAPFU0939F1ZV",
  businessName: "Pune Robotics Club",
  placeOfSupply: { state: "Maharashtra", stateCode: "27" },
  total: 1008.2,
};
const consumer: InvoiceSummary = {
  ...business,
  number: "TW/26-27/00041",
  date: "2026-11-19",
  orderId: "abcdef12-0000-4000-8000-000000000002",
  kind: "kit",
  orderNumber: "ABCDEF12",
  customer: { name: "Ravi Kumar", email: "ravi@example.in" },
  gstin: null,
  businessName: null,
  placeOfSupply: { state: "Karnataka", stateCode: "29" },
  total: 938.79,
};
const page = (invoices: InvoiceSummary[], more: Partial<{ total: number; page: number; pages: number }> = {}) =>
  json({ success: true, invoices, total: invoices.length, page: 1, pages: 1, ...more });

const fetchMock = signedInStaff();
const saved = capturedDownloads();
const calls = () => fetchCalls(fetchMock);

beforeEach(() => {
  // Only the clock: 5 Dec 2026 in India, so the GSTR-1 month starts at November.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-12-05T10:00:00+05:30"));
});
afterEach(() => vi.useRealTimers());

describe("invoices page", () => {
  it("lists each invoice: number, date, order link, customer, GSTIN, place of supply and total", async () => {
    fetchMock.mockImplementation(() => page([business, consumer], { total: 45, page: 2, pages: 3 }));
    renderAdmin(AdminInvoicesPage, { path: "/admin/invoices?q=asha&page=2" });
    const table = await screen.findByRole("table");
    expect(calls()[0].url).toBe("/api/admin/invoices?q=asha&page=2");
    expect(calls()[0].method).toBe("GET");
    expect(fetchMock.mock.calls.at(-1)![1].headers.token).toBe("staff-token");
    expect(screen.getByText("45 invoices")).toBeInTheDocument();

    const [first, second] = within(table).getAllByRole("row").slice(1);
    expect(first).toHaveTextContent("TW/26-27/00042");
    expect(first).toHaveTextContent("20 Nov 2026");
    expect(within(first).getByRole("link", { name: "#3F9C2A1E" })).toHaveAttribute("href", `/admin/orders/${business.orderId}`);
    expect(first).toHaveTextContent("Asha Verma");
    expect(first).toHaveTextContent("asha@example.in");
    expect(first).toHaveTextContent("27AAPFU0939F1ZV");
    expect(first).toHaveTextContent("Pune Robotics Club");
    expect(first).toHaveTextContent("Maharashtra (27)");
    expect(first).toHaveTextContent(rupees(1008.2));
    // A kit order's invoice links to the kit order; a consumer has no GSTIN.
    expect(within(second).getByRole("link", { name: "#ABCDEF12" })).toHaveAttribute("href", `/admin/kit-orders/${consumer.orderId}`);
    expect(second).toHaveTextContent("—");

    // Phones get the same invoices as cards; the page links keep the search.
    expect(screen.getAllByText("TW/26-27/00041")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Page 3" })).toHaveAttribute("href", "/admin/invoices?q=asha&page=3");
  });

  it("puts the search and the dates in the URL, starts again at page 1 and asks the API with them", async () => {
    fetchMock.mockImplementation(() => page([business], { total: 30, page: 2, pages: 2 }));
    const user = userEvent.setup();
    renderAdmin(AdminInvoicesPage, { path: "/admin/invoices?page=2" });
    await screen.findByRole("table");
    await user.type(screen.getByLabelText("Search"), "27AAPFU0939F1ZV");
    await user.type(screen.getByLabelText("From"), "2026-11-01");
    await user.type(screen.getByLabelText("To"), "2026-11-30");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/admin/invoices?q=27AAPFU0939F1ZV&from=2026-11-01&to=2026-11-30"));
    await waitFor(() => expect(calls().at(-1)!.url).toBe("/api/admin/invoices?q=27AAPFU0939F1ZV&from=2026-11-01&to=2026-11-30"));
  });

  it("refuses a From date after the To date without asking the server", async () => {
    fetchMock.mockImplementation(() => page([business]));
    const user = userEvent.setup();
    renderAdmin(AdminInvoicesPage, { path: "/admin/invoices" });
    await screen.findByRole("table");
    await user.type(screen.getByLabelText("From"), "2026-11-30");
    await user.type(screen.getByLabelText("To"), "2026-11-01");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("alert")).toHaveTextContent("The From date must be on or before the To date.");
    expect(screen.getByLabelText("From")).toHaveAccessibleDescription("The From date must be on or before the To date.");
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/admin\/invoices$/);
  });

  it("says when nothing matches, and when there is nothing yet", async () => {
    fetchMock.mockImplementation(() => page([]));
    const first = renderAdmin(AdminInvoicesPage, { path: "/admin/invoices?q=nobody" });
    expect(await screen.findByRole("heading", { name: "No invoices match" })).toBeInTheDocument();
    first.unmount();
    renderAdmin(AdminInvoicesPage, { path: "/admin/invoices" });
    expect(await screen.findByRole("heading", { name: "No invoices yet" })).toBeInTheDocument();
  });

  it("downloads a row's PDF by its number with the staff token", async () => {
    const pdf = "/api/admin/invoices/TW%2F26-27%2F00042";
    let answer!: (response: Response) => void;
    fetchMock.mockImplementation((url: string) => (url === pdf ? new Promise((resolve) => (answer = resolve)) : page([business])));
    const user = userEvent.setup();
    renderAdmin(AdminInvoicesPage, { path: "/admin/invoices" });
    const table = await screen.findByRole("table");
    await user.click(within(table).getByRole("button", { name: "PDF of invoice TW/26-27/00042" }));
    expect(within(table).getByRole("button", { name: /Preparing…/ })).toBeDisabled();
    expect(fetchMock.mock.calls.find(([url]) => url === pdf)![1].headers.token).toBe("staff-token");

    answer(await fileAnswer("%PDF-1.7"));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["TW-26-27-00042.pdf"]));
  });

  it("exports GSTR-1 of the month just ended, or of the month chosen", async () => {
    const zip = (month: string) => `/api/admin/gst/returns?month=${month}`;
    fetchMock.mockImplementation((url: string) =>
      url.startsWith("/api/admin/gst/returns")
        ? fileAnswer("PK", { type: "application/zip", disposition: `attachment; filename="GSTR-1-${url.slice(-7)}.zip"` })
        : page([business]),
    );
    const user = userEvent.setup({ advanceTimers: () => undefined });
    renderAdmin(AdminInvoicesPage, { path: "/admin/invoices" });
    const month = await screen.findByLabelText("GSTR-1 month");
    expect(month).toHaveValue("2026-11");
    await user.click(screen.getByRole("button", { name: "Export GSTR-1" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["GSTR-1-2026-11.zip"]));
    expect(fetchMock.mock.calls.find(([url]) => url === zip("2026-11"))![1].headers.token).toBe("staff-token");

    fireEvent.change(month, { target: { value: "2026-10" } });
    await user.click(screen.getByRole("button", { name: "Export GSTR-1" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["GSTR-1-2026-11.zip", "GSTR-1-2026-10.zip"]));
  });

  it("exports the GST portal's JSON when that file is chosen", async () => {
    fetchMock.mockImplementation((url: string) =>
      url.startsWith("/api/admin/gst/returns")
        ? fileAnswer('{"gstin":"29AAJCT4821K1ZW","fp":"112026"}', {
            type: "application/json",
            disposition: 'attachment; filename="GSTR-1-2026-11-29AAJCT4821K1ZW.json"',
          })
        : page([business]),
    );
    const user = userEvent.setup({ advanceTimers: () => undefined });
    renderAdmin(AdminInvoicesPage, { path: "/admin/invoices" });
    await user.selectOptions(await screen.findByLabelText("File"), "JSON for upload to the GST portal");
    await user.click(screen.getByRole("button", { name: "Export GSTR-1" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["GSTR-1-2026-11-29AAJCT4821K1ZW.json"]));
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/admin/gst/returns?month=2026-11&format=portal")).toBe(true);
  });

  it("shows the server's refusal of an export", async () => {
    fetchMock.mockImplementation((url: string) =>
      url.startsWith("/api/admin/gst/returns") ? json({ success: false, message: "month must be a past month (YYYY-MM)." }, 400) : page([business]),
    );
    const user = userEvent.setup();
    renderAdmin(AdminInvoicesPage, { path: "/admin/invoices" });
    await user.click(await screen.findByRole("button", { name: "Export GSTR-1" }));
    expect(await screen.findByText("month must be a past month (YYYY-MM).")).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

describe("previousMonth", () => {
  it("is the month before the one in India, across a year's end and late on the last day of a month", () => {
    expect(previousMonth(new Date("2027-01-15T12:00:00+05:30"))).toBe("2026-12");
    expect(previousMonth(new Date("2026-11-30T20:00:00Z"))).toBe("2026-11"); // already 1 Dec in India
  });
});
