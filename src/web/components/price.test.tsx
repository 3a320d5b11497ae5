import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ShopSettingsProvider } from "~/src/web/shop/settings";
import { Price } from "./price";

const inShop = (ui: React.ReactNode) => render(<ShopSettingsProvider deliveryFee={20}>{ui}</ShopSettingsProvider>);

describe("Price", () => {
  it("shows the sale price, the struck original and 'Save N%' when discounted", () => {
    inShop(<Price amount={494.1} original={549} discount={10} />);
    expect(screen.getByText("₹494.10")).toBeInTheDocument();
    const original = screen.getByText("₹549.00");
    expect(original.closest("del")).not.toBeNull();
    expect(screen.getByText("Save 10%")).toBeInTheDocument();
  });

  it("shows only the price when there is no discount", () => {
    inShop(<Price amount={2250} />);
    expect(screen.getByText("₹2,250.00")).toBeInTheDocument();
    expect(screen.queryByText(/Save/)).not.toBeInTheDocument();
    expect(document.querySelector("del")).toBeNull();
  });

  it("hides the badge and the struck price when the original is not higher", () => {
    inShop(<Price amount={100} original={100} discount={0} />);
    expect(screen.queryByText(/Save/)).not.toBeInTheDocument();
    expect(document.querySelector("del")).toBeNull();
  });

  it("groups digits the Indian way", () => {
    inShop(<Price amount={123456} original={154320} discount={20} />);
    expect(screen.getByText("₹1,23,456.00")).toBeInTheDocument();
    expect(screen.getByText("₹1,54,320.00")).toBeInTheDocument();
  });

  it("falls back to $ outside the shop state (§9)", () => {
    render(<Price amount={49} />);
    expect(screen.getByText("$49.00")).toBeInTheDocument();
  });
});
