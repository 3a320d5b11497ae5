import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rupees } from "~/src/web/lib/format";
import { json } from "~/tests/support/admin";
import { capturedDownloads, fileAnswer } from "~/tests/support/downloads";
import { order, renderWithSession, signedInCustomer } from "~/tests/support/kit-orders";
import { KitOrderDetail } from "./kit-order-detail";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

describe("kit orders (§7, §8)", () => {
  const fetchMock = signedInCustomer();

  it("detail: products, amounts, address, payment and status", async () => {
    fetchMock.mockImplementation(() => json({ success: true, order: order("abc-1", "2026-11-20T10:00:00.000Z", "processing") }));
    renderWithSession(<KitOrderDetail id="abc-1" />);
    expect(await screen.findByText("Processing")).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe("/api/kit-orders/abc-1");
    expect(screen.getAllByRole("listitem")).toHaveLength(7);
    expect(screen.getByText(/Discount 10%/)).toBeInTheDocument();
    expect(screen.getByTestId("order-total")).toHaveTextContent(rupees(1290));
    expect(screen.getByTestId("order-discount")).toHaveTextContent(rupees(64.5));
    expect(screen.getByTestId("order-final")).toHaveTextContent(rupees(1225.5));
    expect(screen.getByText("12 MG Road")).toBeInTheDocument();
    expect(screen.getByText("Cash on delivery")).toBeInTheDocument();
    expect(screen.getByText("The courier and tracking number appear here once the kit is shipped.")).toBeInTheDocument();
  });

  it("detail: the courier, tracking number and dated history once shipped", async () => {
    const shipped = {
      ...order("abc-2", "2026-11-20T12:00:00.000Z", "shipped"),
      courier: "Blue Dart",
      trackingNumber: "BD42",
      history: [
        { status: "pending", at: "2026-11-20T12:00:00.000Z" },
        { status: "processing", at: "2026-11-21T12:00:00.000Z" },
        { status: "shipped", at: "2026-11-22T12:00:00.000Z" },
      ],
    };
    fetchMock.mockImplementation(() => json({ success: true, order: shipped }));
    renderWithSession(<KitOrderDetail id="abc-2" />);
    const tracking = (await screen.findByRole("heading", { name: "Tracking" })).parentElement!;
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    expect(within(tracking).getByText("Blue Dart")).toBeInTheDocument();
    expect(within(tracking).getByText("BD42")).toBeInTheDocument();
    const rows = within(within(tracking).getByRole("table", { name: "Order history" }))
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Order placed20 Nov 2026/),
      expect.stringMatching(/^Processing21 Nov 2026/),
      expect.stringMatching(/^Shipped22 Nov 2026/),
    ]);
  });

  it("detail: a cancelled kit order says so", async () => {
    const cancelled = {
      ...order("abc-3", "2026-11-20T12:00:00.000Z", "cancelled"),
      history: [
        { status: "pending", at: "2026-11-20T12:00:00.000Z" },
        { status: "cancelled", at: "2026-11-21T12:00:00.000Z" },
      ],
    };
    fetchMock.mockImplementation(() => json({ success: true, order: cancelled }));
    renderWithSession(<KitOrderDetail id="abc-3" />);
    expect(await screen.findByRole("note")).toHaveTextContent("This kit order was cancelled on 21 Nov 2026.");
    expect(screen.queryByText("The courier and tracking number appear here once the kit is shipped.")).not.toBeInTheDocument();
  });

  it("detail errors: the server's error field, else 'Failed to load order details'", async () => {
    fetchMock.mockImplementationOnce(() => json({ success: false, message: "Order not found.", error: "Order not found." }, 404));
    const first = renderWithSession(<KitOrderDetail id="missing" />);
    expect(await screen.findByRole("heading", { name: "Unable to load order" })).toBeInTheDocument();
    expect(screen.getByText("Order not found.")).toBeInTheDocument();
    first.unmount();

    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    renderWithSession(<KitOrderDetail id="other" />);
    expect(await screen.findByText("Failed to load order details")).toBeInTheDocument();
  });
});

