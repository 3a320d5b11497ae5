import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CustomerReturn } from "~/src/core/shapes/returns";
import { json } from "~/tests/support/admin";
import { order as kitOrder, signedInCustomer } from "~/tests/support/kit-orders";
import { customerReturn, deliveredOrder, ORDER_ID, renderCustomerPage } from "~/tests/support/return-screens";
import { ReturnRequest } from "./return-request";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const fetchMock = signedInCustomer("tok-7");
const RETURNS = `/api/orders/${ORDER_ID}/returns`;

/** The customer's orders and returns; `answer` for the return request. */
function serve({
  returns = [] as CustomerReturn[],
  order = deliveredOrder(),
  answer = () => json({ success: true, return: customerReturn() }, 201),
} = {}) {
  fetchMock.mockImplementation((url: string) => {
    if (url === "/api/order/userorders") return json({ success: true, orders: [order] });
    if (url === "/api/returns") return json({ success: true, returns });
    if (url === RETURNS) return answer();
    return json({ success: false, message: `Unexpected ${url}` }, 404);
  });
}
const returnCalls = () => fetchMock.mock.calls.filter(([url]) => url === RETURNS || String(url).startsWith("/api/kit-orders/abc-1/returns"));

function renderPage() {
  return renderCustomerPage(<ReturnRequest kind="component" id={ORDER_ID} />, { path: `/orders/${ORDER_ID}/return`, pattern: "/orders/:id/return" });
}

beforeEach(() => {
  // 16 Nov 2026 in India: the window of the delivered order runs until 21 Nov.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-16T10:00:00+05:30"));
  URL.createObjectURL = vi.fn(() => "blob:http://localhost/preview");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(URL, "createObjectURL");
  Reflect.deleteProperty(URL, "revokeObjectURL");
});

async function fillUpi(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText("Arduino Uno R3"), "1");
  await user.click(screen.getByRole("radio", { name: "Damaged or defective" }));
  await user.type(screen.getByLabelText("UPI ID"), "asha.verma@okaxis");
}

