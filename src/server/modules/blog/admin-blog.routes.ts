import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { blogPostInputSchema, blogPostPatchSchema } from "~/src/core/blog-input";
import { successMessageSchema } from "~/src/core/shapes/api";
import { adminBlogListSchema, adminBlogPostResponseSchema } from "~/src/core/shapes/blog";
import type { Db } from "~/src/server/db/client";
import { currentUser } from "~/src/server/http/auth";
import { staffGuard } from "~/src/server/http/staff-guard";
import { createPost, deletePost, getAnyPost, listAllPosts, updatePost } from "./admin-blog.service";

const idParams = z.object({ id: z.string().max(200) });

/** Staff write the blog: drafts stay off the storefront until published. */
export const adminBlogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const staff = staffGuard(db);

  app.get("/api/admin/blog", { ...staff, schema: { response: { 200: adminBlogListSchema } } }, async () => ({
    success: true as const,
    posts: await listAllPosts(db),
  }));

  app.get("/api/admin/blog/:id", { ...staff, schema: { params: idParams, response: { 200: adminBlogPostResponseSchema } } }, async (request) => ({
    success: true as const,
    post: await getAnyPost(db, request.params.id),
  }));

  app.post(
    "/api/admin/blog",
    { ...staff, schema: { body: blogPostInputSchema, response: { 200: adminBlogPostResponseSchema, 201: adminBlogPostResponseSchema } } },
    async (request, reply) => reply.code(201).send({ success: true as const, post: await createPost(db, currentUser(request), request.body) }),
  );

  app.patch(
    "/api/admin/blog/:id",
    { ...staff, schema: { params: idParams, body: blogPostPatchSchema, response: { 200: adminBlogPostResponseSchema } } },
    async (request) => ({ success: true as const, post: await updatePost(db, currentUser(request), request.params.id, request.body) }),
  );

  app.delete("/api/admin/blog/:id", { ...staff, schema: { params: idParams, response: { 200: successMessageSchema } } }, async (request) => {
    await deletePost(db, currentUser(request), request.params.id);
    return { success: true as const, message: "Post deleted." };
  });
};
