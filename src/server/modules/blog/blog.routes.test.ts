import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "~/tests/support/test-app";
import { blogPosts } from "~/src/server/db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(blogPosts).values([
    {
      id: "safe-post",
      title: "Reading a DHT22",
      image: "/images/catalog/dht22-temperature-humidity-sensor.svg",
      date: "2026-10-01",
      readTime: "5 min read",
      excerpt: "Wire it, read it.",
      category: "Tutorials",
      tags: ["sensors", "arduino"],
      author: "Ananya Rao",
      content: "<h2>Wiring</h2><p>Connect <strong>VCC</strong> to 5V.</p><pre><code>dht.begin();</code></pre>",
    },
    {
      id: "hostile-post",
      title: "Hostile",
      date: "2026-11-01",
      content:
        '<p onclick="steal()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><a href="https://example.org" target="_blank">ok</a>',
    },
  ]);
});
afterAll(() => t.close());

describe("blogs", () => {
  it("lists posts newest first, each with a tags list", async () => {
    const body = (await t.app.inject("/api/blogs")).json();
    expect(body.success).toBe(true);
    expect(body.posts.map((p: { _id: string }) => p._id)).toEqual(["hostile-post", "safe-post"]);
    expect(body.posts[0].tags).toEqual([]);
    expect(body.posts[1]).toMatchObject({
      title: "Reading a DHT22",
      date: "2026-10-01",
      readTime: "5 min read",
      category: "Tutorials",
      tags: ["sensors", "arduino"],
      author: "Ananya Rao",
    });
  });

  it("returns a post with its HTML kept", async () => {
    const body = (await t.app.inject("/api/blogs/safe-post")).json();
    expect(body.post.content).toBe("<h2>Wiring</h2><p>Connect <strong>VCC</strong> to 5V.</p><pre><code>dht.begin();</code></pre>");
  });

  it("strips scripts, event handlers and javascript: links", async () => {
    const { content } = (await t.app.inject("/api/blogs/hostile-post")).json().post;
    expect(content).not.toMatch(/<script|onclick|onerror|javascript:/i);
    expect(content).toContain("<p>Hi</p>");
    expect(content).toContain('href="https://example.org" target="_blank" rel="noopener noreferrer"');
  });

  it("answers 404 with message and error for an unknown post", async () => {
    const response = await t.app.inject("/api/blogs/nope");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: "Post not found.", error: "Post not found." });
  });
});
