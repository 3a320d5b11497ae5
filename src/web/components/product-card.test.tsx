import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ShopSettingsProvider } from "~/src/web/shop/settings";
import { ProductCard } from "./product-card";
import { testProduct } from "~/tests/support/fixtures/product";

function renderCard(product = testProduct()) {
  return render(
    <MemoryRouter>
      <ShopSettingsProvider deliveryFee={20}>
        <ProductCard product={product} />
      </ShopSettingsProvider>
    </MemoryRouter>,
  );
}

describe("ProductCard", () => {
  it("links an in-stock product to its page, with picture, name, price and rating", () => {
    renderCard();
    const link = screen.getByRole("link", { name: /Arduino Uno R3 Compatible Board/ });
    expect(link).toHaveAttribute("href", "/product/arduino-uno-r3-ch340");
    expect(within(link).getByRole("img", { name: "Arduino Uno R3 Compatible Board" })).toHaveAttribute("src", "/images/catalog/arduino-uno-r3.svg");
    expect(within(link).getByText("₹494.10")).toBeInTheDocument();
    expect(within(link).getByText("₹549.00").closest("del")).not.toBeNull();
    expect(within(link).getByText("Save 10%")).toBeInTheDocument();
    expect(within(link).getByRole("img", { name: "Rated 4.6 out of 5 stars" })).toBeInTheDocument();
    expect(within(link).getByText("(584)")).toBeInTheDocument();
    expect(screen.queryByText("Out Of Stock")).not.toBeInTheDocument();
  });

  it("offers an uploaded photo in three widths, and a demo picture as it is", () => {
    const hash = "0123456789abcdef0123456789abcdef";
    renderCard(testProduct({ image: [`/uploads/${hash}.webp`] }));
    const picture = screen.getByRole("img", { name: "Arduino Uno R3 Compatible Board" });
    expect(picture).toHaveAttribute("srcset", `/uploads/${hash}-400.webp 400w, /uploads/${hash}-800.webp 800w, /uploads/${hash}.webp 1200w`);
    expect(picture).toHaveAttribute("width");
    expect(picture).toHaveAttribute("height");
  });

  it("dims an out-of-stock product with the overlay and links nowhere", () => {
    renderCard(
      testProduct({ stock: 0, _id: "raspberry-pi-4-8gb", name: "Raspberry Pi 4 Model B (8 GB RAM)", discount: 0, salePrice: 8499, price: 8499 }),
    );
    expect(screen.getByText("Out Of Stock")).toBeInTheDocument();
    expect(screen.getByText("Check availability options")).toBeInTheDocument();
    expect(screen.getByText("Raspberry Pi 4 Model B (8 GB RAM)")).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    // Only the picture is dimmed: the name and price keep their contrast.
    expect(screen.getByRole("img", { name: "Raspberry Pi 4 Model B (8 GB RAM)" }).closest(".opacity-50")).not.toBeNull();
    expect(screen.getByText("Raspberry Pi 4 Model B (8 GB RAM)").closest(".opacity-50")).toBeNull();
    expect(screen.getByText("Check availability options").closest(".opacity-50")).toBeNull();
  });

  it("shows a placeholder when the product has no picture", () => {
    renderCard(testProduct({ image: [] }));
    expect(screen.getByRole("img", { name: /no picture yet/ })).toBeInTheDocument();
  });

  it("clamps the rating to 0–5 stars", () => {
    renderCard(testProduct({ rating: 7 }));
    expect(screen.getByRole("img", { name: "Rated 5 out of 5 stars" })).toBeInTheDocument();
  });

  it("shows no stars and no count for a product nobody reviewed", () => {
    renderCard(testProduct({ rating: 0, reviews: 0 }));
    expect(screen.queryByRole("img", { name: /out of 5 stars/ })).not.toBeInTheDocument();
    expect(screen.queryByText("(0)")).not.toBeInTheDocument();
    expect(screen.getByText("₹494.10")).toBeInTheDocument();
  });
});
