import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { json } from "~/tests/support/admin";
import { capturedDownloads, fileAnswer } from "~/tests/support/downloads";
import { renderWithSession, signedInCustomer } from "~/tests/support/kit-orders";
import { customerReturn, ORDER_ID } from "~/tests/support/return-screens";
import { MyReturns } from "./my-returns";
import { OrderReturns } from "./order-returns";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const fetchMock = signedInCustomer("tok-3");
const saved = capturedDownloads();

const refunded = customerReturn({
  _id: "ret-9",
  status: "refunded",
  refundTo: { bank: { holder: "Asha Verma", account: "••••••••9012", ifsc: "SBIN0001234" } },
  refundReference: "UTR20261120001",
  refundDelivery: 20,
  refundAmount: 514.1,
  creditNote: { number: "TWCN/26-27/00007", date: "2026-11-19" },
  history: [
    { status: "requested", at: "2026-11-15T10:00:00.000Z" },
    { status: "approved", at: "2026-11-15T12:00:00.000Z", note: "Courier picks it up on 17 Nov, 10am–1pm." },
    { status: "received", at: "2026-11-18T12:00:00.000Z" },
    { status: "refunded", at: "2026-11-20T12:00:00.000Z" },
  ],
});
const rejected = customerReturn({
  _id: "ret-8",
  status: "rejected",
  history: [
    { status: "requested", at: "2026-11-15T10:00:00.000Z" },
    { status: "rejected", at: "2026-11-15T11:00:00.000Z", note: "Opened and used parts cannot be returned." },
  ],
});
const otherOrder = customerReturn({ _id: "ret-7", orderId: "other-order", orderNumber: "OTHER123", kind: "kit" });

describe("the returns of an order", () => {
  it("shows only this order's returns: status, items, refund, masked details, UTR and the staff's notes", async () => {
    fetchMock.mockImplementation(() => json({ success: true, returns: [refunded, rejected, otherOrder] }));
    renderWithSession(<OrderReturns orderId={ORDER_ID} />);
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/returns");
    expect(fetchMock.mock.calls[0][1].headers.token).toBe("tok-3");

    const [first, second] = cards;
    expect(first.querySelector("[data-status]")).toHaveTextContent("Refunded");
    expect(first).toHaveTextContent("Arduino Uno R3 × 1");
    expect(first).toHaveTextContent("Packaging and Utility Charges₹20.00");
    expect(first).toHaveTextContent("Refund₹514.10");
    expect(first).toHaveTextContent("Paid toBank account ••••••••9012, IFSC SBIN0001234 (Asha Verma)");
    expect(first).toHaveTextContent("Reference (UTR)UTR20261120001");
    expect(first).toHaveTextContent("Pickup instructions: Courier picks it up on 17 Nov, 10am–1pm.");
    expect(first).not.toHaveTextContent("123456789012");

    expect(second.querySelector("[data-status]")).toHaveTextContent("Rejected");
    expect(second).toHaveTextContent("Reason: Opened and used parts cannot be returned.");
    expect(second).toHaveTextContent("Paid toUPI as•••••••@okaxis");
    expect(within(second).queryByRole("button", { name: /credit note/ })).not.toBeInTheDocument();
  });

  it("downloads the credit note from the order's call, with the token", async () => {
    const pdf = `/api/orders/${ORDER_ID}/credit-notes/TWCN%2F26-27%2F00007`;
    fetchMock.mockImplementation((url: string) => (url === pdf ? fileAnswer("%PDF-1.7") : json({ success: true, returns: [refunded] })));
    const user = userEvent.setup();
    renderWithSession(<OrderReturns orderId={ORDER_ID} />);
    await user.click(await screen.findByRole("button", { name: "Download credit note TWCN/26-27/00007" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["TWCN-26-27-00007.pdf"]));
    expect(fetchMock.mock.calls.find(([url]) => url === pdf)![1].headers.token).toBe("tok-3");
  });

  it("fetches the photos with the token, shows them through object URLs and frees them when it goes", async () => {
    const photos = ["/api/returns/ret-9/photos/1", "/api/returns/ret-9/photos/2"];
    fetchMock.mockImplementation((url: string) =>
      photos.includes(url) ? fileAnswer("jpeg", { type: "image/jpeg" }) : json({ success: true, returns: [{ ...refunded, photos }] }),
    );
    const view = renderWithSession(<OrderReturns orderId={ORDER_ID} />);
    expect(await screen.findByRole("img", { name: "Photo 2 of the return" })).toHaveAttribute("src", expect.stringMatching(/^blob:/));
    for (const path of photos) expect(fetchMock.mock.calls.find(([url]) => url === path)![1].headers.token).toBe("tok-3");
    view.unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2);
  });

  it("shows nothing for an order without returns", async () => {
    fetchMock.mockImplementation(() => json({ success: true, returns: [otherOrder] }));
    const view = renderWithSession(<OrderReturns orderId={ORDER_ID} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(view.container).toBeEmptyDOMElement();
  });
});

describe("my returns", () => {
  it("lists every return with a link to its order (a kit's to its page)", async () => {
    fetchMock.mockImplementation(() => json({ success: true, returns: [refunded, otherOrder] }));
    renderWithSession(<MyReturns />);
    expect(await screen.findByRole("link", { name: "Order #3F9C2A1E" })).toHaveAttribute("href", "/orders");
    expect(screen.getByRole("link", { name: "Kit order #OTHER123" })).toHaveAttribute("href", "/kit-orders/other-order");
  });

  it("says when there are none", async () => {
    fetchMock.mockImplementation(() => json({ success: true, returns: [] }));
    renderWithSession(<MyReturns />);
    expect(await screen.findByRole("heading", { name: "No returns" })).toBeInTheDocument();
  });
});
