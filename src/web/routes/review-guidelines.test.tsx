import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { REVIEW_REASON_EXPLANATIONS, REVIEW_REASON_LABELS, REVIEW_REASONS } from "~/src/core/reviews";
import { renderPage } from "~/tests/support/shop";
import ReviewGuidelinesPage from "./review-guidelines";

describe("/review-guidelines: how reviews are collected and checked", () => {
  it("lists the five reasons a review is refused, each with what it means", () => {
    renderPage(ReviewGuidelinesPage);
    expect(screen.getByRole("heading", { level: 1, name: "How we collect and check reviews" })).toBeInTheDocument();
    const items = within(screen.getByRole("list", { name: "Reasons we refuse or remove a review" })).getAllByRole("listitem");
    expect(items).toHaveLength(5);
    REVIEW_REASONS.forEach((reason, index) => {
      expect(items[index]).toHaveTextContent(`${REVIEW_REASON_LABELS[reason]}: ${REVIEW_REASON_EXPLANATIONS[reason]}`);
    });
  });

  it("promises verified buyers, critical reviews published, the plain average, and names the rules", () => {
    const { container } = renderPage(ReviewGuidelinesPage);
    expect(container).toHaveTextContent("Only customers who received the part can review it");
    expect(container).toHaveTextContent("We publish negative reviews as readily as positive ones");
    expect(container).toHaveTextContent("no review is paid for");
    expect(container).toHaveTextContent("plain average of the stars of all its published reviews");
    expect(container).toHaveTextContent("IS 19000:2022");
    expect(container).toHaveTextContent("Consumer Protection (E-Commerce) Rules, 2020");
    expect(screen.getByRole("link", { name: "My reviews" })).toHaveAttribute("href", "/reviews");
  });
});
