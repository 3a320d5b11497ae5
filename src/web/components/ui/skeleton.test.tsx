import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProductCardSkeleton, Skeleton, SkeletonGroup, SkeletonStack } from "./skeleton";

describe("Skeleton", () => {
  it("names a busy region after what is loading and hides its placeholders from screen readers", () => {
    render(
      <SkeletonGroup label="Loading your cart" className="grid gap-6">
        <Skeleton tone="panel" className="h-72 rounded-xl" />
        <Skeleton tone="panel" className="h-56 rounded-xl" />
      </SkeletonGroup>,
    );
    const region = screen.getByLabelText("Loading your cart");
    expect(region).toHaveAttribute("aria-busy", "true");
    expect(region.children).toHaveLength(2);
    for (const placeholder of region.children) expect(placeholder).toHaveAttribute("aria-hidden", "true");
  });

  it("stacks as many placeholders as asked", () => {
    render(<SkeletonStack label="Loading kit orders" count={3} itemClassName="h-36 rounded-xl" />);
    const region = screen.getByLabelText("Loading kit orders");
    expect(region).toHaveAttribute("aria-busy", "true");
    expect(region.children).toHaveLength(3);
  });

  it("can stand alone as a labelled busy placeholder", () => {
    render(<Skeleton tone="faint" className="h-96 rounded-xl" label="Loading checkout" />);
    expect(screen.getByLabelText("Loading checkout")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByLabelText("Loading checkout")).not.toHaveAttribute("aria-hidden");
  });

  it("draws product cards as list items in a list of loading products", () => {
    render(
      <ul aria-label="Loading products">
        <ProductCardSkeleton as="li" />
        <ProductCardSkeleton as="li" />
      </ul>,
    );
    expect(within(screen.getByRole("list", { name: "Loading products" })).getAllByRole("listitem")).toHaveLength(2);
  });
});
