import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "~/tests/support/test-app";
import { adminCall, staffToken } from "~/tests/support/catalog";
import { blogPosts } from "~/src/server/db/schema";
import { auditLog } from "~/src/server/db/schema-staff";

/** Issue 33: a post keeps the language it was written in; the Hindi blog lists Hindi posts first. */
let t: TestApp;
let staff: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(blogPosts).values([
    { id: "en-new", title: "Servo basics", date: "2026-11-20", content: "<p>Servo.</p>" },
    { id: "hi-old", title: "सेंसर क्या है", date: "2026-09-01", content: "<p>सेंसर।</p>", language: "hi" },
    { id: "en-old", title: "LED basics", date: "2026-08-01", content: "<p>LED.</p>" },
    { id: "hi-new", title: "मोटर कैसे चलाएँ", date: "2026-10-15", content: "<p>मोटर।</p>", language: "hi" },
    { id: "hi-draft", title: "अधूरा लेख", date: "2026-11-25", content: "<p>ड्राफ़्ट।</p>", language: "hi", status: "draft" },
  ]);
  staff = adminCall(t, await staffToken(t));
});
afterAll(() => t.close());

const listed = async (query = "") => {
  const answer = await t.app.inject(`/api/blogs${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.json().posts as Array<{ _id: string; language: string }>;
};

describe("blog posts in Hindi", () => {
  it("lists posts newest first as before, each saying its language", async () => {
    const posts = await listed();
    expect(posts.map((post) => post._id)).toEqual(["en-new", "hi-new", "hi-old", "en-old"]);
    expect(posts.map((post) => post.language)).toEqual(["en", "hi", "hi", "en"]);
    expect((await t.app.inject("/api/blogs/hi-new")).json().post).toMatchObject({ title: "मोटर कैसे चलाएँ", language: "hi" });
  });

  it("with language=hi lists Hindi posts first, newest first within each language, drafts still hidden", async () => {
    expect((await listed("?language=hi")).map((post) => post._id)).toEqual(["hi-new", "hi-old", "en-new", "en-old"]);
    expect((await listed("?language=en")).map((post) => post._id)).toEqual(["en-new", "en-old", "hi-new", "hi-old"]);
  });

  it("refuses a language it does not have", async () => {
    const answer = await t.app.inject("/api/blogs?language=fr");
    expect(answer.json()).toMatchObject({ success: false, message: expect.stringContaining("language must be one of en, hi") });
  });

  it("staff write a post in Hindi and change its language, audited", async () => {
    const created = await staff.post("/api/admin/blog", {
      title: "ब्रेडबोर्ड पर पहला सर्किट",
      content: "<p>तार लगाइए।</p>",
      category: "Guides",
      status: "published",
      language: "hi",
      date: "2026-11-28",
    });
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id, language } = created.json().post;
    expect(language).toBe("hi");
    expect((await listed("?language=hi"))[0]._id).toBe(id);

    const moved = await staff.patch(`/api/admin/blog/${id}`, { language: "en" });
    expect(moved.json().post.language).toBe("en");
    expect((await listed("?language=hi")).slice(0, 2).map((post) => post._id)).toEqual(["hi-new", "hi-old"]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "blog.update"));
    expect(entry).toMatchObject({ target: `blog:${id}`, before: { language: "hi" }, after: { language: "en" } });

    const wrong = await staff.patch(`/api/admin/blog/${id}`, { language: "english" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain("Language must be en (English) or hi (Hindi).");
  });
});
