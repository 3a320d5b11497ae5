import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { testProduct } from "~/tests/support/fixtures/product";
import { BestSellerStrip } from "./best-seller-strip";
import { HotSaleStrip } from "./hot-sale-strip";
import { FIRST_CARDS } from "./product-strip";

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

  describe("a long strip (the hot sale's 20)", () => {
    const twenty = Array.from({ length: 20 }, (_, index) => testProduct({ _id: `p${index}`, name: `Part number ${index + 1}` }));
    const hotSaleCards = () => screen.getByRole("list", { name: "Hot sale products" }).children;

    it("sends only the first row in the server's HTML", () => {
      const html = renderToString(
        <MemoryRouter>
          <HotSaleStrip products={twenty} />
        </MemoryRouter>,
      );
      expect(html).toContain("Part number 6");
      expect(html).not.toContain("Part number 7");
      expect(html.match(/<li[\s>]/g)).toHaveLength(FIRST_CARDS);
    });

    it("shows all cards once the pointer is over the strip", async () => {
      inRouter(<HotSaleStrip products={twenty} />);
      expect(hotSaleCards()).toHaveLength(FIRST_CARDS);
      await userEvent.hover(screen.getByRole("list", { name: "Hot sale products" }));
      expect(hotSaleCards()).toHaveLength(20);
      expect(screen.getByRole("link", { name: /Part number 20/ })).toBeInTheDocument();
    });

    it("shows all cards when the strip is swiped or scrolled", () => {
      inRouter(<HotSaleStrip products={twenty} />);
      fireEvent.scroll(screen.getByRole("list", { name: "Hot sale products" }));
      expect(hotSaleCards()).toHaveLength(20);
    });

    it("shows all cards when the keyboard reaches the strip", () => {
      inRouter(<HotSaleStrip products={twenty} />);
      act(() => screen.getByRole("link", { name: /Part number 1\b/ }).focus());
      expect(hotSaleCards()).toHaveLength(20);
    });
  });
});
