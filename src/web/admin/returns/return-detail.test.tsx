import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useParams } from "react-router";
import { describe, expect, it } from "vitest";
import type { ReturnStatus } from "~/src/core/returns";
import type { StaffReturn } from "~/src/core/shapes/returns";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import { fetchCalls } from "~/tests/support/admin-orders";
import { staffReturn } from "~/tests/support/return-screens";
import { ReturnDetail } from "./return-detail";

const fetchMock = signedInStaff();
const calls = () => fetchCalls(fetchMock);
const posts = () => calls().filter((call) => call.method === "POST");
const DETAIL = "/api/admin/returns/ret-0001";

function Detail() {
  const { id = "" } = useParams();
  return <ReturnDetail id={id} />;
}
const path = { path: "/admin/returns/ret-0001", pattern: "/admin/returns/:id" };

/** The return as it is now; a POST moves it to what the server answers (`after`), or is refused with `refusal`. */
function serve(start: StaffReturn, { after, refusal }: { after?: StaffReturn; refusal?: { status: number; message: string } } = {}) {
  let current = start;
  fetchMock.mockImplementation((url: string, init?: RequestInit) => {
    if (init?.method === "POST") {
      if (refusal) return json({ success: false, message: refusal.message }, refusal.status);
      current = after ?? current;
    }
    return json({ success: true, return: current });
  });
}

const ACTIONS = ["Approve", "Reject", "Mark received", "Mark refunded"];

describe("return detail: the steps its status allows", () => {
  it.each<[ReturnStatus, string[]]>([
    ["requested", ["Approve", "Reject"]],
    ["approved", ["Mark received", "Reject"]],
    ["received", ["Mark refunded"]],
  ])("a %s return offers only %j", async (status, labels) => {
    serve(staffReturn({ status }));
    renderAdmin(Detail, path);
    await screen.findByText("Asha Verma");
    for (const label of ACTIONS) {
      if (labels.includes(label)) expect(screen.getByRole("button", { name: label })).toBeInTheDocument();
      else expect(screen.queryByRole("button", { name: label })).not.toBeInTheDocument();
    }
  });

  it.each<ReturnStatus>(["rejected", "refunded"])("a %s return offers none and says so", async (status) => {
    serve(staffReturn({ status }));
    renderAdmin(Detail, path);
    expect(await screen.findByText(`A ${status} return does not change any more.`)).toBeInTheDocument();
    for (const label of ACTIONS) expect(screen.queryByRole("button", { name: label })).not.toBeInTheDocument();
  });

  it("shows the customer, the order link, the reason, the refund with its parts and the bank details in full", async () => {
    serve(staffReturn({ kind: "kit" }));
    renderAdmin(Detail, path);
    await screen.findByText("Asha Verma");
    expect(calls()[0]).toMatchObject({ url: DETAIL, method: "GET" });
    expect(fetchMock.mock.calls.at(-1)![1].headers.token).toBe("staff-token");
    expect(screen.getByRole("link", { name: "Kit order #3F9C2A1E" })).toHaveAttribute(
      "href",
      "/admin/kit-orders/3f9c2a1e-0000-4000-8000-000000000001",
    );
    expect(screen.getByText("Damaged or defective")).toBeInTheDocument();
    expect(screen.getByText("The board does not power up.")).toBeInTheDocument();
    const refund = screen.getByLabelText("Refund");
    expect(refund).toHaveTextContent("Goods₹1,019.30");
    expect(refund).toHaveTextContent("Packaging and Utility Charges₹20.00");
    expect(refund).toHaveTextContent("Refund₹1,039.30");
    expect(screen.getByText("Bank account 123456789012, IFSC SBIN0001234 (Asha Verma)")).toBeInTheDocument();
  });
});

