import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { blogListQuerySchema, blogPostDetailSchema, blogPostListSchema } from "~/src/core/shapes/blog";
import { SENDS_KEPT_ANSWERS } from "~/src/server/cache/cached-answer";
import { sendCachedJson } from "~/src/server/cache/register-catalog-cache";
import type { Db } from "~/src/server/db/client";
import { NOT_FOUND, refuse } from "~/src/server/refusal";
import { getPost, listPosts } from "./blog.service";

// Blog screens read the error text from `error` (§8).
const BLOG_CALL = { specContract: true, errorField: true } as const;

export const blogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/blogs",
    { ...SENDS_KEPT_ANSWERS, config: BLOG_CALL, schema: { querystring: blogListQuerySchema, response: { 200: blogPostListSchema } } },
    (request, reply) => sendCachedJson(request, reply, async () => ({ success: true as const, posts: await listPosts(db, request.query.language) })),
  );

  app.get(
    "/api/blogs/:id",
    {
      ...SENDS_KEPT_ANSWERS,
      config: BLOG_CALL,
      schema: { params: z.object({ id: z.string().max(200) }), response: { 200: blogPostDetailSchema } },
    },
    (request, reply) =>
      sendCachedJson(request, reply, async () => {
        const post = await getPost(db, request.params.id);
        if (!post) throw refuse.notFound(NOT_FOUND.post);
        return { success: true as const, post };
      }),
  );
};
