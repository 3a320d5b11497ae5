import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, renderAdmin, stubFetch } from "~/tests/support/admin";
import { AdminUserProvider } from "~/src/web/admin/shell/admin-user";
import { StaffView } from "./staff-view";

const owner = { _id: "u-owner", name: "Priya Shah", email: "priya@example.in", role: "owner" as const };
const helper = { _id: "u-staff", name: "Ravi Kumar", email: "ravi@example.in", role: "staff" as const, createdAt: "2026-11-01T00:00:00.000Z" };
const Page = () => (
  <AdminUserProvider value={owner}>
    <StaffView />
  </AdminUserProvider>
);

let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  localStorage.setItem("token", "owner-token");
  fetchMock = stubFetch().mockImplementation((url: string, init?: RequestInit) => {
    if (url === "/api/admin/invitations")
      return json({ success: true, link: "/admin/invitation?token=abc123", expiresAt: "2026-11-30T00:00:00.000Z" }, 201);
    if (init?.method === "PATCH") return json({ success: false, message: "The shop needs at least one owner." }, 409);
    return json({ success: true, staff: [{ ...owner, createdAt: "2026-10-01T00:00:00.000Z" }, helper] });
  });
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("staff page", () => {
  it("invites by e-mail and shows the full link once, with a copy button", async () => {
    const user = userEvent.setup();
    renderAdmin(Page, { path: "/admin/staff" });
    await screen.findByText("Ravi Kumar");
    await user.type(screen.getByLabelText("E-mail"), "new@example.in");
    await user.click(screen.getByRole("button", { name: "Create invitation" }));
    expect(await screen.findByTestId("invitation-link")).toHaveTextContent(`${window.location.origin}/admin/invitation?token=abc123`);
    expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url, init]) => url === "/api/admin/invitations" && init?.method === "POST")!;
    expect(JSON.parse(post[1].body)).toEqual({ email: "new@example.in", role: "staff" });
  });

  it("changing a role sends it and shows the server's refusal", async () => {
    const user = userEvent.setup();
    renderAdmin(Page, { path: "/admin/staff" });
    await user.selectOptions(await screen.findByLabelText("Role of Ravi Kumar"), "customer");
    expect(await screen.findByText("The shop needs at least one owner.")).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => url === "/api/admin/staff/u-staff" && init.method === "PATCH")).toBe(true));
  });
});

describe("pending invitations", () => {
  it("lists the links not yet used and revokes one", async () => {
    const pending = {
      email: "asha@example.in",
      role: "staff",
      invitedBy: owner.email,
      createdAt: "2026-11-20T00:00:00.000Z",
      expiresAt: "2026-11-27T00:00:00.000Z",
    };
    let revoked = false;
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      if (url === "/api/admin/invitations") return json({ success: true, invitations: revoked ? [] : [pending] });
      if (url === "/api/admin/invitations/asha%40example.in" && init?.method === "DELETE") {
        revoked = true;
        return json({ success: true, message: "Invitation revoked." });
      }
      return json({ success: true, staff: [{ ...owner, createdAt: "2026-10-01T00:00:00.000Z" }] });
    });
    const user = userEvent.setup();
    renderAdmin(Page, { path: "/admin/staff" });
    const section = await screen.findByRole("region", { name: "Pending invitations" });
    expect(section).toHaveTextContent("asha@example.in");
    expect(section).toHaveTextContent("Staff · link valid until 27 Nov 2026");
    await user.click(screen.getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Pending invitations" })).not.toBeInTheDocument());
  });
});
