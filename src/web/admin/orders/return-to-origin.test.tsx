import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useParams } from "react-router";
import { describe, expect, it } from "vitest";
import type { AdminOrder } from "~/src/core/shapes/admin-orders";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import { fetchCalls, kitOrder, sampleOrder } from "~/tests/support/admin-orders";
import { capturedDownloads, fileAnswer } from "~/tests/support/downloads";
import { staffReturn } from "~/tests/support/return-screens";
import { OrderDetail } from "./order-detail";

const fetchMock = signedInStaff();
const saved = capturedDownloads();
const calls = () => fetchCalls(fetchMock);
const posts = () => calls().filter((call) => call.method === "POST");
const ID = "3f9c2a1e-0000-4000-8000-000000000001";
const RTO = `/api/admin/orders/${ID}/return-to-origin`;

function Detail() {
  const { id = "" } = useParams();
  return <OrderDetail kind="component" id={id} />;
}
const detailPath = { path: `/admin/orders/${ID}`, pattern: "/admin/orders/:id" };

const marked = (facts: Partial<NonNullable<AdminOrder["returnToOrigin"]>> = {}) =>
  sampleOrder({
    status: "cancelled",
    version: 4,
    returnToOrigin: { reason: "Address not found", markedAt: "2026-11-22T10:00:00.000Z", receivedAt: null, creditNote: null, ...facts },
  });

/** The order as it is now, then as each POST leaves it; the order's returns for GET /api/admin/returns?orderId=. */
function serve(states: AdminOrder[], returns = [] as ReturnType<typeof staffReturn>[]) {
  let current = 0;
  fetchMock.mockImplementation((url: string, init?: RequestInit) => {
    if (url.startsWith("/api/admin/returns?")) return json({ success: true, returns, total: returns.length, page: 1, pages: 1 });
    if (url.endsWith("/invoice?format=json")) return json({ success: false, message: "No invoice here." }, 404);
    if (url.startsWith("/api/admin/credit-notes/")) return fileAnswer("%PDF-1.7");
    if (init?.method === "POST") current = Math.min(current + 1, states.length - 1);
    return json({ success: true, order: states[current] });
  });
}

