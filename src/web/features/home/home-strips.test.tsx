import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { testProduct } from "../../../../tests/support/fixtures/product";
import { BestSellerStrip } from "./best-seller-strip";
import { HotSaleStrip } from "./hot-sale-strip";

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe("home strips", () => {
  it("hot sale: says so when nothing is on sale, and View All Products goes to /collections", () => {
    inRouter(<HotSaleStrip products={[]} />);
    expect(screen.getByText("No products available in this sale.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View All Products" })).toHaveAttribute("href", "/collections");
  });

  it("hot sale: lists the discounted products", () => {
    inRouter(<HotSaleStrip products={[testProduct()]} />);
    expect(screen.queryByText("No products available in this sale.")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Arduino Uno R3 Compatible Board/ })).toBeInTheDocument();
  });

  it("best sellers: says so when there are none, and View All goes to /collections", () => {
    inRouter(<BestSellerStrip products={[]} />);
    expect(screen.getByText("No products available.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View All" })).toHaveAttribute("href", "/collections");
  });

  it("best sellers: lists the products", () => {
    inRouter(<BestSellerStrip products={[testProduct({ _id: "a", name: "Servo SG90" }), testProduct({ _id: "b", name: "HC-SR04" })]} />);
    expect(screen.getByRole("list", { name: "Best sellers" }).children).toHaveLength(2);
    expect(screen.queryByText("No products available.")).not.toBeInTheDocument();
  });
});
