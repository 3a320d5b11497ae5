import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { resolveState } from "~/src/core/india-states";
import { failureSchema } from "~/src/core/shapes/api";
import { adminQuotePageSchema, adminQuoteQuerySchema, quoteAnswerSchema, quotePricingBodySchema } from "~/src/core/shapes/quotes";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { currentUser, requireStaff } from "~/src/server/http/auth";
import { refuse } from "~/src/server/refusal";
import { getShopSettings } from "~/src/server/shared/shop-settings";
import { priceQuote, sendQuote, withdrawQuote } from "./admin-quotes.service";
import { quoteById, quoteView, staffQuotePage, type QuoteRow } from "./quote-store";

const idParams = z.object({ id: z.string().max(100) });
const refused = { 400: failureSchema, 404: failureSchema, 409: failureSchema };

/** Staff handle quotations at /api/admin/quotes: list, read, price (or revise), send, withdraw. */
export const adminQuotesRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const staff = requireStaff(db);
  const answer = async (row: QuoteRow | null) => {
    if (!row) throw refuse.notFound("Quotation not found.");
    const state = resolveState((await getShopSettings(db, config)).state)?.code ?? null;
    return { success: true as const, quote: quoteView(row, state) };
  };
  const context = (request: Parameters<typeof currentUser>[0]) => ({ db, config, actor: currentUser(request) });

  app.get(
    "/api/admin/quotes",
    { preHandler: staff, schema: { querystring: adminQuoteQuerySchema, response: { 200: adminQuotePageSchema } } },
    async (request) => {
      const { page, limit } = request.query;
      const [{ rows, total }, settings] = await Promise.all([staffQuotePage(db, request.query), getShopSettings(db, config)]);
      const state = resolveState(settings.state)?.code ?? null;
      return { success: true as const, quotes: rows.map((row) => quoteView(row, state)), total, page, pages: Math.max(1, Math.ceil(total / limit)) };
    },
  );

  app.get(
    "/api/admin/quotes/:id",
    { preHandler: staff, schema: { params: idParams, response: { 200: quoteAnswerSchema, 404: failureSchema } } },
    async (request) => answer(await quoteById(db, request.params.id)),
  );

  app.put(
    "/api/admin/quotes/:id",
    { preHandler: staff, schema: { params: idParams, body: quotePricingBodySchema, response: { 200: quoteAnswerSchema, ...refused } } },
    async (request) => answer(await priceQuote(context(request), request.params.id, request.body)),
  );

  app.post(
    "/api/admin/quotes/:id/send",
    { preHandler: staff, schema: { params: idParams, response: { 200: quoteAnswerSchema, ...refused } } },
    async (request) => answer(await sendQuote(context(request), request.params.id)),
  );

  app.post(
    "/api/admin/quotes/:id/withdraw",
    { preHandler: staff, schema: { params: idParams, response: { 200: quoteAnswerSchema, ...refused } } },
    async (request) => answer(await withdrawQuote(context(request), request.params.id)),
  );
};
