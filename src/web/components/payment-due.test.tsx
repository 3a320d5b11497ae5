import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PaymentDue } from "./payment-due";

const upiLink = "upi://pay?pa=tinkerwala%40hdfcbank&pn=Tinkerwala&am=9642.00&cu=INR&tn=Order%20F844D97C&tr=F844D97C";

describe("PaymentDue", () => {
  it("shows what is still due on a part-paid UPI order, the payments so far, the QR code and the UPI app link", async () => {
    render(
      <PaymentDue
        orderNumber="F844D97C"
        poNumber="ATL/2026/117"
        payment={{
          method: "upi",
          status: "part-paid",
          due: 9642,
          received: 5000,
          records: [{ amount: 5000, receivedOn: "2026-11-28", reference: "HDFC1234" }],
          upiLink,
        }}
      />,
    );
    const region = screen.getByRole("region", { name: "Payment" });
    expect(region).toHaveTextContent("Part-paid: ₹9,642.00 still due");
    expect(region).toHaveTextContent("Purchase order: ATL/2026/117");
    expect(region).toHaveTextContent("₹5,000.00 received on 2026-11-28 (ref. HDFC1234)");
    expect(screen.getByRole("link", { name: "Pay with a UPI app" })).toHaveAttribute("href", upiLink);
    expect(await screen.findByRole("img", { name: /UPI QR code/ })).toHaveAttribute("src", expect.stringMatching(/^data:image\/png;base64,/));
  });

  it("says a paid order is paid, with no way to pay again", () => {
    render(
      <PaymentDue orderNumber="A1" poNumber={null} payment={{ method: "bank-transfer", status: "received", due: 0, received: 1200, records: [] }} />,
    );
    expect(screen.getByRole("region", { name: "Payment" })).toHaveTextContent("Paid: ₹1,200.00 received");
    expect(screen.queryByRole("link", { name: "Pay with a UPI app" })).not.toBeInTheDocument();
  });

  it("shows nothing for cash on delivery but the purchase order", () => {
    const { container } = render(
      <PaymentDue orderNumber="A1" poNumber={null} payment={{ method: "cod", status: "on-delivery", due: 100, received: 0, records: [] }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