describe("return detail: sending the steps", () => {
  it("Approve needs the pickup instructions, then sends them with the version", async () => {
    serve(staffReturn(), { after: staffReturn({ status: "approved", version: 5 }) });
    const user = userEvent.setup();
    renderAdmin(Detail, path);
    await user.click(await screen.findByRole("button", { name: "Approve" }));
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(screen.getByText("Write the pickup instructions; the customer needs them to send the items back.")).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await user.type(screen.getByLabelText("Pickup instructions"), "Courier collects on 17 Nov, 10am–1pm.");
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      url: `${DETAIL}/status`,
      method: "POST",
      body: { status: "approved", note: "Courier collects on 17 Nov, 10am–1pm.", version: 4 },
    });
    expect(await screen.findByRole("button", { name: "Mark received" })).toBeInTheDocument();
  });

  it("Reject sends the reason the customer will read", async () => {
    serve(staffReturn({ status: "approved" }), { after: staffReturn({ status: "rejected" }) });
    const user = userEvent.setup();
    renderAdmin(Detail, path);
    await user.click(await screen.findByRole("button", { name: "Reject" }));
    await user.type(screen.getByLabelText("Reason"), "The parcel never arrived.");
    await user.click(screen.getByRole("button", { name: "Reject the return" }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0].body).toEqual({ status: "rejected", note: "The parcel never arrived.", version: 4 });
  });

  it("Mark received starts with every unit restocked, refuses numbers that do not add up, and sends each line's split", async () => {
    serve(staffReturn({ status: "approved" }), { after: staffReturn({ status: "received" }) });
    const user = userEvent.setup();
    renderAdmin(Detail, path);
    await user.click(await screen.findByRole("button", { name: "Mark received" }));
    const form = screen.getByRole("form", { name: "Mark the return received" });
    expect(within(form).getByLabelText("Restock Arduino Uno R3")).toHaveValue("2");
    expect(within(form).getByLabelText("Damaged Arduino Uno R3")).toHaveValue("0");

    await user.clear(within(form).getByLabelText("Damaged Servo SG90"));
    await user.type(within(form).getByLabelText("Damaged Servo SG90"), "1");
    await user.click(screen.getByRole("button", { name: "Confirm received" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Servo SG90: restocked and damaged must be whole numbers adding up to 2.");
    expect(posts()).toHaveLength(0);

    await user.clear(within(form).getByLabelText("Restock Servo SG90"));
    await user.type(within(form).getByLabelText("Restock Servo SG90"), "1");
    await user.click(screen.getByRole("button", { name: "Confirm received" }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0].body).toEqual({
      status: "received",
      lines: [
        { productId: "arduino-uno-r3", restock: 2, damaged: 0 },
        { productId: "servo-sg90", restock: 1, damaged: 1 },
      ],
      version: 4,
    });
  });

  it("Mark refunded shows the refund before confirming, takes the UTR and sends the return's amount", async () => {
    serve(staffReturn({ status: "received" }), { after: staffReturn({ status: "refunded", refundTo: null, refundReference: "UTR123" }) });
    const user = userEvent.setup();
    renderAdmin(Detail, path);
    await user.click(await screen.findByRole("button", { name: "Mark refunded" }));
    expect(screen.getByLabelText("Amount refunded")).toHaveValue("₹1,039.30");
    expect(screen.getByLabelText("Amount refunded")).toHaveAttribute("readonly");
    expect(screen.getByText("Pay to: Bank account 123456789012, IFSC SBIN0001234 (Asha Verma)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Confirm refunded" }));
    expect(posts()).toHaveLength(0);

    await user.type(screen.getByLabelText("Reference (UTR)"), "UTR123");
    await user.click(screen.getByRole("button", { name: "Confirm refunded" }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0].body).toEqual({ status: "refunded", refund: { amount: 1039.3, reference: "UTR123" }, version: 4 });
    expect(await screen.findByText("A refunded return does not change any more.")).toBeInTheDocument();
  });

  it("a 409 shows the server's message and loads the return again", async () => {
    const message = "This return was changed by someone else; reload it.";
    serve(staffReturn(), { refusal: { status: 409, message } });
    const user = userEvent.setup();
    renderAdmin(Detail, path);
    await user.click(await screen.findByRole("button", { name: "Reject" }));
    await user.type(screen.getByLabelText("Reason"), "Too late.");
    await user.click(screen.getByRole("button", { name: "Reject the return" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    const afterRefusal = () => calls().slice(calls().findIndex((call) => call.method === "POST"));
    await waitFor(() => expect(afterRefusal().filter((call) => call.url === DETAIL && call.method === "GET")).toHaveLength(1));
  });
});
