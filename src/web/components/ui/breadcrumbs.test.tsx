import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Breadcrumbs } from "./breadcrumbs";

describe("Breadcrumbs", () => {
  it("is a Breadcrumb landmark with an ordered list of links, the current page last and marked", () => {
    render(
      <MemoryRouter>
        <Breadcrumbs
          trail={[
            { to: "/", label: "Home" },
            { to: "/collections", label: "Components" },
          ]}
          current="Arduino Uno R3"
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(nav).toHaveTextContent("Home / Components / Arduino Uno R3");
    const items = within(within(nav).getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(items[1]).getByRole("link", { name: "Components" })).toHaveAttribute("href", "/collections");
    expect(items[2]).toHaveTextContent("Arduino Uno R3");
    expect(items[2]).toHaveAttribute("aria-current", "page");
    expect(within(items[2]).queryByRole("link")).not.toBeInTheDocument();
  });
});
