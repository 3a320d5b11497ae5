import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerUser, type TestApp } from "~/tests/support/test-app";
import { blogPosts, users } from "~/src/server/db/schema";
import { auditLog } from "~/src/server/db/schema-staff";

let t: TestApp;
let customer: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = (await registerUser(t.app)).token;
  const member = await registerUser(t.app, { name: "Anil Writer" });
  await t.db.update(users).set({ role: "staff" }).where(eq(users.email, member.email));
  staff = member.token;
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object, token = staff) =>
  t.app.inject({ method, url, payload, headers: token ? { token } : {} });

const draft = {
  title: "Soldering for beginners!",
  excerpt: "Hold the iron like a pen.",
  content:
    '<h2>Tools</h2><p onclick="steal()">A 25 W iron.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="/images/a.svg" onerror="x()">',
  image: "/images/catalog/soldering-iron.svg",
  category: "Guides",
  tags: ["soldering", "tools"],
  status: "draft",
  date: "2026-09-01",
};

describe("staff blog", () => {
  it("a draft is saved sanitized, listed for staff and invisible to the public (404)", async () => {
    const created = await call("POST", "/api/admin/blog", draft);
    expect(created.statusCode).toBe(201);
    const { post } = created.json();
    expect(post).toMatchObject({
      _id: "soldering-for-beginners",
      status: "draft",
      author: "Anil Writer",
      readTime: "1 min read",
      tags: ["soldering", "tools"],
    });
    expect(post.content).toContain("<h2>Tools</h2>");
    for (const bad of ["<script", "onclick", "onerror", "javascript:"]) expect(post.content).not.toContain(bad);

    // Stored sanitized, not only answered so.
    const [stored] = await t.db.select({ content: blogPosts.content }).from(blogPosts).where(eq(blogPosts.id, "soldering-for-beginners"));
    expect(stored.content).not.toContain("<script");

    const list = (await call("GET", "/api/admin/blog")).json();
    expect(list.posts.map((p: { _id: string }) => p._id)).toContain("soldering-for-beginners");
    expect(list.posts[0]).not.toHaveProperty("content");
    expect((await call("GET", "/api/admin/blog/soldering-for-beginners")).json().post.status).toBe("draft");

    expect((await call("GET", "/api/blogs/soldering-for-beginners", undefined, "")).statusCode).toBe(404);
    const publicList = (await call("GET", "/api/blogs", undefined, "")).json();
    expect(publicList.posts.map((p: { _id: string }) => p._id)).not.toContain("soldering-for-beginners");
  });

  it("publishing makes it visible; the same title gets the next free id", async () => {
    const patched = await call("PATCH", "/api/admin/blog/soldering-for-beginners", {
      status: "published",
      title: "Soldering for beginners, revised",
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().post).toMatchObject({ _id: "soldering-for-beginners", status: "published", title: "Soldering for beginners, revised" });
    const visible = await call("GET", "/api/blogs/soldering-for-beginners", undefined, "");
    expect(visible.json().post.title).toBe("Soldering for beginners, revised");
    expect((await call("GET", "/api/blogs", undefined, "")).json().posts[0]._id).toBe("soldering-for-beginners");

    const second = await call("POST", "/api/admin/blog", { ...draft, status: "published", date: undefined });
    expect(second.json().post._id).toBe("soldering-for-beginners-2");
    expect(second.json().post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("a patch sanitizes the HTML too, and the audit log records create, update and delete", async () => {
    const patched = await call("PATCH", "/api/admin/blog/soldering-for-beginners-2", { content: "<p>Safe</p><script>bad()</script>" });
    expect(patched.json().post.content).toBe("<p>Safe</p>");
    expect((await call("DELETE", "/api/admin/blog/soldering-for-beginners-2")).json()).toEqual({ success: true, message: "Post deleted." });
    expect((await call("GET", "/api/admin/blog/soldering-for-beginners-2")).statusCode).toBe(404);
    expect((await call("DELETE", "/api/admin/blog/soldering-for-beginners-2")).statusCode).toBe(404);
    const entries = await t.db.select().from(auditLog).where(like(auditLog.target, "blog:soldering-for-beginners-2"));
    expect(entries.map((entry) => entry.action)).toEqual(["blog.create", "blog.update", "blog.delete"]);
    expect(entries[2].before).toMatchObject({ title: draft.title });
  });

  it.each([
    [{ ...draft, title: "" }, "field 'title'", "Title is required."],
    [{ ...draft, status: "scheduled" }, "field 'status'", "draft or published"],
    [{ ...draft, date: "2026-02-30" }, "field 'date'", "real date"],
    [{ ...draft, image: "javascript:alert(1)" }, "field 'image'", "https://"],
    [{ ...draft, content: "<p> </p>" }, "field 'content'", "Content is required."],
    [{ ...draft, content: "<script>x()</script>" }, "Content is required", "unsafe HTML"],
    [{ ...draft, tags: "one" }, "field 'tags'", "list"],
  ])("refuses %j with 400 naming the field", async (payload, field, text) => {
    const before = (await call("GET", "/api/admin/blog")).json().posts.length;
    const response = await call("POST", "/api/admin/blog", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    expect(response.json().message).toContain(text);
    expect((await call("GET", "/api/admin/blog")).json().posts.length).toBe(before);
  });

  it("patching an unknown post is 404", async () => {
    expect((await call("PATCH", "/api/admin/blog/no-such-post", { status: "draft" })).statusCode).toBe(404);
  });

  const calls: Array<["GET" | "POST" | "PATCH" | "DELETE", string, object?]> = [
    ["GET", "/api/admin/blog"],
    ["GET", "/api/admin/blog/soldering-for-beginners"],
    ["POST", "/api/admin/blog", draft],
    ["PATCH", "/api/admin/blog/soldering-for-beginners", { status: "draft" }],
    ["DELETE", "/api/admin/blog/soldering-for-beginners"],
  ];
  it.each(calls)("%s %s: 401 without a token, 403 for a customer", async (method, url, payload) => {
    expect((await call(method, url, payload, "")).statusCode).toBe(401);
    expect((await call(method, url, payload, customer)).statusCode).toBe(403);
  });
});