describe("return request", () => {
  it("sends the chosen lines, reason, note and UPI ID as JSON, then goes back to the orders with a toast", async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await fillUpi(user);
    await user.type(screen.getByLabelText(/Anything else/), "Dead on arrival");
    await user.click(screen.getByRole("button", { name: "Request return" }));

    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/orders"));
    const [[, init]] = returnCalls();
    expect(init.method).toBe("POST");
    expect(init.headers.token).toBe("tok-7");
    expect(init.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(init.body)).toEqual({
      lines: [{ productId: "arduino-uno-r3", quantity: 1 }],
      reason: "damaged",
      note: "Dead on arrival",
      refund: { upi: "asha.verma@okaxis" },
    });
    expect(toast.success).toHaveBeenCalledWith(expect.stringContaining("return request has been sent"));
  });

  it("sends multipart with the JSON in `return` and the picture in `photos` when a photo is added", async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await fillUpi(user);
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], "board.jpg", { type: "image/jpeg" });
    await user.upload(screen.getByLabelText("Add photos"), photo);
    expect(within(screen.getByRole("list", { name: "Chosen photos" })).getByRole("img", { name: "board.jpg" })).toHaveAttribute(
      "src",
      "blob:http://localhost/preview",
    );
    await user.click(screen.getByRole("button", { name: "Request return" }));

    await waitFor(() => expect(returnCalls()).toHaveLength(1));
    const [[, init]] = returnCalls();
    expect(init.body).toBeInstanceOf(FormData);
    // The browser sets the multipart type with its boundary; a hand-set JSON type would break the upload.
    expect(init.headers["content-type"]).toBeUndefined();
    const form = init.body as FormData;
    expect(JSON.parse(form.get("return") as string)).toEqual({
      lines: [{ productId: "arduino-uno-r3", quantity: 1 }],
      reason: "damaged",
      refund: { upi: "asha.verma@okaxis" },
    });
    const photos = form.getAll("photos") as File[];
    expect(photos.map((file) => file.name)).toEqual(["board.jpg"]);
  });

  it("removes a chosen photo, and refuses a file that is not a picture", async () => {
    serve();
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    const input = await screen.findByLabelText("Add photos");
    await user.upload(input, new File(["%PDF"], "bill.pdf", { type: "application/pdf" }));
    expect(screen.getByText(/bill\.pdf cannot be sent/)).toBeInTheDocument();
    await user.upload(input, new File(["x"], "a.png", { type: "image/png" }));
    await user.click(screen.getByRole("button", { name: "Remove a.png" }));
    expect(screen.queryByRole("list", { name: "Chosen photos" })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:http://localhost/preview");
  });

  it("refuses a bad IFSC next to the field, without sending anything", async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(await screen.findByLabelText("Servo SG90"), "2");
    await user.click(screen.getByRole("radio", { name: "Wrong item sent" }));
    await user.click(screen.getByRole("radio", { name: "Bank account" }));
    await user.type(screen.getByLabelText("Account holder's name"), "Asha Verma");
    await user.type(screen.getByLabelText("Account number"), "123456789012");
    await user.type(screen.getByLabelText("IFSC"), "SBIN001234");
    await user.click(screen.getByRole("button", { name: "Request return" }));

    expect(screen.getByLabelText("IFSC")).toHaveAccessibleDescription(
      "IFSC must be 4 letters, a 0, then 6 letters or digits, for example SBIN0001234.",
    );
    expect(screen.getByLabelText("IFSC")).toHaveAttribute("aria-invalid", "true");
    expect(returnCalls()).toHaveLength(0);

    await user.clear(screen.getByLabelText("IFSC"));
    await user.type(screen.getByLabelText("IFSC"), "sbin0001234");
    await user.click(screen.getByRole("button", { name: "Request return" }));
    await waitFor(() => expect(returnCalls()).toHaveLength(1));
    expect(JSON.parse(returnCalls()[0][1].body).refund).toEqual({ bank: { holder: "Asha Verma", account: "123456789012", ifsc: "SBIN0001234" } });
  });

  it("asks for a line and a reason before sending", async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText("UPI ID"), "asha.verma@okaxis");
    await user.click(screen.getByRole("button", { name: "Request return" }));
    expect(screen.getByText("Choose at least one item to return.")).toBeInTheDocument();
    expect(screen.getByText("Choose why you are returning the items.")).toBeInTheDocument();
    expect(returnCalls()).toHaveLength(0);
  });

  it("offers at most what is left of each line: earlier returns count unless rejected", async () => {
    const earlier = [
      customerReturn({ status: "approved", lines: [{ productId: "arduino-uno-r3", name: "Arduino Uno R3", image: "", quantity: 1, refund: 494.1 }] }),
      customerReturn({
        _id: "ret-2",
        status: "rejected",
        lines: [{ productId: "arduino-uno-r3", name: "Arduino Uno R3", image: "", quantity: 1, refund: 494.1 }],
      }),
      customerReturn({
        _id: "ret-3",
        status: "refunded",
        lines: [{ productId: "servo-sg90", name: "Servo SG90", image: "", quantity: 2, refund: 31.1 }],
      }),
      // Another order's return takes nothing from this one.
      customerReturn({
        _id: "ret-4",
        orderId: "other",
        lines: [{ productId: "arduino-uno-r3", name: "Arduino Uno R3", image: "", quantity: 1, refund: 1 }],
      }),
    ];
    serve({ returns: earlier });
    renderPage();
    const arduino = await screen.findByLabelText("Arduino Uno R3");
    expect(
      within(arduino)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["0", "1"]);
    expect(screen.getByText("Bought 2 · 1 already in a return")).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Servo SG90" })).not.toBeInTheDocument();
    expect(screen.getByText("All returned")).toBeInTheDocument();
  });

  it("previews the refund by the shop's rule: the delivery charge only when the shop was at fault and everything comes back", async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(await screen.findByLabelText("Arduino Uno R3"), "2");
    await user.selectOptions(screen.getByLabelText("Servo SG90"), "2");
    await user.click(screen.getByRole("radio", { name: "No longer needed" }));
    expect(screen.getByTestId("refund-total")).toHaveTextContent("₹1,019.30");
    await user.click(screen.getByRole("radio", { name: "Damaged or defective" }));
    expect(screen.getByTestId("refund-total")).toHaveTextContent("₹1,039.30");
    await user.selectOptions(screen.getByLabelText("Servo SG90"), "1");
    expect(screen.getByTestId("refund-total")).toHaveTextContent("₹1,003.75");
    expect(screen.getByText("The shop confirms the amount when the items are back with it.")).toBeInTheDocument();
  });

  it("shows the server's refusal on the page and stays", async () => {
    const message = "Returns for this order closed on 21 Nov 2026.";
    serve({ answer: () => json({ success: false, message }, 409) });
    const user = userEvent.setup();
    renderPage();
    await fillUpi(user);
    await user.click(screen.getByRole("button", { name: "Request return" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByTestId("location")).toHaveTextContent(`/orders/${ORDER_ID}/return`);
  });

  it("after the window: no form, the day returns closed", async () => {
    vi.setSystemTime(new Date("2026-11-22T00:05:00+05:30"));
    serve();
    renderPage();
    expect(await screen.findByText("Returns for this order closed on 21 Nov 2026.")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Return request" })).not.toBeInTheDocument();
  });
});

describe("kit return request", () => {
  it("sends to the kit order's call, refunds the part as charged (its 5 % off) and goes back to the kit order", async () => {
    const kit = { ...kitOrder("abc-1", "2026-11-10T10:00:00.000Z", "delivered"), returnWindowClosesOn: "2026-11-21" };
    fetchMock.mockImplementation((url: string) => {
      if (url === "/api/kit-orders/abc-1") return json({ success: true, order: kit });
      if (url === "/api/returns") return json({ success: true, returns: [] });
      return json({ success: true, return: customerReturn({ kind: "kit" }) }, 201);
    });
    const user = userEvent.setup();
    renderCustomerPage(<ReturnRequest kind="kit" id="abc-1" />, { path: "/kit-orders/abc-1/return", pattern: "/kit-orders/:id/return" });
    await user.selectOptions(await screen.findByLabelText("Part abc-1-b"), "1");
    // ₹200 less the kit's 5 %.
    expect(screen.getByTestId("refund-total")).toHaveTextContent("₹190.00");
    await user.click(screen.getByRole("radio", { name: "Not as described" }));
    await user.type(screen.getByLabelText("UPI ID"), "asha@okaxis");
    await user.click(screen.getByRole("button", { name: "Request return" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/kit-orders/abc-1"));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/kit-orders/abc-1/returns")!;
    expect(JSON.parse(init.body)).toEqual({
      lines: [{ productId: "abc-1-b", quantity: 1 }],
      reason: "not-as-described",
      refund: { upi: "asha@okaxis" },
    });
  });
});
