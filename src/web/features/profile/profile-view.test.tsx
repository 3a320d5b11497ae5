import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeAccountApi } from "~/tests/support/fake-account-api";
import { SessionProvider } from "~/src/web/shop/session";
import { ProfileView } from "./profile-view";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function renderProfile() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Page = () => (
    <QueryClientProvider client={client}>
      <SessionProvider>
        <ProfileView />
        <Where />
      </SessionProvider>
    </QueryClientProvider>
  );
  const Stub = createRoutesStub([
    { path: "/profile", Component: Page },
    { path: "/login", Component: Page },
  ]);
  render(<Stub initialEntries={["/profile"]} />);
  await screen.findByDisplayValue("Asha Rao");
  return userEvent.setup();
}

let api: ReturnType<typeof fakeAccountApi>;
beforeEach(() => {
  api = fakeAccountApi();
  window.localStorage.setItem("token", "session-token");
  vi.stubGlobal("fetch", api.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const panel = (name: string) => screen.getByRole("region", { name });

describe("profile: logging out", () => {
  it.each([
    ["Log Out", "/api/user/logout"],
    ["Log Out Everywhere", "/api/user/logout-all"],
  ])("%s ends the session(s) on the server, forgets the token and goes to /login", async (button, path) => {
    const user = await renderProfile();
    await user.click(screen.getByRole("button", { name: button }));
    expect(screen.getByTestId("where")).toHaveTextContent("/login");
    expect(window.localStorage.getItem("token")).toBeNull();
    await vi.waitFor(() => expect(api.callsTo("POST", path)).toEqual([expect.objectContaining({ token: "session-token" })]));
    expect(api.calls.filter((call) => call.path.startsWith("/api/user/logout"))).toHaveLength(1);
  });
});

describe("profile: your details", () => {
  it("shows name and e-mail, saves a new name without asking for the password", async () => {
    const user = await renderProfile();
    expect(screen.getByLabelText("E-mail")).toHaveValue("asha@example.in");
    expect(screen.queryByLabelText("Current password", { selector: "#account-email-password" })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Name"), "Asha R");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    expect(await within(panel("Your details")).findByRole("status")).toHaveTextContent("Your details are saved.");
    expect(api.callsTo("POST", "/api/user/me")[0].body).toEqual({ name: "Asha R", email: "asha@example.in" });
  });

  it("asks for the current password when the e-mail changes, and shows the server's refusal", async () => {
    api.refusals.set("POST /api/user/me", { status: 400, message: "Your current password is not correct." });
    const user = await renderProfile();
    await user.clear(screen.getByLabelText("E-mail"));
    await user.type(screen.getByLabelText("E-mail"), "asha.new@example.in");
    await user.type(within(panel("Your details")).getByLabelText("Current password"), "my-old-secret");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    expect(await within(panel("Your details")).findByRole("alert")).toHaveTextContent("Your current password is not correct.");
    expect(api.callsTo("POST", "/api/user/me")[0].body).toEqual({ name: "Asha Rao", email: "asha.new@example.in", currentPassword: "my-old-secret" });
    expect(window.localStorage.getItem("token")).toBe("session-token");
  });
});

describe("profile: change password", () => {
  it("checks the confirmation before asking the server, then shows the server's answer", async () => {
    const user = await renderProfile();
    const form = within(panel("Change password"));
    await user.type(form.getByLabelText("Current password"), "old-secret-1");
    await user.type(form.getByLabelText("New password"), "new-secret-22");
    await user.type(form.getByLabelText("Confirm new password"), "new-secret-23");
    await user.click(form.getByRole("button", { name: "Change password" }));
    expect(form.getByRole("alert")).toHaveTextContent("do not match");
    expect(api.callsTo("POST", "/api/user/password")).toHaveLength(0);

    await user.clear(form.getByLabelText("Confirm new password"));
    await user.type(form.getByLabelText("Confirm new password"), "new-secret-22");
    await user.click(form.getByRole("button", { name: "Change password" }));
    expect(await form.findByRole("status")).toHaveTextContent("2 other sessions were logged out.");
    expect(api.callsTo("POST", "/api/user/password")[0].body).toEqual({ currentPassword: "old-secret-1", password: "new-secret-22" });
    expect(form.getByLabelText("New password")).toHaveValue("");
  });

  it("shows a refusal from the server on the page", async () => {
    api.refusals.set("POST /api/user/password", { status: 400, message: "This password is one of the most common ones and easy to guess." });
    const user = await renderProfile();
    const form = within(panel("Change password"));
    await user.type(form.getByLabelText("Current password"), "old-secret-1");
    await user.type(form.getByLabelText("New password"), "password1");
    await user.type(form.getByLabelText("Confirm new password"), "password1");
    await user.click(form.getByRole("button", { name: "Change password" }));
    expect(await form.findByRole("alert")).toHaveTextContent("one of the most common");
  });
});

describe("profile: mail preferences", () => {
  it("shows the saved choice, sends the change and says which mails always go", async () => {
    const user = await renderProfile();
    const box = screen.getByRole("checkbox", { name: /Shipping and delivery updates by e-mail/ });
    expect(box).toBeChecked();
    expect(panel("E-mails from us")).toHaveTextContent("Order confirmations and security mails");
    await user.click(box);
    await vi.waitFor(() => expect(api.callsTo("POST", "/api/user/preferences")).toEqual([expect.objectContaining({ body: { mailUpdates: false } })]));
    await vi.waitFor(() => expect(box).not.toBeChecked());
    expect(await within(panel("E-mails from us")).findByRole("status")).toHaveTextContent("Preference saved.");
  });

  it("goes back to the saved choice when the server refuses", async () => {
    api.refusals.set("POST /api/user/preferences", { status: 503, message: "The shop is busy. Please try again." });
    const user = await renderProfile();
    const box = screen.getByRole("checkbox", { name: /Shipping and delivery updates by e-mail/ });
    await user.click(box);
    expect(await within(panel("E-mails from us")).findByRole("alert")).toHaveTextContent("The shop is busy.");
    expect(box).toBeChecked();
  });
});

describe("profile: delete account", () => {
  it("asks for the password, shows a refusal, and after deleting logs out", async () => {
    const user = await renderProfile();
    const section = within(panel("Delete account"));
    expect(api.callsTo("POST", "/api/user/delete")).toHaveLength(0);
    await user.click(section.getByRole("button", { name: "Delete my account…" }));
    expect(section.getByRole("form", { name: "Delete your account" })).toHaveTextContent("past orders stay with the shop");
    await user.click(section.getByRole("button", { name: "Delete my account" }));
    expect(section.getByRole("alert")).toHaveTextContent("Please enter your password");
    expect(api.callsTo("POST", "/api/user/delete")).toHaveLength(0);

    api.refusals.set("POST /api/user/delete", { status: 400, message: "Your current password is not correct." });
    await user.type(section.getByLabelText("Your password"), "wrong-one");
    await user.click(section.getByRole("button", { name: "Delete my account" }));
    expect(await section.findByRole("alert")).toHaveTextContent("Your current password is not correct.");
    expect(window.localStorage.getItem("token")).toBe("session-token");

    api.refusals.clear();
    await user.click(section.getByRole("button", { name: "Delete my account" }));
    await vi.waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/login"));
    expect(api.callsTo("POST", "/api/user/delete").map((call) => call.body)).toEqual([{ password: "wrong-one" }, { password: "wrong-one" }]);
    expect(window.localStorage.getItem("token")).toBeNull();
  });
});
