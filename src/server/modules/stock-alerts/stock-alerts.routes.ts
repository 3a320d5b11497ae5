import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { failureSchema } from "~/src/core/shapes/api";
import { stockAlertAnswerSchema, stockAlertBodySchema, stockAlertTokenSchema } from "~/src/core/shapes/stock-alerts";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { tokenOf } from "~/src/server/http/auth";
import { sayRefusal } from "~/src/server/refusal";
import { requestLanguage } from "~/src/server/shared/i18n";
import { findSessionUser } from "~/src/server/shared/sessions";
import { setRestockListener } from "~/src/server/shared/stock";
import { confirm, mailWaitingSubscribers, subscribe, unsubscribe } from "./stock-alerts.service";

const productParams = z.object({ id: z.string().max(200) });
const answers = { 200: stockAlertAnswerSchema, 400: failureSchema, 404: failureSchema };

/**
 * Back-in-stock alerts (issue 32): "Notify me" on an out-of-stock product, confirmed from a mailed link (double
 * opt-in), one mail when the stock comes back, cancelled from the same link. The links open storefront pages
 * (/stock-alert/confirm, /stock-alert/unsubscribe) that post the token here: a mail scanner that follows a link
 * changes nothing.
 */
export const stockAlertRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  setRestockListener((tx, productId) => mailWaitingSubscribers(tx, config, productId));

  app.post("/api/products/:id/notify", { schema: { params: productParams, body: stockAlertBodySchema, response: answers } }, async (request) => {
    const token = tokenOf(request);
    const user = token ? await findSessionUser(db, token) : null;
    const message = sayRefusal(
      await subscribe(db, config, request.params.id, request.body.email, user?.id ?? null, requestLanguage(request)),
      requestLanguage(request),
    );
    return { success: true as const, message };
  });

  app.post("/api/stock-alerts/confirm", { schema: { body: stockAlertTokenSchema, response: answers } }, async (request) => ({
    success: true as const,
    message: sayRefusal(await confirm(db, request.body.token), requestLanguage(request)),
  }));

  app.post("/api/stock-alerts/unsubscribe", { schema: { body: stockAlertTokenSchema, response: answers } }, async (request) => ({
    success: true as const,
    message: sayRefusal(await unsubscribe(db, request.body.token), requestLanguage(request)),
  }));
};
