import { render, screen, within } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import type { Facet, ProductCardPage } from "~/src/core/shapes/product";
import { ShopSettingsProvider } from "~/src/web/shop/settings";
import { testProduct } from "~/tests/support/fixtures/product";
import { InHindi } from "~/tests/support/hindi";
import { parseCatalogParams } from "./catalog-params";
import { CatalogResults } from "./catalog-results";
import { FacetChips } from "./facet-chips";
import { FacetPanel } from "./facet-panel";
import { KitPromo } from "./kit-promo";

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
    name: "type",
    label: "Part type",
    values: [
      { value: "motor-driver", label: "Motor driver", count: 1, selected: true },
      { value: "power-source", label: "Power source", count: 3, selected: false },
    ],
  },
];

const { description: _description, ...card } = testProduct();
const RESULT: ProductCardPage = {
  products: [{ ...card, nameHi: "आर्डुइनो ऊनो R3 बोर्ड" } as ProductCardPage["products"][number]],
  total: 30,
  page: 1,
  pages: 2,
  limit: 24,
};

/** The collections page's parts, fed from the address as the route's loader would be, on a Hindi page. */
function Page() {
  const location = useLocation();
  const params = parseCatalogParams(new URLSearchParams(location.search));
  return (
    <InHindi>
      <ShopSettingsProvider deliveryFee={20}>
        <FacetPanel facets={FACETS} params={params} action={location.pathname} total={RESULT.total} />
        <FacetChips params={params} pathname={location.pathname} />
        <CatalogResults result={RESULT} params={params} empty={null} />
        <KitPromo />
      </ShopSettingsProvider>
    </InHindi>
  );
}

describe("the catalog in Hindi (issue 33)", () => {
  it("words filters, counts, sorting and cards in Hindi, and every link stays under /hi", async () => {
    const Stub = createRoutesStub([{ path: "/hi/collections", Component: Page }]);
    render(<Stub initialEntries={["/hi/collections?category=Sensors&logic=5&type=motor-driver"]} />);

    expect(await screen.findByText("फ़िल्टर (2)")).toBeInTheDocument();
    const partType = screen.getByRole("group", { name: "पुर्ज़े का प्रकार" });
    expect(within(partType).getByRole("checkbox", { name: /मोटर ड्राइवर/ })).toBeChecked();
    expect(within(partType).getByRole("checkbox", { name: /बिजली का स्रोत/ })).not.toBeChecked();
    expect(screen.getByRole("group", { name: "लॉजिक लेवल" })).toBeInTheDocument();

    const chip = screen.getByRole("link", { name: "फ़िल्टर हटाएँ: पुर्ज़े का प्रकार: मोटर ड्राइवर" });
    expect(chip).toHaveAttribute("href", "/hi/collections?category=Sensors&logic=5");
    expect(screen.getByRole("link", { name: "सभी फ़िल्टर हटाएँ" })).toHaveAttribute("href", "/hi/collections?category=Sensors");

    expect(screen.getByRole("heading", { name: "30 में से 1–24 दिखाए जा रहे हैं" })).toBeInTheDocument();
    const sort = screen.getByRole("combobox", { name: "क्रम" });
    expect(within(sort).getByRole("option", { name: "दाम: कम से ज़्यादा" })).toBeInTheDocument();

    const products = screen.getByRole("list", { name: "सामान" });
    expect(within(products).getByRole("link", { name: /आर्डुइनो ऊनो R3 बोर्ड/ })).toHaveAttribute("href", "/hi/product/arduino-uno-r3-ch340");
    expect(within(products).getByText("बेस्टसेलर")).toBeInTheDocument();
    expect(within(products).getByText("10% बचत")).toBeInTheDocument();

    expect(screen.getByRole("navigation", { name: "पेज" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /अगला/ })).toHaveAttribute("href", "/hi/collections?category=Sensors&logic=5&type=motor-driver&page=2");
    expect(await screen.findByRole("link", { name: "अपनी किट बनाएँ" })).toHaveAttribute("href", "/hi/kit");
    expect(screen.queryByText(/Filters|Sort by|Showing/)).not.toBeInTheDocument();
  });
});
