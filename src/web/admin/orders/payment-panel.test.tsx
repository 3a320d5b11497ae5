import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useParams } from "react-router";
import { describe, expect, it } from "vitest";
import { istDate } from "~/src/core/financial-year";
import type { AdminOrder } from "~/src/core/shapes/admin-orders";
import type { OrderPayment } from "~/src/core/shapes/quotes";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import { fetchCalls, sampleOrder } from "~/tests/support/admin-orders";
import { OrderDetail } from "./order-detail";

const fetchMock = signedInStaff();
const posts = () => fetchCalls(fetchMock).filter((call) => call.method === "POST");
const ID = "3f9c2a1e-0000-4000-8000-000000000001";

function Detail() {
  const { id = "" } = useParams();
  return <OrderDetail kind="component" id={id} />;
}
const open = () => renderAdmin(Detail, { path: `/admin/orders/${ID}`, pattern: "/admin/orders/:id" });

const prepaid = (payment: Partial<OrderPayment> = {}, version = 3): AdminOrder =>
  sampleOrder({
    paymentMethod: "bank-transfer",
    poNumber: "PO/ATL/2026/118",
    quoteNumber: "TWQ/26-27/00007",
    payment: { method: "bank-transfer", status: "awaiting", due: 1008.2, received: 0, records: [], ...payment },
    version,
  });

/** The order on GET; on the payment call, `answer` (the order as recorded, or a refusal). */
function serve(order: AdminOrder, answer: () => Promise<Response>) {
  fetchMock.mockImplementation((url: string) =>
    url.endsWith("/invoice?format=json")
      ? json({ success: false, message: "No invoice in this test." }, 404)
      : url.endsWith("/payment")
        ? answer()
        : json({ success: true, order }),
  );
}
const panel = async () => (await screen.findByRole("heading", { name: "Payment" })).parentElement!;

describe("order detail: payment", () => {
  it("a bank-transfer order waiting: method, due, PO and quotation; packing held until the money is in", async () => {
    serve(prepaid(), () => json({ success: true, order: prepaid() }));
    open();
    const payment = await panel();
    expect(within(payment).getByText("Awaiting payment")).toBeInTheDocument();
    expect(payment).toHaveTextContent("MethodBank transfer (NEFT/RTGS/IMPS)");
    expect(payment).toHaveTextContent("Due₹1,008.20");
    expect(payment).toHaveTextContent("Received₹0.00");
    expect(payment).toHaveTextContent("Purchase orderPO/ATL/2026/118");
    expect(payment).toHaveTextContent("QuotationTWQ/26-27/00007");
    expect(screen.getByText(/^Placed .* · Bank transfer \(NEFT\/RTGS\/IMPS\)$/)).toBeInTheDocument();
    const packing = screen.getByRole("button", { name: "Start packing" });
    expect(packing).toBeDisabled();
    expect(packing).toHaveAccessibleDescription("Record the payment before packing: ₹0.00 of ₹1,008.20 received.");
    expect(screen.getByRole("button", { name: "Cancel order" })).toBeEnabled();
  });

  it("records a payment (amount due and today prefilled) and shows the order paid, ready to pack", async () => {
    const paid = prepaid(
      { status: "received", due: 0, received: 1008.2, records: [{ amount: 1008.2, receivedOn: "2026-11-21", reference: "HDFCN52026112100123" }] },
      4,
    );
    serve(prepaid(), () => json({ success: true, order: paid }));
    const user = userEvent.setup();
    open();
    const form = await screen.findByRole("form", { name: "Record payment" });
    expect(within(form).getByLabelText("Amount (₹)")).toHaveValue("1008.2");
    expect(within(form).getByLabelText("Received on")).toHaveValue(istDate(new Date()));
    await user.type(within(form).getByLabelText("UTR or reference"), "HDFCN52026112100123");
    await user.click(within(form).getByRole("button", { name: "Record payment" }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      url: `/api/admin/orders/${ID}/payment`,
      method: "POST",
      body: { amount: 1008.2, receivedOn: istDate(new Date()), reference: "HDFCN52026112100123" },
    });
    const payment = await panel();
    expect(await within(payment).findByText("Paid")).toBeInTheDocument();
    expect(within(payment).getByRole("list", { name: "Payments received" })).toHaveTextContent("₹1,008.2021 Nov 2026 · UTR HDFCN52026112100123");
    expect(screen.queryByRole("form", { name: "Record payment" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start packing" })).toBeEnabled();
    expect(await screen.findByText("Payment recorded: paid.")).toBeInTheDocument();
  });

  it("a short payment leaves it part-paid, with the rest prefilled for the next one", async () => {
    const part = prepaid(
      { status: "part-paid", due: 508.2, received: 500, records: [{ amount: 500, receivedOn: "2026-11-21", reference: "UPI-33112" }] },
      4,
    );
    serve(prepaid(), () => json({ success: true, order: part }));
    const user = userEvent.setup();
    open();
    const amount = await screen.findByLabelText("Amount (₹)");
    await user.clear(amount);
    await user.type(amount, "500");
    await user.type(screen.getByLabelText("UTR or reference"), "UPI-33112");
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    const payment = await panel();
    expect(await within(payment).findByText("Part-paid")).toBeInTheDocument();
    expect(screen.getByLabelText("Amount (₹)")).toHaveValue("508.2");
    expect(screen.getByRole("button", { name: "Start packing" })).toHaveAccessibleDescription(
      "Record the payment before packing: ₹500.00 of ₹1,008.20 received.",
    );
  });

  it("checks the form before sending, and shows the server's refusal", async () => {
    serve(prepaid(), () => json({ success: false, message: "receivedOn cannot be before the order was placed (2026-11-20)." }, 400));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Record payment" }));
    expect(screen.getByLabelText("UTR or reference")).toHaveAccessibleDescription(/Give the UTR or the bank's reference/);
    expect(posts()).toHaveLength(0);
    await user.type(screen.getByLabelText("UTR or reference"), "N123456789");
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("receivedOn cannot be before the order was placed (2026-11-20).");
  });

  it("cash on delivery: paid on delivery, nothing to record", async () => {
    serve(sampleOrder(), () => json({ success: true, order: sampleOrder() }));
    open();
    const payment = await panel();
    expect(within(payment).getByText("Paid on delivery")).toBeInTheDocument();
    expect(payment).toHaveTextContent("MethodCash on delivery");
    expect(screen.queryByRole("form", { name: "Record payment" })).not.toBeInTheDocument();
    expect(screen.getByText(/^Placed .* · Cash on delivery$/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start packing" })).toBeEnabled();
  });
});
