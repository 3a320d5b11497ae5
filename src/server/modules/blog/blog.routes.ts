import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { refuse } from "../../http/errors";
import { getPost, listPosts } from "./blog.service";

const postResponse = z.object({
  _id: z.string(),
  title: z.string(),
  image: z.string(),
  date: z.string(),
  readTime: z.string(),
  excerpt: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  author: z.string(),
  content: z.string(),
});

// Blog screens read the error text from `error` (§8).
const BLOG_CALL = { specContract: true, errorField: true } as const;

export const blogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/blogs",
    { config: BLOG_CALL, schema: { response: { 200: z.object({ success: z.literal(true), posts: z.array(postResponse) }) } } },
    async () => ({ success: true as const, posts: await listPosts(db) }),
  );

  app.get(
    "/api/blogs/:id",
    {
      config: BLOG_CALL,
      schema: { params: z.object({ id: z.string().max(200) }), response: { 200: z.object({ success: z.literal(true), post: postResponse }) } },
    },
    async (request) => {
      const post = await getPost(db, request.params.id);
      if (!post) throw refuse.notFound("Post not found.");
      return { success: true as const, post };
    },
  );
};
