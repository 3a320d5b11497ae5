import multipart from "@fastify/multipart";
import { and, eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isShownReview, REVIEW_PHOTOS_MAX } from "~/src/core/reviews";
import { isStaff } from "~/src/core/staff";
import { failureSchema, successMessageSchema } from "~/src/core/shapes/api";
import {
  myProductReviewSchema,
  myReviewsSchema,
  reviewBodySchema,
  reviewHelpfulSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewReportBodySchema,
  reviewWrittenSchema,
} from "~/src/core/shapes/reviews";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { reviewPhotos, reviews } from "~/src/server/db/schema-reviews";
import { currentUser, requireUser, tokenOf } from "~/src/server/http/auth";
import { readMultipartForm } from "~/src/server/http/multipart-form";
import { defineMessages } from "~/src/core/i18n";
import { NOT_FOUND, refuse } from "~/src/server/refusal";
import { IMAGE_MAX_BYTES } from "~/src/server/shared/images";
import { findSessionUser } from "~/src/server/shared/sessions";
import { markHelpful, reportReview } from "./review-readers.service";
import { scheduleReviewRequests } from "./review-requests.service";
import { findReview, loadReviews, receivedProduct, toOwnReview } from "./review-store";
import { productReviewPage } from "./review-page";
import { deleteReview, submissionFromForm, TOO_MANY_REVIEW_PHOTOS, writeReview } from "./review-write.service";

function sendJpeg(reply: FastifyReply, jpeg: Buffer, cacheControl: string) {
  return reply.type("image/jpeg").header("cache-control", cacheControl).header("content-length", jpeg.length).send(jpeg);
}

const text = defineMessages("refusal.reviewForm", {
  howToSend: "Send the review as JSON, or as multipart/form-data with photos.",
});

const productParams = z.object({ id: z.string().max(200) });
const reviewParams = z.object({ id: z.string().max(100) });
const photoParams = z.object({ id: z.string().max(100), n: z.coerce.number().int().min(1).max(REVIEW_PHOTOS_MAX) });

/**
 * Reviews as customers and readers meet them (issue 31): the published ones of a product, the customer's own,
 * writing (JSON, or multipart with photos), deleting, "Helpful" and reports; and the review-request sweep.
 */
export const reviewsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const signedIn = requireUser(db);
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: REVIEW_PHOTOS_MAX + 1, fields: 8, parts: 12, fieldSize: 20_000 } });
  const stopRequests = scheduleReviewRequests(db, config, app.log);
  app.addHook("onClose", stopRequests);

  app.get(
    "/api/products/:id/reviews",
    { schema: { params: productParams, querystring: reviewListQuerySchema, response: { 200: reviewListSchema, 404: failureSchema } } },
    async (request) => {
      const page = await productReviewPage(db, request.params.id, request.query);
      if (!page) throw refuse.notFound(NOT_FOUND.product);
      return page;
    },
  );

  app.get(
    "/api/products/:id/reviews/mine",
    { preHandler: signedIn, schema: { params: productParams, response: { 200: myProductReviewSchema } } },
    async (request) => {
      const userId = currentUser(request).id;
      const [mine] = await loadReviews(db, and(eq(reviews.productId, request.params.id), eq(reviews.userId, userId)));
      return {
        success: true as const,
        canReview: (await receivedProduct(db, userId, request.params.id)) !== null,
        review: mine ? toOwnReview(mine) : null,
      };
    },
  );

  app.post(
    "/api/products/:id/reviews",
    {
      preHandler: signedIn,
      schema: {
        params: productParams,
        consumes: ["application/json", "multipart/form-data"],
        // Multipart bodies are read by the handler, so the schema allows no JSON body there.
        body: reviewBodySchema.nullish(),
        response: {
          200: reviewWrittenSchema,
          201: reviewWrittenSchema,
          400: failureSchema,
          403: failureSchema,
          404: failureSchema,
          409: failureSchema,
          413: failureSchema,
          415: failureSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart() && !request.body) throw refuse.invalid({ message: text.howToSend });
      const submission = request.isMultipart()
        ? submissionFromForm(await readMultipartForm(request, { maxFiles: REVIEW_PHOTOS_MAX, tooMany: TOO_MANY_REVIEW_PHOTOS }))
        : { fields: request.body!, photos: [] };
      const { review, created } = await writeReview(db, currentUser(request).id, request.params.id, submission);
      return reply.code(created ? 201 : 200).send({ success: true as const, review: toOwnReview(review) });
    },
  );

  app.get("/api/reviews/mine", { preHandler: signedIn, schema: { response: { 200: myReviewsSchema } } }, async (request) => ({
    success: true as const,
    reviews: (await loadReviews(db, eq(reviews.userId, currentUser(request).id))).map(toOwnReview),
  }));

  app.delete(
    "/api/reviews/:id",
    { preHandler: signedIn, schema: { params: reviewParams, response: { 200: successMessageSchema, 404: failureSchema } } },
    async (request) => {
      await deleteReview(db, currentUser(request).id, request.params.id);
      return { success: true as const, message: "Your review is deleted." };
    },
  );

  app.post(
    "/api/reviews/:id/helpful",
    { preHandler: signedIn, schema: { params: reviewParams, response: { 200: reviewHelpfulSchema, 400: failureSchema, 404: failureSchema } } },
    async (request) => ({ success: true as const, helpful: await markHelpful(db, request.params.id, currentUser(request).id) }),
  );

  app.post(
    "/api/reviews/:id/report",
    {
      preHandler: signedIn,
      schema: { params: reviewParams, body: reviewReportBodySchema, response: { 200: successMessageSchema, 400: failureSchema, 404: failureSchema } },
    },
    async (request) => {
      await reportReview(db, request.params.id, currentUser(request).id, request.body.reason);
      return { success: true as const, message: "Thank you: our team will look at this review." };
    },
  );

  // A published review's photos are public (and cached like the page); a waiting one's only to its writer and staff.
  app.get(
    "/api/reviews/:id/photos/:n",
    { schema: { params: photoParams, produces: ["image/jpeg"], response: { 404: failureSchema } } },
    async (request, reply) => {
      const found = await findReview(db, request.params.id);
      if (!found) throw refuse.notFound(NOT_FOUND.photo);
      const shown = isShownReview(found.status);
      if (!shown) {
        const token = tokenOf(request);
        const viewer = token ? await findSessionUser(db, token) : null;
        if (!viewer || (viewer.id !== found.userId && !isStaff(viewer.role))) throw refuse.notFound(NOT_FOUND.photo);
      }
      const [photo] = await db
        .select({ jpeg: reviewPhotos.jpeg })
        .from(reviewPhotos)
        .where(and(eq(reviewPhotos.reviewId, found.id), eq(reviewPhotos.position, request.params.n)));
      if (!photo) throw refuse.notFound(NOT_FOUND.photo);
      return sendJpeg(reply, photo.jpeg, shown ? "public, max-age=86400" : "private, max-age=3600");
    },
  );
};
