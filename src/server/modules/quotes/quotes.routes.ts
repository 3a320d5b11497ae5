import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { failureSchema, successSchema } from "~/src/core/shapes/api";
import {
  quoteAcceptBodySchema,
  quoteAcceptedSchema,
  quoteAnswerSchema,
  quoteListSchema,
  quoteRequestBodySchema,
  quoteSchema,
} from "~/src/core/shapes/quotes";
import { isStaff } from "~/src/core/staff";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { quotationFile, sendDocument } from "~/src/server/documents/document-files";
import { currentUser, requireUser, tokenOf } from "~/src/server/http/auth";
import { defineMessages } from "~/src/core/i18n";
import { NOT_FOUND, refuse } from "~/src/server/refusal";
import { requestLanguage } from "~/src/server/shared/i18n";
import { findSessionUser } from "~/src/server/shared/sessions";
import { getShopSettings } from "~/src/server/shared/shop-settings";
import { resolveState } from "~/src/core/india-states";
import { acceptQuote } from "./quote-accept.service";
import { requestQuote } from "./quote-request.service";
import { customerQuotes, mayRead, quoteById, quoteView, type QuoteRow } from "./quote-store";

const idParams = z.object({ id: z.string().max(100) });
const keyQuery = z.object({ key: z.string().max(200).optional() });
const text = defineMessages("refusal.quote", {
  noPdf: "This quotation has not been sent yet, so it has no PDF.",
});

/**
 * The buyer's side of quotations (issue 30): ask for one (logged in or not), follow it by login or by the mailed
 * link's key, download its PDF, accept it into an order.
 */
export const quotesRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  /** Who is asking, if anyone: a quotation is also read without an account, by its key. */
  const viewerOf = async (request: Parameters<typeof tokenOf>[0]) => {
    const token = tokenOf(request);
    const user = token ? await findSessionUser(db, token) : null;
    return user ? { id: user.id, staff: isStaff(user.role) } : null;
  };
  const shopStateCode = async () => resolveState((await getShopSettings(db, config)).state)?.code ?? null;
  const readable = async (request: Parameters<typeof tokenOf>[0], id: string, key: string | undefined): Promise<QuoteRow> => {
    const row = await quoteById(db, id);
    if (!row || !(await mayRead(db, row, await viewerOf(request), key))) throw refuse.notFound(NOT_FOUND.quotation);
    return row;
  };

  app.post(
    "/api/quotes",
    {
      config: { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: "1 minute" } },
      schema: { body: quoteRequestBodySchema, response: { 201: successSchema({ quote: quoteSchema, key: z.string() }), 400: failureSchema } },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const { row, key } = await requestQuote({ db, config, userId: viewer?.id ?? null, language: requestLanguage(request) }, request.body);
      return reply.code(201).send({ success: true as const, quote: quoteView(row, await shopStateCode()), key });
    },
  );

  app.get("/api/quotes", { preHandler: requireUser(db), schema: { response: { 200: quoteListSchema } } }, async (request) => {
    const [rows, state] = await Promise.all([customerQuotes(db, currentUser(request).id), shopStateCode()]);
    return { success: true as const, quotes: rows.map((row) => quoteView(row, state)) };
  });

  app.get(
    "/api/quotes/:id",
    { schema: { params: idParams, querystring: keyQuery, response: { 200: quoteAnswerSchema, 404: failureSchema } } },
    async (request) => ({
      success: true as const,
      quote: quoteView(await readable(request, request.params.id, request.query.key), await shopStateCode()),
    }),
  );

  app.get(
    "/api/quotes/:id/pdf",
    {
      schema: {
        params: idParams,
        querystring: keyQuery,
        produces: ["application/pdf", "application/json"],
        response: { 200: z.any().describe("The quotation as a PDF (A4)"), 404: failureSchema },
      },
    },
    async (request, reply) => {
      const row = await readable(request, request.params.id, request.query.key);
      if (!row.document) throw refuse.notFound({ message: text.noPdf });
      return sendDocument(reply, await quotationFile(row.document));
    },
  );

  app.post(
    "/api/quotes/:id/accept",
    {
      schema: {
        params: idParams,
        querystring: keyQuery,
        body: quoteAcceptBodySchema,
        response: { 200: quoteAcceptedSchema, 400: failureSchema, 404: failureSchema, 409: failureSchema },
      },
    },
    async (request) => {
      const body = request.body as z.infer<typeof quoteAcceptBodySchema> & { key?: string };
      await readable(request, request.params.id, request.query.key ?? body.key);
      const orderId = await acceptQuote({ db, config, viewer: await viewerOf(request) }, request.params.id, body);
      return { success: true as const, orderId };
    },
  );
};
