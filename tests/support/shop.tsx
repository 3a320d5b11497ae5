import type { ComponentType } from "react";
import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import type { PublicShop } from "~/src/core/shapes/shop";
import { ShopSettingsProvider } from "~/src/web/shop/settings";

/** A shop whose details differ from the defaults, so a test can tell they came from the settings. */
export const SAMPLE_SHOP: PublicShop = {
  legalName: "Tinkerwala Maker Supplies Private Limited",
  displayName: "Tinkerwala",
  addressLines: ["12 Church Street", "Bengaluru, Karnataka 560001"],
  state: "Karnataka",
  phone: "+91 98450 12345",
  email: "hello@tinkerwala.in",
  gstin: "29AAHCT4821K1ZY",
  deliveryFee: 35,
  hours: [{ days: "Monday to Friday", time: "9:00 am – 6:00 pm" }],
  upiId: "",
  prepaidCheckoutEnabled: false,
  prepaidCheckoutMinimum: 10000,
};

/** Renders `Page` at "/" with the settings of `SAMPLE_SHOP`. */
export function renderPage(Page: ComponentType) {
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
