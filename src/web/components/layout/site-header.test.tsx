import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "~/src/web/shop/session";
import { SiteHeader } from "./site-header";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderHeader(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Page = () => (
    <QueryClientProvider client={client}>
      <SessionProvider>
        <SiteHeader />
        <Where />
      </SessionProvider>
    </QueryClientProvider>
  );
  const Stub = createRoutesStub([
    { path: "/", Component: Page },
    { path: "/collections", Component: Page },
    { path: "/login", Component: Page },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe("site header", () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ success: true, cartData: { a: 2, b: 1, c: 0 }, items: [], subtotal: 0, deliveryFee: 0, total: 0 }), {
            headers: { "content-type": "application/json" },
          }),
        ),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("has the main navigation, with Components going to /collections", () => {
    renderHeader("/");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Home", "Workshops", "Components", "About", "Contact"]);
    expect(within(nav).getByRole("link", { name: "Components" })).toHaveAttribute("href", "/collections");
  });

  it("sends visitors' profile icon to /login and shows no cart count", () => {
    renderHeader("/");
    expect(screen.getByRole("link", { name: "Log in or sign up" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Cart, 0 items" })).toHaveAttribute("href", "/cart");
  });

  it("gives logged-in customers a profile menu and the cart's item count", async () => {
    window.localStorage.setItem("token", "t");
    const user = userEvent.setup();
    renderHeader("/");
    expect(await screen.findByRole("link", { name: "Cart, 3 items" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Your account" }));
    const menu = screen.getByRole("menu", { name: "Your account" });
    expect(within(menu).getByRole("menuitem", { name: "My Profile" })).toHaveAttribute("href", "/profile");
    expect(within(menu).getByRole("menuitem", { name: "Orders" })).toHaveAttribute("href", "/orders");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Your account" }));
    await user.click(screen.getByRole("menuitem", { name: "Log Out" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/login");
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("opens the search box only on /collections and searches there with ?q=", async () => {
    const user = userEvent.setup();
    renderHeader("/");
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Search components" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/collections");
    const box = await screen.findByRole("combobox", { name: "Search components" });
    expect(box).toHaveFocus();
    await user.type(box, "servo{Enter}");
    expect(screen.getByTestId("where")).toHaveTextContent("/collections?q=servo");

    await user.click(screen.getByRole("button", { name: "Close search" }));
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Search components" }));
    expect(screen.getByRole("combobox", { name: "Search components" })).toHaveValue("servo");
  });
});
