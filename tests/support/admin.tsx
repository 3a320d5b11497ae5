import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, useLocation } from "react-router";
import { Toaster } from "sonner";
import { afterEach, beforeEach, vi, type Mock } from "vitest";
import { SessionProvider } from "~/src/web/shop/session";

export const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

/** Shows where the app navigated to, so tests can read the URL a form produced. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `Page` at `path` (matched by `pattern`) with the providers the admin pages need and a fetch stub. */
export function renderAdmin(Page: ComponentType, { path, pattern = path.split("?")[0] }: { path: string; pattern?: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapped = () => (
    <QueryClientProvider client={client}>
      <SessionProvider>
        <Page />
        <LocationProbe />
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>
  );
  const Stub = createRoutesStub([
    { path: "*", Component: Wrapped },
    { path: pattern, Component: Wrapped },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

export function stubFetch() {
  const fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/**
 * For every test of the file (or describe block) it is called in: a staff member signed in (a token in
 * localStorage) and `fetch` stubbed by the returned mock, reset before each test and removed after it.
 */
export function signedInStaff(token = "staff-token"): Mock {
  const fetchMock = vi.fn();
  beforeEach(() => {
    localStorage.setItem("token", token);
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
