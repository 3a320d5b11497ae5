import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "../../shop/session";
import { ProfileView } from "./profile-view";

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderProfile() {
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
  return render(<Stub initialEntries={["/profile"]} />);
}

const calls: Array<{ url: string; token: string | null }> = [];

describe("profile: logging out", () => {
  beforeEach(() => {
    calls.length = 0;
    window.localStorage.setItem("token", "session-token");
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string, init: RequestInit = {}) => {
        calls.push({ url: String(url), token: new Headers(init.headers).get("token") });
        return Promise.resolve(
          new Response(JSON.stringify({ success: true, addresses: [], message: "ok" }), { headers: { "content-type": "application/json" } }),
        );
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["Log Out", "/api/user/logout"],
    ["Log Out Everywhere", "/api/user/logout-all"],
  ])("%s ends the session(s) on the server, forgets the token and goes to /login", async (button, call) => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole("button", { name: button }));
    expect(screen.getByTestId("where")).toHaveTextContent("/login");
    expect(window.localStorage.getItem("token")).toBeNull();
    await vi.waitFor(() => expect(calls).toContainEqual({ url: expect.stringContaining(call), token: "session-token" }));
    expect(calls.filter((entry) => entry.url.includes("/api/user/logout"))).toHaveLength(1);
  });
});
