import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { KIT_PROMO_DISMISSED_KEY, KitPromo } from "./kit-promo";

const renderPromo = () =>
  render(
    <MemoryRouter>
      <KitPromo />
    </MemoryRouter>,
  );

describe("collections kit promo", () => {
  beforeEach(() => window.localStorage.clear());

  it("links to the kit builder and stays closed once dismissed", async () => {
    const user = userEvent.setup();
    const { unmount } = renderPromo();
    expect(await screen.findByRole("link", { name: "Build your kit" })).toHaveAttribute("href", "/kit");
    await user.click(screen.getByRole("button", { name: "Dismiss kit offer" }));
    expect(screen.queryByRole("link", { name: "Build your kit" })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(KIT_PROMO_DISMISSED_KEY)).toBe("1");
    unmount();

    renderPromo();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole("link", { name: "Build your kit" })).not.toBeInTheDocument();
  });
});
