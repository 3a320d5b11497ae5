import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { PublicShop } from "~/src/core/shapes/shop";
import { SAMPLE_SHOP } from "~/tests/support/shop";
import { ShopSettingsProvider } from "~/src/web/shop/settings";
import { SiteFooter } from "./site-footer";

function renderFooter(shop: PublicShop | null) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <ShopSettingsProvider deliveryFee={shop?.deliveryFee ?? 20} shop={shop}>
          <SiteFooter />
        </ShopSettingsProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("site footer", () => {
  it("shows the owner's phone, e-mail, legal name and GSTIN, never a placeholder", async () => {
    const { container } = renderFooter(SAMPLE_SHOP);
    expect(await screen.findByRole("link", { name: "Phone: +91 98450 12345" })).toHaveAttribute("href", "tel:+919845012345");
    expect(screen.getByRole("link", { name: "Email: hello@tinkerwala.in" })).toHaveAttribute("href", "mailto:hello@tinkerwala.in");
    expect(container).toHaveTextContent("Tinkerwala Maker Supplies Private Limited");
    expect(container).toHaveTextContent("GSTIN 29AAHCT4821K1ZY");
    expect(container.textContent).not.toMatch(/\{phone\}|\{email\}/);
  });

  it("without the shop's details (the root loader failed) it leaves the contact lines out", async () => {
    renderFooter(null);
    expect(await screen.findByRole("link", { name: "Store address and hours" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Phone:/ })).not.toBeInTheDocument();
  });
});