describe("order detail: return to origin", () => {
  it.each(["pending", "packing", "delivered", "cancelled"])("a %s order has no return-to-origin action", async (status) => {
    serve([sampleOrder({ status })]);
    renderAdmin(Detail, detailPath);
    await screen.findByText("Arduino Uno R3");
    expect(screen.queryByRole("button", { name: "Parcel came back (return to origin)" })).not.toBeInTheDocument();
  });

  it("a shipped order: the reason is asked, then sent; the order shows the parcel on its way back", async () => {
    serve([sampleOrder({ status: "shipped" }), marked()]);
    const user = userEvent.setup();
    renderAdmin(Detail, detailPath);
    await user.click(await screen.findByRole("button", { name: "Parcel came back (return to origin)" }));
    await user.click(screen.getByRole("button", { name: "Confirm return to origin" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose why the parcel came back.");
    expect(posts()).toHaveLength(0);

    await user.click(screen.getByRole("radio", { name: "Address not found" }));
    await user.click(screen.getByRole("button", { name: "Confirm return to origin" }));
    await waitFor(() => expect(posts()).toEqual([{ url: RTO, method: "POST", body: { reason: "Address not found" } }]));
    const panel = (await screen.findByRole("heading", { name: "Return to origin" })).parentElement!;
    expect(panel).toHaveTextContent("Address not found");
    expect(panel).toHaveTextContent("On its way back to the shop.");
    expect(screen.queryByRole("button", { name: "Parcel came back (return to origin)" })).not.toBeInTheDocument();
  });

  it("another reason is typed", async () => {
    serve([sampleOrder({ status: "shipped" }), marked({ reason: "Parcel damaged in transit" })]);
    const user = userEvent.setup();
    renderAdmin(Detail, detailPath);
    await user.click(await screen.findByRole("button", { name: "Parcel came back (return to origin)" }));
    await user.click(screen.getByRole("radio", { name: "Other reason" }));
    await user.type(screen.getByRole("textbox", { name: "Other reason" }), "Parcel damaged in transit");
    await user.click(screen.getByRole("button", { name: "Confirm return to origin" }));
    await waitFor(() => expect(posts()[0]?.body).toEqual({ reason: "Parcel damaged in transit" }));
  });

  it("a parcel on its way back: 'Parcel received back' asks first, sends received, then shows the date and the credit note", async () => {
    const received = marked({ receivedAt: "2026-11-25T11:00:00.000Z", creditNote: { number: "TWCN/26-27/00003", date: "2026-11-25" } });
    serve([marked(), received]);
    const user = userEvent.setup();
    renderAdmin(Detail, detailPath);
    await user.click(await screen.findByRole("button", { name: "Parcel received back" }));
    expect(posts()).toHaveLength(0);
    await user.click(within(screen.getByRole("alertdialog", { name: "Parcel received back" })).getByRole("button", { name: "Yes, it is back" }));
    await waitFor(() => expect(posts()).toEqual([{ url: RTO, method: "POST", body: { received: true } }]));

    const panel = (await screen.findByRole("heading", { name: "Return to origin" })).parentElement!;
    expect(await within(panel).findByText(/Received back/)).toHaveTextContent("its units are in stock again");
    expect(panel).toHaveTextContent("Credit note TWCN/26-27/00003");
    expect(within(panel).queryByRole("button", { name: "Parcel received back" })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole("button", { name: "Download credit note" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["TWCN-26-27-00003.pdf"]));
    expect(calls().map((call) => call.url)).toContain("/api/admin/credit-notes/TWCN%2F26-27%2F00003");
  });

  it("a kit order's parcel goes to the kit-order call", async () => {
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      url.endsWith("/invoice?format=json") || url.startsWith("/api/admin/returns?")
        ? json({ success: true, returns: [] })
        : json({
            success: true,
            order: init?.method === "POST" ? { ...kitOrder("cancelled"), returnToOrigin: marked().returnToOrigin } : kitOrder("shipped"),
          }),
    );
    function KitDetail() {
      const { id = "" } = useParams();
      return <OrderDetail kind="kit" id={id} />;
    }
    const user = userEvent.setup();
    renderAdmin(KitDetail, { path: `/admin/kit-orders/${ID}`, pattern: "/admin/kit-orders/:id" });
    await user.click(await screen.findByRole("button", { name: "Parcel came back (return to origin)" }));
    await user.click(screen.getByRole("radio", { name: "Refused at the door" }));
    await user.click(screen.getByRole("button", { name: "Confirm return to origin" }));
    // The page's other POST is the kit hints' check (a read); the parcel goes to the kit order's own call.
    await waitFor(() =>
      expect(
        posts()
          .filter((post) => post.url.startsWith("/api/admin/"))
          .map((post) => post.url),
      ).toEqual([`/api/admin/kit-orders/${ID}/return-to-origin`]),
    );
  });
});

describe("order detail: the order's returns", () => {
  it("lists them from the returns call, each linking to its page", async () => {
    serve([sampleOrder({ status: "delivered" })], [staffReturn(), staffReturn({ _id: "ret-2", status: "refunded" })]);
    renderAdmin(Detail, detailPath);
    const panel = (await screen.findByRole("heading", { name: "Returns" })).parentElement!;
    expect(calls().map((call) => call.url)).toContain(`/api/admin/returns?orderId=${ID}`);
    const links = within(panel).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/admin/returns/ret-0001", "/admin/returns/ret-2"]);
    expect(links[1]).toHaveTextContent("Refunded");
  });

  it("has no panel when the order has no returns", async () => {
    serve([sampleOrder({ status: "delivered" })]);
    renderAdmin(Detail, detailPath);
    await screen.findByText("Arduino Uno R3");
    await waitFor(() => expect(calls().map((call) => call.url)).toContain(`/api/admin/returns?orderId=${ID}`));
    expect(screen.queryByRole("heading", { name: "Returns" })).not.toBeInTheDocument();
  });
});
