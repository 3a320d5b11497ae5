import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, renderAdmin, stubFetch } from "~/tests/support/admin";
import { OutboxView } from "./outbox-view";

const failed = {
  _id: "m1",
  kind: "order-received",
  to: "kavya@example.in",
  subject: "We have received your order #1A2B3C4D",
  status: "failed",
  attempts: 9,
  lastError: "451: Mailbox busy",
  createdAt: "2026-11-20T09:30:00.000Z",
  sentAt: null,
  nextAttemptAt: "2026-11-21T09:30:00.000Z",
};

let fetchMock: ReturnType<typeof stubFetch>;
let smtpConfigured = false;
beforeEach(() => {
  smtpConfigured = false;
  localStorage.setItem("token", "staff-token");
  fetchMock = stubFetch();
  fetchMock.mockImplementation((url: string, init: RequestInit = {}) => {
    if (init.method === "POST")
      return json({ success: true, message: "The mail goes out on the next round.", mail: { ...failed, status: "pending" } });
    if (url === "/api/admin/outbox/m1")
      return json({ success: true, mail: { ...failed, text: "Hello Kavya,\n\nThank you for your order.", html: "" } });
    return json({
      success: true,
      mails: [failed],
      total: 1,
      pageSize: 30,
      counts: { pending: 0, sent: 4, failed: 1 },
      smtpConfigured: smtpConfigured,
    });
  });
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("outbox", () => {
  it("says mails wait when no mail server is set, with nothing to send them through", async () => {
    const user = userEvent.setup();
    renderAdmin(OutboxView, { path: "/admin/outbox" });
    expect(await screen.findByRole("note")).toHaveTextContent("No mail server is set up (SMTP_URL)");
    await user.click(screen.getByRole("button", { name: /We have received your order #1A2B3C4D/ }));
    expect(await screen.findByText(/Thank you for your order\./)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send again now" })).not.toBeInTheDocument();
  });

  it("shows counts, a failed mail's error and its text, and sends it again", async () => {
    smtpConfigured = true;
    const user = userEvent.setup();
    renderAdmin(OutboxView, { path: "/admin/outbox" });
    await screen.findByRole("button", { name: "Failed (1)" });
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Failed (1)" })).toBeInTheDocument();
    expect(screen.getByText("9 tries; last answer: 451: Mailbox busy")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /We have received your order #1A2B3C4D/ }));
    expect(await screen.findByText(/Thank you for your order\./)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send again now" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => url === "/api/admin/outbox/m1/retry" && init?.method === "POST")).toBe(true),
    );
  });

  it("filters by status through the API", async () => {
    const user = userEvent.setup();
    renderAdmin(OutboxView, { path: "/admin/outbox" });
    await user.click(await screen.findByRole("button", { name: "Failed (1)" }));
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/admin/outbox?page=1&status=failed"));
  });
});
