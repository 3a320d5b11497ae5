import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createRoutesStub, useLocation } from "react-router";
import type { Mock } from "vitest";
import { SessionProvider } from "~/src/web/shop/session";

export const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

type Handler = (init: RequestInit & { headers?: Record<string, string> }, url: URL) => Promise<Response>;

/**
 * `fetch` answering by "METHOD /path" (the query string left off; the handler gets the whole URL); any other
 * call fails the test with its address.
 */
export function routeFetch(fetchMock: Mock, routes: Record<string, Handler>) {
  fetchMock.mockImplementation((path: string, init: RequestInit = {}) => {
    const url = new URL(path, "http://shop.test");
    const handler = routes[`${init.method ?? "GET"} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected call: ${init.method ?? "GET"} ${path}`);
    return handler(init as RequestInit & { headers?: Record<string, string> }, url);
  });
}

/** The requests made to "METHOD /path" so far. */
export const callsTo = (fetchMock: Mock, key: string) =>
  fetchMock.mock.calls.filter(
    ([path, init]) => `${(init as RequestInit | undefined)?.method ?? "GET"} ${new URL(path as string, "http://shop.test").pathname}` === key,
  );

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search + location.hash}</p>;
}

/**
 * Renders `ui` at `at` (a product page unless given) with the session and query providers; any other address
 * renders it too, with the location shown under it, so a test can read where a link or login led.
 */
export function renderInShop(ui: ReactNode, at = "/product/arduino-uno-r3-ch340") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Page = () => (
    <QueryClientProvider client={client}>
      <SessionProvider>
        {ui}
        <Where />
      </SessionProvider>
    </QueryClientProvider>
  );
  const Stub = createRoutesStub([
    { path: "/product/:id", Component: Page },
    { path: "*", Component: Page },
  ]);
  render(<Stub initialEntries={[at]} />);
  return userEvent.setup();
}
