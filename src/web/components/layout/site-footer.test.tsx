import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { PublicShop } from "~/src/core/shapes/shop";
import { SAMPLE_SHOP } from "~/tests/support/shop";
import { ShopSettingsProvider } from "~/src/web/shop/settings";
import { SiteFooter } from "./site-footer";
import { InHindi } from "~/tests/support/hindi";

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

describe("site footer in Hindi (issue 33)", () => {
  function renderHindiFooter(address: string) {
    const Stub = createRoutesStub([
      {
        path: "*",
        Component: () => (
          <InHindi>
            <ShopSettingsProvider deliveryFee={20} shop={SAMPLE_SHOP}>
              <SiteFooter />
            </ShopSettingsProvider>
          </InHindi>
        ),
      },
    ]);
    return render(<Stub initialEntries={[address]} />);
  }

  it("speaks Hindi, keeps its links in Hindi and offers the same page in English, query and all", async () => {
    const { container } = renderHindiFooter("/hi/collections?category=Sensors&page=2");
    expect(await screen.findByRole("link", { name: "सभी पुर्ज़े" })).toHaveAttribute("href", "/hi/collections");
    expect(screen.getByRole("link", { name: "निजता नीति" })).toHaveAttribute("href", "/hi/privacy-policy");
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/collections?category=Sensors&page=2");
    expect(container).toHaveTextContent("दाम भारतीय रुपये में, GST सहित");
    expect(container).not.toHaveTextContent("Prices in Indian rupees");
  });

  it("offers Hindi on English pages", async () => {
    renderFooter(SAMPLE_SHOP);
    expect(await screen.findByRole("link", { name: "हिन्दी" })).toHaveAttribute("href", "/hi");
  });
});
