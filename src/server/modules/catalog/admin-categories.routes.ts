import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminCategoryListSchema, adminCategoryResponseSchema } from "~/src/core/shapes/admin-catalog";
import type { Db } from "~/src/server/db/client";
import { currentUser, requireStaff } from "~/src/server/http/auth";
import { categoryCreateBody, categoryParams, categoryPatchBody } from "./admin-catalog.schemas";
import { createCategory, deleteCategory, listAdminCategories, updateCategory } from "./admin-categories.service";

export const adminCategoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const staffOnly = requireStaff(db);

  app.get("/api/admin/categories", { preHandler: staffOnly, schema: { response: { 200: adminCategoryListSchema } } }, async () => ({
    success: true as const,
    categories: await listAdminCategories(db),
  }));

  app.post(
    "/api/admin/categories",
    {
      preHandler: staffOnly,
      // 201 is what is sent; 200 is listed too because every call of the API document has one.
      schema: { body: categoryCreateBody, response: { 200: adminCategoryResponseSchema, 201: adminCategoryResponseSchema } },
    },
    async (request, reply) => {
      const category = await createCategory(db, currentUser(request), request.body.name, request.body.nameHi);
      return reply.code(201).send({ success: true as const, category });
    },
  );

  app.patch(
    "/api/admin/categories/:id",
    { preHandler: staffOnly, schema: { params: categoryParams, body: categoryPatchBody, response: { 200: adminCategoryResponseSchema } } },
    async (request) => ({ success: true as const, category: await updateCategory(db, currentUser(request), request.params.id, request.body) }),
  );

  app.delete(
    "/api/admin/categories/:id",
    { preHandler: staffOnly, schema: { params: categoryParams, response: { 200: adminCategoryResponseSchema } } },
    async (request) => ({ success: true as const, category: await deleteCategory(db, currentUser(request), request.params.id) }),
  );
};
