import type { ReactNode } from "react";
import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary as BlogsErrorBoundary } from "./blogs";
import { ErrorBoundary as PostErrorBoundary } from "./blog-post";
import { BLOG_NETWORK_ERROR, blogErrorText, POST_FAILED, POSTS_FAILED } from "~/src/web/features/blog/blog-errors";

function renderFailing(path: string, error: unknown, ErrorBoundary: () => ReactNode) {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => <p>never shown</p>,
      ErrorBoundary,
      loader: () => {
        throw error;
      },
    },
  ]);
  render(<Stub initialEntries={[path.replace(":id", "some-post")]} />);
}

describe("blog error texts (§8)", () => {
  it("prefers the server's error field, then 'Network error.', then the fallback", () => {
    expect(blogErrorText(new Response(), POSTS_FAILED)).toBe(POSTS_FAILED);
    expect(blogErrorText(new TypeError("Failed to fetch"), POSTS_FAILED)).toBe(BLOG_NETWORK_ERROR);
    expect(blogErrorText(new Error("boom"), POST_FAILED)).toBe(POST_FAILED);
  });

  it("the list shows the server's error with a Try Again button", async () => {
    renderFailing("/blogs", data({ error: "The blog is being updated." }, { status: 503 }), BlogsErrorBoundary);
    expect(await screen.findByText("The blog is being updated.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });

  it("the list says 'Failed to load posts.' when the server gave no reason", async () => {
    renderFailing("/blogs", data(null, { status: 500 }), BlogsErrorBoundary);
    expect(await screen.findByText("Failed to load posts.")).toBeInTheDocument();
  });

  it("a post says 'Network error.' when the request failed", async () => {
    renderFailing("/blogs/:id", new TypeError("Failed to fetch"), PostErrorBoundary);
    expect(await screen.findByText("Network error.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "We could not load this post" })).toBeInTheDocument();
  });

  it("an unknown post gets a helpful 404", async () => {
    renderFailing("/blogs/:id", data({ error: "Post not found." }, { status: 404 }), PostErrorBoundary);
    expect(await screen.findByRole("heading", { name: "Post not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse all posts" })).toHaveAttribute("href", "/blogs");
  });
});
