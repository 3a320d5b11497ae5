import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiCall } from "~/src/web/lib/api";
import { SessionProvider, useSession } from "./session";

vi.mock("sonner", () => ({ toast: { info: vi.fn(), error: vi.fn(), success: vi.fn() } }));

function ShowToken() {
  const { token, ready } = useSession();
  return <p>{ready ? `token: ${token ?? "none"}` : "loading"}</p>;
}

function renderSession() {
  return render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <ShowToken />
        </SessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("session", () => {
  it("takes the stored token on start", async () => {
    localStorage.setItem("token", "abc");
    renderSession();
    expect(await screen.findByText("token: abc")).toBeInTheDocument();
  });

  it("ends the session when the server refuses the token with 401", async () => {
    localStorage.setItem("token", "stale");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ success: false, message: "Your session has expired. Please log in again." }), { status: 401 })),
    );
    renderSession();
    expect(await screen.findByText("token: stale")).toBeInTheDocument();
    await act(async () => {
      await expect(apiCall("/api/cart/get", { method: "POST", token: "stale" })).rejects.toThrow("Your session has expired");
    });
    expect(await screen.findByText("token: none")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("keeps a newer token when an old one is refused", async () => {
    localStorage.setItem("token", "fresh");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ success: false, message: "expired" }), { status: 401 })),
    );
    renderSession();
    expect(await screen.findByText("token: fresh")).toBeInTheDocument();
    await act(async () => {
      await apiCall("/api/cart/get", { method: "POST", token: "old" }).catch(() => {});
    });
    expect(screen.getByText("token: fresh")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBe("fresh");
  });
});
