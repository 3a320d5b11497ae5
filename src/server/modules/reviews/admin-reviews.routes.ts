import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { failureSchema } from "~/src/core/shapes/api";
import {
  reviewDecisionBodySchema,
  reviewReplyBodySchema,
  staffReviewAnswerSchema,
  staffReviewListSchema,
  staffReviewQuerySchema,
} from "~/src/core/shapes/reviews";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { reviews } from "~/src/server/db/schema-reviews";
import { currentUser, requireStaff } from "~/src/server/http/auth";
import { decideReview, readDecision, replyToReview } from "./review-moderation.service";
import { loadReviews, toStaffReviews } from "./review-store";

const STAFF_PAGE_SIZE = 20;
const idParams = z.object({ id: z.string().max(100) });

/** Staff check reviews against the published criteria (IS 19000), and reply in public. */
export const adminReviewsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const staff = requireStaff(db);

  app.get(
    "/api/admin/reviews",
    { preHandler: staff, schema: { querystring: staffReviewQuerySchema, response: { 200: staffReviewListSchema } } },
    async (request) => {
      const { status, productId, stars, page } = request.query;
      const where = and(
        status ? eq(reviews.status, status) : undefined,
        productId ? eq(reviews.productId, productId) : undefined,
        stars ? eq(reviews.stars, stars) : undefined,
      );
      // What waits is read oldest first (first come, first checked); the rest newest first.
      const waiting = status === "pending" || status === "reported";
      const orderBy: SQL[] = waiting ? [asc(reviews.updatedAt), asc(reviews.id)] : [desc(reviews.updatedAt), desc(reviews.id)];
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(reviews).where(where),
        loadReviews(db, where, { orderBy, limit: STAFF_PAGE_SIZE, offset: (page - 1) * STAFF_PAGE_SIZE }),
      ]);
      return {
        success: true as const,
        reviews: await toStaffReviews(db, rows),
        total,
        page,
        pages: Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE)),
      };
    },
  );

  app.post(
    "/api/admin/reviews/:id/status",
    {
      preHandler: staff,
      schema: {
        params: idParams,
        body: reviewDecisionBodySchema,
        response: { 200: staffReviewAnswerSchema, 400: failureSchema, 404: failureSchema, 409: failureSchema },
      },
    },
    async (request) => {
      const decision = readDecision(request.body);
      const review = await decideReview(db, config, currentUser(request), request.params.id, decision, request.body.version);
      return { success: true as const, review };
    },
  );

  app.put(
    "/api/admin/reviews/:id/reply",
    {
      preHandler: staff,
      schema: { params: idParams, body: reviewReplyBodySchema, response: { 200: staffReviewAnswerSchema, 400: failureSchema, 404: failureSchema } },
    },
    async (request) => ({ success: true as const, review: await replyToReview(db, currentUser(request), request.params.id, request.body.text) }),
  );
};
