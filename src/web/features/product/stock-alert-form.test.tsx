import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "~/src/web/shop/session";
import { StockAlertForm } from "./stock-alert-form";

const answer = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <SessionProvider>
          <StockAlertForm productId="hc-05" />
        </SessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe("Notify me when it's back", () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("sends the typed address for this product and shows the server's answer in place of the form", async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, message: "Check your inbox: we sent a link to confirm the alert." }));
    const user = renderForm();
    await user.type(screen.getByRole("textbox", { name: "Notify me when it's back" }), "asha@example.in");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Check your inbox: we sent a link to confirm the alert.");
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/products/hc-05/notify");
    expect(JSON.parse(init.body)).toEqual({ email: "asha@example.in" });
  });

  it("keeps the form and says why when the server refuses", async () => {
    fetchMock.mockResolvedValue(answer(400, { success: false, message: "HC-05 is in stock: order it now." }));
    const user = renderForm();
    await user.type(screen.getByRole("textbox", { name: "Notify me when it's back" }), "asha@example.in");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("HC-05 is in stock: order it now.");
    expect(screen.getByRole("textbox", { name: "Notify me when it's back" })).toHaveValue("asha@example.in");
  });

  it("fills in a logged-in customer's address", async () => {
    localStorage.setItem("token", "tok-1");
    fetchMock.mockResolvedValue(answer(200, { success: true, user: { name: "Asha", email: "asha@example.in", mailUpdates: true } }));
    renderForm();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Notify me when it's back" })).toHaveValue("asha@example.in"));
    expect(fetchMock.mock.calls[0][0]).toBe("/api/user/me");
  });
});
