import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeaderSearch } from "./header-search";

const SUGGESTIONS = {
  success: true,
  products: [
    { _id: "arduino-uno-r3-ch340", name: "Arduino Uno R3 Compatible Board", salePrice: 585, image: "/images/catalog/uno.svg" },
    { _id: "arduino-nano-v3", name: "Arduino Nano V3 Compatible", salePrice: 420, image: null },
  ],
  categories: [{ name: "Boards & Microcontrollers" }],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

let closed = 0;
function renderSearch(path = "/collections") {
  const Page = () => (
    <>
      <HeaderSearch id="header-search" autoFocus onClose={() => (closed += 1)} />
      <button type="button">Elsewhere</button>
      <Where />
    </>
  );
  const Stub = createRoutesStub([
    { path: "/collections", Component: Page },
    { path: "/product/:id", Component: Where },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const suggestCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/products/suggest"));

describe("header search suggestions", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    closed = 0;
    fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(SUGGESTIONS), { headers: { "content-type": "application/json" } })));
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("suggests products and categories as one types, asking once the typing pauses", async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole("combobox", { name: "Search components" });
    expect(box).toHaveAttribute("aria-expanded", "false");
    await user.type(box, "ardiuno");
    const list = await screen.findByRole("listbox", { name: "Suggestions" });
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(box).toHaveAttribute("aria-controls", list.id);
    expect(
      within(list)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Arduino Uno R3 Compatible Board₹585.00", "Arduino Nano V3 Compatible₹420.00", "CategoryBoards & Microcontrollers"]);
    expect(suggestCalls(fetchMock)).toEqual(["/api/products/suggest?q=ardiuno"]);
  });

  it("asks nothing for one character", async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole("combobox"), "a");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(suggestCalls(fetchMock)).toEqual([]);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("moves through the options with the arrow keys and opens the chosen product with Enter", async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole("combobox");
    await user.type(box, "ardiuno");
    await screen.findByRole("listbox");
    expect(box).not.toHaveAttribute("aria-activedescendant");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const options = screen.getAllByRole("option");
    expect(box).toHaveAttribute("aria-activedescendant", options[1].id);
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    expect(options[0]).toHaveAttribute("aria-selected", "false");
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(box).toHaveAttribute("aria-activedescendant", options[2].id);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByTestId("where")).toHaveTextContent("/product/arduino-uno-r3-ch340");
  });

  it("opens a category's page from its option", async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole("combobox"), "boards");
    await user.click(await screen.findByRole("option", { name: /Boards & Microcontrollers/ }));
    expect(screen.getByTestId("where")).toHaveTextContent("/collections?category=Boards%20%26%20Microcontrollers");
    expect(screen.getByRole("combobox")).toHaveValue("");
    // The search that the typing scheduled does not replace the category's page.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByTestId("where")).toHaveTextContent("/collections?category=Boards%20%26%20Microcontrollers");
  });

  it("opens a product on a click", async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole("combobox"), "nano");
    await user.click(await screen.findByRole("option", { name: /Arduino Nano V3/ }));
    expect(screen.getByTestId("where")).toHaveTextContent("/product/arduino-nano-v3");
  });

  it("closes the list with Escape (the box stays), then closes the box with a second Escape", async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole("combobox");
    await user.type(box, "ardiuno");
    await screen.findByRole("listbox");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).toHaveValue("ardiuno");
    expect(closed).toBe(0);
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    await user.keyboard("{Escape}{Escape}");
    expect(closed).toBe(1);
  });

  it("closes the list on a click elsewhere, or Tab", async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole("combobox"), "ardiuno");
    await screen.findByRole("listbox");
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await user.click(screen.getByRole("combobox"));
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await user.click(screen.getByRole("combobox"));
    await user.keyboard("{ArrowDown}");
    await user.tab();
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("searches the typed text with Enter when no option is chosen, as before", async () => {
    const user = userEvent.setup();
    renderSearch("/collections?sort=price-asc");
    await user.type(screen.getByRole("combobox"), "servo");
    await screen.findByRole("listbox");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/collections?sort=price-asc&q=servo"));
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });
});
