import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SessionProvider } from "~/src/web/shop/session";
import { json, renderAdmin, signedInStaff } from "~/tests/support/admin";
import { BlogForm } from "./blog-form";

const fetchMock = signedInStaff();

describe("blog post form", () => {
  it("renders on the server with a plain textarea instead of the editor", () => {
    const Stub = createRoutesStub([
      {
        path: "/admin/blog/new",
        Component: () => (
          <QueryClientProvider client={new QueryClient()}>
            <SessionProvider>
              <BlogForm categories={[]} />
            </SessionProvider>
          </QueryClientProvider>
        ),
      },
    ]);
    const html = renderToString(<Stub initialEntries={["/admin/blog/new"]} />);
    expect(html).toContain("<textarea");
    expect(html).not.toContain("ProseMirror");
  });

  // jsdom has no layout, so typing into ProseMirror cannot be simulated; the browser test covers that path.
  it("mounts the rich-text editor with the post's HTML and saves the edit with its tags as a list", async () => {
    fetchMock.mockImplementation(() => json({ success: true, post: { _id: "soldering-basics", status: "published" } }));
    const user = userEvent.setup();
    const post = {
      _id: "soldering-basics",
      title: "Soldering basics",
      image: "/uploads/cover.webp",
      date: "2026-11-01T00:00:00.000Z",
      readTime: "1 min read",
      excerpt: "",
      category: "Guides",
      tags: ["soldering"],
      author: "Anil",
      language: "en" as const,
      content: "<p>Hold the iron like a pen.</p>",
      status: "draft" as const,
      updatedAt: "2026-11-01T00:00:00.000Z",
    };
    renderAdmin(() => <BlogForm post={post} categories={["Guides"]} />, { path: "/admin/blog/soldering-basics" });
    const editor = await screen.findByRole("textbox", { name: "Content" });
    expect(editor).toHaveTextContent("Hold the iron like a pen.");
    expect(screen.getByRole("toolbar", { name: "Formatting" })).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Tags/));
    await user.type(screen.getByLabelText(/^Tags/), "soldering, tools ,");
    await user.selectOptions(screen.getByLabelText("Status"), "published");
    expect(screen.getByLabelText(/^Written in/)).toHaveDisplayValue("English");
    await user.selectOptions(screen.getByLabelText(/^Written in/), "हिन्दी");
    expect(screen.getByLabelText("Title")).toHaveAttribute("lang", "hi");
    await user.click(screen.getByRole("button", { name: "Save post" }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, call]) => call?.method === "PATCH")).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === "PATCH")!;
    expect(url).toBe("/api/admin/blog/soldering-basics");
    expect(JSON.parse(init.body)).toMatchObject({
      title: "Soldering basics",
      content: "<p>Hold the iron like a pen.</p>",
      image: "/uploads/cover.webp",
      category: "Guides",
      tags: ["soldering", "tools"],
      status: "published",
      language: "hi",
    });
  });

  it("names a missing title and content before sending", async () => {
    const user = userEvent.setup();
    renderAdmin(() => <BlogForm categories={[]} />, { path: "/admin/blog/new" });
    await screen.findByRole("textbox", { name: "Content" });
    await user.click(screen.getByRole("button", { name: "Create post" }));
    expect(await screen.findByText("Title is required.")).toBeInTheDocument();
    expect(screen.getByText("Content is required.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
