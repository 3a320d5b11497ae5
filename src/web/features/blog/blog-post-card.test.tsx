import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { BlogPostCard, type PostSummary } from "./blog-post-card";

const post = {
  _id: "soldering-basics",
  title: "Soldering basics",
  excerpt: "Heat the joint, not the solder.",
  image: "/images/blog/soldering.svg",
  category: "Guides",
  tags: [],
  author: "Tinkerwala",
  date: "2026-11-01",
} as unknown as PostSummary;

const renderCard = (value: PostSummary) =>
  render(
    <MemoryRouter>
      <BlogPostCard post={value} />
    </MemoryRouter>,
  );

describe("BlogPostCard", () => {
  it("shows the post's picture", () => {
    renderCard(post);
    expect(screen.getByRole("img", { name: "Soldering basics" })).toHaveAttribute("src", "/images/blog/soldering.svg");
  });

  it("has no image element for a post without a picture (an empty src would load the page again)", () => {
    const { container } = renderCard({ ...post, image: "" });
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("link", { name: "Soldering basics" })).toHaveAttribute("href", "/blogs/soldering-basics");
  });
});
