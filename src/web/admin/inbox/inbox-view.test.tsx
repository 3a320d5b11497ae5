import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, renderAdmin, stubFetch } from "~/tests/support/admin";
import { InboxView } from "./inbox-view";

const enquiry = {
  _id: "e1",
  createdAt: "2026-11-20T09:30:00.000Z",
  answered: false,
  answeredAt: null,
  answeredBy: null,
  note: "",
  name: "Kavya Nair",
  email: "kavya@example.in",
  phone: "9876543210",
  message: "Do you stock 18650 cells?",
};
const booking = {
  _id: "b1",
  createdAt: "2026-11-21T09:30:00.000Z",
  answered: false,
  answeredAt: null,
  answeredBy: null,
  note: "",
  workshopId: "robotics-101",
  school: "Greenwood High",
  contact: "principal@greenwood.in",
  date: "2026-12-05",
  students: 30,
};

let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  localStorage.setItem("token", "staff-token");
  fetchMock = stubFetch();
  fetchMock.mockImplementation((url: string, init: RequestInit = {}) => {
    if (init.method === "POST") return json({ success: true, item: { ...enquiry, answered: true } });
    if (url.startsWith("/api/admin/bookings")) return json({ success: true, items: [booking], total: 1 });
    return json({ success: true, items: [enquiry], total: 1 });
  });
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("inbox", () => {
  it("lists new enquiries and marks one answered with a note", async () => {
    const user = userEvent.setup();
    renderAdmin(InboxView, { path: "/admin/inbox" });
    const card = (await screen.findByRole("heading", { name: "Kavya Nair" })).closest("article")!;
    expect(card).toHaveTextContent("Do you stock 18650 cells?");
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/enquiries?page=1&status=new");
    await user.type(within(card).getByLabelText("Note"), "Replied by phone");
    await user.click(within(card).getByRole("button", { name: "Mark answered" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === "POST")!;
    expect(url).toBe("/api/admin/enquiries/e1");
    expect(JSON.parse(init.body)).toEqual({ answered: true, note: "Replied by phone" });
  });

  it("switches to workshop bookings and shows their details", async () => {
    const user = userEvent.setup();
    renderAdmin(InboxView, { path: "/admin/inbox" });
    await user.click(await screen.findByRole("tab", { name: "Workshop bookings" }));
    const card = (await screen.findByRole("heading", { name: "Greenwood High" })).closest("article")!;
    expect(card).toHaveTextContent("robotics-101");
    expect(card).toHaveTextContent("30");
    expect(screen.getByRole("tab", { name: "Workshop bookings" })).toHaveAttribute("aria-selected", "true");
  });
});