describe("kit order: View Invoice", () => {
  const fetchMock = signedInCustomer("tok-9");
  const saved = capturedDownloads();
  const detail = (status: string) => json({ success: true, order: order("abc-4", "2026-11-20T12:00:00.000Z", status) });

  it("downloads the invoice with the session token, saying 'Preparing…' meanwhile", async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementation((url: string) =>
      url === "/api/kit-orders/abc-4/invoice" ? new Promise((resolve) => (answer = resolve)) : detail("shipped"),
    );
    const user = userEvent.setup();
    renderWithSession(<KitOrderDetail id="abc-4" />);
    await user.click(await screen.findByRole("button", { name: "View Invoice" }));
    expect(screen.getByRole("button", { name: "Preparing…" })).toBeDisabled();
    expect(fetchMock.mock.calls.find(([url]) => url === "/api/kit-orders/abc-4/invoice")![1].headers.token).toBe("tok-9");

    answer(await fileAnswer("%PDF-1.7", { disposition: `inline; filename="proforma-ABC4.pdf"` }));
    expect(await screen.findByRole("button", { name: "View Invoice" })).toBeEnabled();
    expect(saved.map((file) => file.name)).toEqual(["proforma-ABC4.pdf"]);
  });

  it("a kit order cancelled before it shipped still has the button; pressing it shows the server's reason", async () => {
    const message = "This order was cancelled before it shipped, so it has no invoice.";
    fetchMock.mockImplementation((url: string) =>
      url === "/api/kit-orders/abc-4/invoice" ? json({ success: false, message }, 404) : detail("cancelled"),
    );
    const user = userEvent.setup();
    renderWithSession(<KitOrderDetail id="abc-4" />);
    await user.click(await screen.findByRole("button", { name: "View Invoice" }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(saved).toHaveLength(0);
  });
});

describe("kit order: Return Item (§1, §4)", () => {
  const fetchMock = signedInCustomer();
  const delivered = { ...order("abc-5", "2026-11-10T12:00:00.000Z", "delivered"), returnWindowClosesOn: "2026-11-21" };
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
  afterEach(() => vi.useRealTimers());

  it("links to the kit order's return page while the 7 days run, and shows what the route puts under the products", async () => {
    vi.setSystemTime(new Date("2026-11-21T23:00:00+05:30"));
    fetchMock.mockImplementation(() => json({ success: true, order: delivered }));
    renderWithSession(<KitOrderDetail id="abc-5" returns={<p>The order's returns</p>} />);
    expect(await screen.findByRole("link", { name: "Return Item" })).toHaveAttribute("href", "/kit-orders/abc-5/return");
    expect(screen.getByText("The order's returns")).toBeInTheDocument();
  });

  it("once they have run, says when returns closed and has no button", async () => {
    vi.setSystemTime(new Date("2026-11-22T00:30:00+05:30"));
    fetchMock.mockImplementation(() => json({ success: true, order: delivered }));
    renderWithSession(<KitOrderDetail id="abc-5" />);
    expect(await screen.findByText(/Returns closed on/)).toHaveTextContent("Returns closed on 21 Nov 2026");
    expect(screen.queryByRole("link", { name: "Return Item" })).not.toBeInTheDocument();
  });

  it("a kit not yet delivered has neither", async () => {
    vi.setSystemTime(new Date("2026-11-15T12:00:00+05:30"));
    fetchMock.mockImplementation(() => json({ success: true, order: order("abc-6", "2026-11-10T12:00:00.000Z", "shipped") }));
    renderWithSession(<KitOrderDetail id="abc-6" />);
    await screen.findByText("Shipped");
    expect(screen.queryByRole("link", { name: "Return Item" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Returns closed/)).not.toBeInTheDocument();
  });
});

describe("kit order: Write a review (issue 31)", () => {
  const fetchMock = signedInCustomer();

  it("links each part of a delivered kit to its product's review form", async () => {
    fetchMock.mockImplementation(() => json({ success: true, order: order("abc-7", "2026-11-10T12:00:00.000Z", "delivered") }));
    renderWithSession(<KitOrderDetail id="abc-7" />);
    const links = await screen.findAllByRole("link", { name: /^Write a review of / });
    expect(links).toHaveLength(7);
    expect(screen.getByRole("link", { name: "Write a review of Part abc-7-a" })).toHaveAttribute("href", "/product/abc-7-a#write-review");
  });

  it("offers no review before the kit is delivered", async () => {
    fetchMock.mockImplementation(() => json({ success: true, order: order("abc-8", "2026-11-10T12:00:00.000Z", "shipped") }));
    renderWithSession(<KitOrderDetail id="abc-8" />);
    await screen.findByText("Shipped");
    expect(screen.queryByRole("link", { name: /Write a review/ })).not.toBeInTheDocument();
  });
});
