import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import type { Facet } from "~/src/core/shapes/product";
import { parseCatalogParams } from "./catalog-params";
import { FacetChips } from "./facet-chips";
import { FacetPanel } from "./facet-panel";

const FACETS: Facet[] = [
  {
    name: "logic",
    label: "Logic level",
    values: [
      { value: "3.3", label: "3.3 V", count: 12, selected: false },
      { value: "5", label: "5 V", count: 7, selected: true },
    ],
  },
  {
    name: "interface",
    label: "Interface",
    values: [
      { value: "I2C", label: "I²C", count: 4, selected: true },
      { value: "SPI", label: "SPI", count: 1, selected: false },
    ],
  },
];

/** The catalog page's filter parts, fed from the address as the route's loader would be. */
function Page() {
  const location = useLocation();
  const params = parseCatalogParams(new URLSearchParams(location.search));
  return (
    <>
      <p data-testid="where">{location.pathname + location.search}</p>
      <FacetPanel facets={FACETS} params={params} action="/collections" total={5} />
      <FacetChips params={params} pathname="/collections" />
    </>
  );
}

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: "/collections", Component: Page }]);
  return render(<Stub initialEntries={[path]} />);
}

const START = "/collections?category=Sensors&q=temp&sort=price-asc&logic=5&interface=I2C";

describe("catalog filter panel", () => {
  it("shows each facet's values with their counts, the chosen ones ticked", async () => {
    renderAt(START);
    const logic = await screen.findByRole("group", { name: "Logic level" });
    expect(within(logic).getByRole("checkbox", { name: "3.3 V (12 products)" })).not.toBeChecked();
    expect(within(logic).getByRole("checkbox", { name: "5 V (7 products)" })).toBeChecked();
    const bus = screen.getByRole("group", { name: "Interface" });
    expect(within(bus).getByRole("checkbox", { name: "I²C (4 products)" })).toBeChecked();
    expect(within(bus).getByRole("checkbox", { name: "SPI (1 product)" })).not.toBeChecked();
    expect(screen.getByText("Filters (2)")).toBeInTheDocument();
  });

  it("ticking a value reloads the list with it added, keeping category, search, sort and the other filters", async () => {
    const user = userEvent.setup();
    renderAt(START);
    await user.click(await screen.findByRole("checkbox", { name: "SPI (1 product)" }));
    await expect
      .poll(() => new URLSearchParams(screen.getByTestId("where").textContent!.split("?")[1]))
      .toEqual(new URLSearchParams("category=Sensors&q=temp&sort=price-asc&logic=5&interface=I2C&interface=SPI"));
    // The page number is not carried: a new choice starts at page 1.
    expect(screen.getByTestId("where").textContent).not.toContain("page=");
  });

  it("shows the chosen filters as chips that remove one, and a link clearing them all", async () => {
    renderAt(`${START}&page=3`);
    const chips = await screen.findByRole("group", { name: "Chosen filters" });
    expect(within(chips).getByRole("link", { name: "Remove filter Logic level: 5 V" })).toHaveAttribute(
      "href",
      "/collections?category=Sensors&q=temp&sort=price-asc&interface=I2C",
    );
    expect(within(chips).getByRole("link", { name: "Remove filter Interface: I²C" })).toHaveAttribute(
      "href",
      "/collections?category=Sensors&q=temp&sort=price-asc&logic=5",
    );
    expect(within(chips).getByRole("link", { name: "Clear filters" })).toHaveAttribute("href", "/collections?category=Sensors&q=temp&sort=price-asc");
  });

  it("shows nothing without facets or chosen filters", async () => {
    const Stub = createRoutesStub([
      {
        path: "/collections",
        Component: () => (
          <>
            <p>List</p>
            <FacetPanel facets={[]} params={parseCatalogParams(new URLSearchParams())} action="/collections" total={0} />
            <FacetChips params={parseCatalogParams(new URLSearchParams())} pathname="/collections" />
          </>
        ),
      },
    ]);
    render(<Stub initialEntries={["/collections"]} />);
    await screen.findByText("List");
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Clear filters" })).not.toBeInTheDocument();
  });
});
