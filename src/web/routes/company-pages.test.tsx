import type { ComponentType } from "react";
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { rupees } from "~/src/web/lib/format";
import { ShopSettingsProvider } from "~/src/web/shop/settings";
import { SAMPLE_SHOP } from "~/src/web/shop/shop-test-support";
import ContactPage from "./contact";
import PrivacyPolicyPage from "./privacy-policy";
import SupportPage from "./support";

function renderPage(Page: ComponentType) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <ShopSettingsProvider deliveryFee={SAMPLE_SHOP.deliveryFee} shop={SAMPLE_SHOP}>
          <Page />
        </ShopSettingsProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("company pages show the shop's settings", () => {
  it("contact: address lines, phone, hours and e-mail", async () => {
    const { container } = renderPage(ContactPage);
    expect(await screen.findByRole("link", { name: "+91 98450 12345" })).toHaveAttribute("href", "tel:+919845012345");
    expect(screen.getByRole("link", { name: "hello@tinkerwala.in" })).toHaveAttribute("href", "mailto:hello@tinkerwala.in");
    expect(screen.getByText("12 Church Street")).toBeInTheDocument();
    expect(screen.getByText("Monday to Friday: 9:00 am – 6:00 pm")).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\{phone\}|\{email\}/);
  });

  it("support: phone, e-mail and the delivery fee", async () => {
    const { container } = renderPage(SupportPage);
    expect(await screen.findByText("+91 98450 12345", { exact: false })).toBeInTheDocument();
    expect(container).toHaveTextContent("hello@tinkerwala.in");
    expect(container).toHaveTextContent(rupees(35));
  });

  it("privacy: the legal name and the e-mail to write to", async () => {
    const { container } = renderPage(PrivacyPolicyPage);
    expect(await screen.findByText(/This policy explains what Tinkerwala Maker Supplies Private Limited keeps/)).toBeInTheDocument();
    expect(container).toHaveTextContent("Write to hello@tinkerwala.in");
  });
});
