import multipart from "@fastify/multipart";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ORDER_KIND_NAMES, ORDER_KINDS } from "~/src/core/order-kinds";
import { failureSchema } from "~/src/core/shapes/api";
import { customerReturnListSchema, returnRequestBodySchema, returnResponseSchema } from "~/src/core/shapes/returns";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { currentUser, requireUser } from "~/src/server/http/auth";
import { readMultipartForm } from "~/src/server/http/multipart-form";
import { defineMessages } from "~/src/core/i18n";
import { NOT_FOUND, refuse } from "~/src/server/refusal";
import { requestReturn } from "./request-return.service";
import { MAX_RETURN_PHOTOS, RETURN_MULTIPART_LIMITS, returnRequestFromForm, TOO_MANY_PHOTOS } from "./return-request-body";
import { customerReturns, customerReturnView, returnPhoto, storedReturn } from "./return-store";

const text = defineMessages("refusal.returnForm", {
  howToSend: "Send the return as JSON, or as multipart/form-data with photos.",
});

const photoParams = z.object({ id: z.string().max(100), n: z.coerce.number().int().min(1).max(3) });

/** Sends a return's photo: private (the customer's and staff's only), never cached by anything shared. */
export async function sendPhoto(reply: FastifyReply, jpeg: Buffer | null) {
  if (!jpeg) throw refuse.notFound(NOT_FOUND.photo);
  return reply.type("image/jpeg").header("cache-control", "private, max-age=3600").header("content-length", jpeg.length).send(jpeg);
}

/**
 * The customer's side of returns: ask to return units of a delivered order (JSON, or multipart with up to three
 * photos), follow one's returns, see their photos.
 */
export const returnsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const signedIn = requireUser(db);
  await app.register(multipart, { limits: RETURN_MULTIPART_LIMITS });

  for (const kind of ORDER_KIND_NAMES) {
    app.post(
      `/api/${ORDER_KINDS[kind].segment}/:id/returns`,
      {
        preHandler: signedIn,
        schema: {
          params: z.object({ id: z.string().max(100) }),
          consumes: ["application/json", "multipart/form-data"],
          // Multipart bodies are read by the handler (readReturnRequest), so the schema allows no JSON body.
          body: returnRequestBodySchema.nullish(),
          response: { 201: returnResponseSchema, 400: failureSchema, 404: failureSchema, 409: failureSchema, 413: failureSchema, 415: failureSchema },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart() && !request.body) throw refuse.invalid({ message: text.howToSend });
        const input = request.isMultipart()
          ? await returnRequestFromForm(await readMultipartForm(request, { maxFiles: MAX_RETURN_PHOTOS, tooMany: TOO_MANY_PHOTOS }))
          : { body: request.body!, photos: [] };
        const created = await requestReturn({ db, config }, { kind, orderId: request.params.id, userId: currentUser(request).id, input });
        return reply.code(201).send({ success: true as const, return: customerReturnView(created) });
      },
    );
  }

  app.get("/api/returns", { preHandler: signedIn, schema: { response: { 200: customerReturnListSchema } } }, async (request) => ({
    success: true as const,
    returns: (await customerReturns(db, currentUser(request).id)).map(customerReturnView),
  }));

  app.get(
    "/api/returns/:id/photos/:n",
    { preHandler: signedIn, schema: { params: photoParams, produces: ["image/jpeg"], response: { 404: failureSchema } } },
    async (request, reply) => {
      const owned = await storedReturn(db, request.params.id, currentUser(request).id);
      if (!owned) throw refuse.notFound(NOT_FOUND.return);
      return sendPhoto(reply, await returnPhoto(db, owned.id, request.params.n));
    },
  );
};
