import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { stubbedFetch } from "~/tests/support/fetch-mock";
import { InHindi } from "~/tests/support/hindi";
import { StockAlertLink, type StockAlertAction } from "./stock-alert-link";

function renderLink(action: StockAlertAction, address: string) {
  // apiCall reads the page's language from the browser's address, as it would on a real Hindi page.
  window.history.pushState({}, "", address);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <QueryClientProvider client={client}>
          <InHindi>
            <StockAlertLink action={action} />
          </InHindi>
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[address]} />);
}

describe("the stock-alert pages in Hindi (issue 33)", () => {
  const fetchMock = stubbedFetch();
  afterEach(() => window.history.pushState({}, "", "/"));

  it("confirms in Hindi: a Hindi title, the server asked for Hindi, and a link back to the Hindi catalog", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, message: "सूचना पक्की हो गई।" }), { status: 200 }));
    renderLink("confirm", "/hi/stock-alert/confirm?token=abcdefghijklmnopqrstuvwxyz");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("स्टॉक की सूचना पक्की करें");
    expect(await screen.findByText("सूचना पक्की हो गई।")).toBeInTheDocument();
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];
    expect(path).toBe("/api/stock-alerts/confirm");
    expect(init.headers["x-shop-language"]).toBe("hi");
    expect(screen.getByRole("link", { name: "पुर्ज़े देखें" })).toHaveAttribute("href", "/hi/collections");
  });

  it("says in Hindi that a link without its token is not complete, and asks the server nothing", () => {
    renderLink("unsubscribe", "/hi/stock-alert/unsubscribe");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("स्टॉक की सूचना रद्द करें");
    expect(screen.getByRole("status")).toHaveTextContent("यह लिंक अधूरा है: इसे ईमेल से दोबारा खोलें, या पूरा पता कॉपी करें।");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
