import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useParams } from "react-router";
import { describe, expect, it } from "vitest";
import { rupees } from "~/src/web/lib/format";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import { fetchCalls, kitOrder, sampleOrder } from "~/tests/support/admin-orders";
import { capturedDownloads, fileAnswer } from "~/tests/support/downloads";
import { sampleInvoice } from "~/tests/support/tax-documents";
import { OrderDetail } from "./order-detail";

const fetchMock = signedInStaff();

const calls = () => fetchCalls(fetchMock);

function Detail() {
  const { id = "" } = useParams();
  return <OrderDetail kind="component" id={id} />;
}
const detailPath = { path: "/admin/orders/3f9c2a1e-0000-4000-8000-000000000001", pattern: "/admin/orders/:id" };

describe("order detail: status actions", () => {
  it.each([
    ["pending", ["Start packing", "Cancel order"]],
    ["packing", ["Mark shipped", "Cancel order"]],
    ["shipped", ["Mark delivered"]],
  ])("a %s order offers only %j", async (status, labels) => {
    fetchMock.mockImplementation(() => json({ success: true, order: sampleOrder({ status }) }));
    renderAdmin(Detail, detailPath);
    await screen.findByText("Arduino Uno R3");
    for (const label of ["Start packing", "Mark shipped", "Mark delivered", "Cancel order"]) {
      if (labels.includes(label)) expect(screen.getByRole("button", { name: label })).toBeInTheDocument();
      else expect(screen.queryByRole("button", { name: label })).not.toBeInTheDocument();
    }
  });

  it("a delivered order has no actions and says so", async () => {
    fetchMock.mockImplementation(() => json({ success: true, order: sampleOrder({ status: "delivered" }) }));
    renderAdmin(Detail, detailPath);
    expect(await screen.findByText("A delivered order does not change any more.")).toBeInTheDocument();
  });

  it("shows items, amounts, address and customer", async () => {
    fetchMock.mockImplementation(() => json({ success: true, order: sampleOrder() }));
    renderAdmin(Detail, detailPath);
    await screen.findByText("Arduino Uno R3");
    expect(screen.getByText("To collect").parentElement).toHaveTextContent(rupees(1008.2));
    expect(screen.getByText("12 MG Road", { exact: false })).toHaveTextContent("Pune, Maharashtra 411001");
    expect(screen.getAllByText("asha@example.in")).not.toHaveLength(0);
    expect(screen.queryByText("PIN not confirmed.")).not.toBeInTheDocument();
  });

  it("marks a PIN the shop could not confirm, for staff to check before shipping", async () => {
    fetchMock.mockImplementation(() => json({ success: true, order: sampleOrder({ pinConfirmed: false }) }));
    renderAdmin(Detail, detailPath);
    const mark = await screen.findByText("PIN not confirmed.");
    expect(mark.parentElement).toHaveTextContent("Our PIN directory does not list 411001; its first digits are Maharashtra's.");
  });

  it("Mark shipped needs the courier and the tracking number, then sends them with the version", async () => {
    const shipped = sampleOrder({ status: "shipped", courier: "India Post", trackingNumber: "EE123456789IN", version: 4 });
    let current = sampleOrder({ status: "packing" });
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      if (init?.method === "POST") current = shipped;
      return json({ success: true, order: current });
    });
    const user = userEvent.setup();
    renderAdmin(Detail, detailPath);
    await user.click(await screen.findByRole("button", { name: "Mark shipped" }));
    await user.type(screen.getByLabelText("Courier"), "India Post");
    await user.click(screen.getByRole("button", { name: "Confirm shipped" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Shipping needs the courier and the tracking number.");
    expect(calls().filter((call) => call.method === "POST")).toHaveLength(0);

    await user.type(screen.getByLabelText("Tracking number"), "EE123456789IN");
    await user.click(screen.getByRole("button", { name: "Confirm shipped" }));
    await waitFor(() => expect(calls().filter((call) => call.method === "POST")).toHaveLength(1));
    const post = calls().find((call) => call.method === "POST")!;
    expect(post.url).toBe("/api/admin/orders/3f9c2a1e-0000-4000-8000-000000000001/status");
    expect(post.body).toEqual({ status: "shipped", courier: "India Post", trackingNumber: "EE123456789IN", version: 3 });
    expect(await screen.findByRole("button", { name: "Mark delivered" })).toBeInTheDocument();
  });

  it("Cancel asks first, says the units go back into stock, and shows the server's 409 message", async () => {
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      init?.method === "POST"
        ? json({ success: false, message: "Someone else changed this order meanwhile. Reload it and try again." }, 409)
        : json({ success: true, order: sampleOrder() }),
    );
    const user = userEvent.setup();
    renderAdmin(Detail, detailPath);
    await user.click(await screen.findByRole("button", { name: "Cancel order" }));
    expect(screen.getByText("Cancel this order? The units go back into stock.")).toBeInTheDocument();
    expect(calls().filter((call) => call.method === "POST")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Yes, cancel the order" }));
    expect(await screen.findByText("Someone else changed this order meanwhile. Reload it and try again.")).toBeInTheDocument();
    expect(calls().find((call) => call.method === "POST")!.body).toEqual({ status: "cancelled", version: 3 });
  });
});

describe("order detail: invoice panel", () => {
  const saved = capturedDownloads();
  const INVOICE = "/api/orders/3f9c2a1e-0000-4000-8000-000000000001/invoice";
  /** The order, and `invoice` for GET …/invoice?format=json. */
  function serve(order: ReturnType<typeof sampleOrder>, invoice: () => Promise<Response>) {
    fetchMock.mockImplementation((url: string) =>
      url === `${INVOICE}?format=json` ? invoice() : url === INVOICE ? fileAnswer("%PDF-1.7") : json({ success: true, order }),
    );
  }
  const panel = async () => (await screen.findByRole("heading", { name: "Invoice" })).parentElement!;

  it("a shipped order: the invoice's number and date, and its PDF with the staff token", async () => {
    const issued = { ...sampleInvoice(), number: "TW/26-27/00042", date: "2026-11-21" };
    serve(sampleOrder({ status: "shipped" }), () => json({ success: true, invoice: issued }));
    const user = userEvent.setup();
    renderAdmin(Detail, detailPath);
    const invoice = await panel();
    expect(await within(invoice).findByText("TW/26-27/00042")).toBeInTheDocument();
    expect(invoice).toHaveTextContent("Dated 21 Nov 2026");
    await user.click(within(invoice).getByRole("button", { name: "Download invoice" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["invoice-3F9C2A1E.pdf"]));
    expect(fetchMock.mock.calls.find(([url]) => url === INVOICE)![1].headers.token).toBe("staff-token");
  });

  it("before shipping: the proforma, and who the business buyer is", async () => {
    const proforma = sampleInvoice({ type: "proforma", recipient: { gstin: "29AAACT1234A1ZX", businessName: "Makers Guild LLP" } });
    serve(sampleOrder({ status: "packing" }), () => json({ success: true, invoice: proforma }));
    renderAdmin(Detail, detailPath);
    const invoice = await panel();
    expect(await within(invoice).findByText("Proforma — the tax invoice is issued when the order ships")).toBeInTheDocument();
    expect(invoice).toHaveTextContent("Business purchase: Makers Guild LLP, GSTIN 29AAACT1234A1ZX");
    expect(within(invoice).getByRole("button", { name: "Download proforma" })).toBeInTheDocument();
  });

  it("a kit order's invoice is asked of the kit-order call", async () => {
    fetchMock.mockImplementation((url: string) =>
      url.endsWith("/invoice?format=json")
        ? json({ success: true, invoice: sampleInvoice({ type: "proforma" }) })
        : json({ success: true, order: kitOrder("processing") }),
    );
    function KitDetail() {
      const { id = "" } = useParams();
      return <OrderDetail kind="kit" id={id} />;
    }
    renderAdmin(KitDetail, { path: "/admin/kit-orders/3f9c2a1e-0000-4000-8000-000000000001", pattern: "/admin/kit-orders/:id" });
    expect(await screen.findByText("Proforma — the tax invoice is issued when the order ships")).toBeInTheDocument();
    expect(calls().map((call) => call.url)).toContain("/api/kit-orders/3f9c2a1e-0000-4000-8000-000000000001/invoice?format=json");
  });

  it("an order cancelled before it shipped: the server's reason, and nothing to download", async () => {
    const message = "This order was cancelled before it shipped, so it has no invoice.";
    serve(sampleOrder({ status: "cancelled" }), () => json({ success: false, message }, 404));
    renderAdmin(Detail, detailPath);
    const invoice = await panel();
    expect(await within(invoice).findByText(message)).toBeInTheDocument();
    expect(within(invoice).queryByRole("button")).not.toBeInTheDocument();
  });
});

describe("order detail: kit hints", () => {
  function KitDetail() {
    const { id = "" } = useParams();
    return <OrderDetail kind="kit" id={id} />;
  }
  const kitPath = { path: "/admin/kit-orders/3f9c2a1e-0000-4000-8000-000000000001", pattern: "/admin/kit-orders/:id" };

  it("a kit order shows the kit's hints for its products, suggestions named but not added", async () => {
    const order = kitOrder("processing");
    const driver = { _id: "l298n", name: "L298N Motor Driver", salePrice: 180 };
    const hint = { code: "motor-driver", message: "BO Motor needs a motor driver: add one such as L298N Motor Driver.", suggestions: [driver] };
    fetchMock.mockImplementation((url: string) =>
      url === "/api/kit/check" ? json({ success: true, hints: [hint] }) : json({ success: true, order }),
    );
    renderAdmin(KitDetail, kitPath);
    const panel = (await screen.findByRole("heading", { name: "Kit hints" })).parentElement!;
    expect(await within(panel).findByText(hint.message)).toBeInTheDocument();
    expect(panel).toHaveTextContent("In stock: L298N Motor Driver");
    expect(within(panel).queryByRole("button")).not.toBeInTheDocument();
    const check = calls().find((call) => call.url === "/api/kit/check")!;
    expect(check).toMatchObject({ method: "POST", body: { productIds: order.items.map((item) => item._id) } });
  });

  it("says so when the kit raises no hints", async () => {
    fetchMock.mockImplementation((url: string) =>
      url === "/api/kit/check" ? json({ success: true, hints: [] }) : json({ success: true, order: kitOrder("processing") }),
    );
    renderAdmin(KitDetail, kitPath);
    expect(await screen.findByText("No hints: the parts look complete together.")).toBeInTheDocument();
  });

  it("a component order has no kit hints and never asks for them", async () => {
    fetchMock.mockImplementation(() => json({ success: true, order: sampleOrder() }));
    renderAdmin(Detail, detailPath);
    await screen.findByText("Arduino Uno R3");
    expect(screen.queryByRole("heading", { name: "Kit hints" })).not.toBeInTheDocument();
    expect(calls().some((call) => call.url === "/api/kit/check")).toBe(false);
  });
});
