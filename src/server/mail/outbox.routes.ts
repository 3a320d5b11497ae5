import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { successSchema } from "~/src/core/shapes/api";
import { outboxListQuerySchema, outboxListSchema, outboxMailDetailSchema, outboxMailSchema } from "~/src/core/shapes/outbox";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { currentUser } from "~/src/server/http/auth";
import { refuse } from "~/src/server/refusal";
import { staffGuard } from "~/src/server/http/staff-guard";
import { startMailWorker } from "./mail-worker";
import { getOutboxMail, listOutbox, retryOutboxMail } from "./outbox.service";

const idParams = z.object({ id: z.string().max(100) });

/** The outbox for staff (every mail the shop wrote, and whether it went), and the worker that sends it. */
export const mailRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const { smtpUrl } = config;
  let worker: ReturnType<typeof startMailWorker> | undefined;
  app.addHook("onReady", async () => {
    if (smtpUrl) worker = startMailWorker(db, { ...config, smtpUrl }, app.log);
    else app.log.info("mail: SMTP_URL is not set, so mails wait in the outbox; staff read them at /admin/outbox");
  });
  app.addHook("onClose", async () => {
    await worker?.stop();
  });

  const staff = staffGuard(db);

  app.get(
    "/api/admin/outbox",
    { ...staff, schema: { querystring: outboxListQuerySchema, response: { 200: outboxListSchema } } },
    async (request) => ({
      success: true as const,
      ...(await listOutbox(db, request.query)),
      smtpConfigured: Boolean(smtpUrl),
    }),
  );

  app.get("/api/admin/outbox/:id", { ...staff, schema: { params: idParams, response: { 200: outboxMailDetailSchema } } }, async (request) => {
    const mail = await getOutboxMail(db, currentUser(request), request.params.id);
    if (!mail) throw refuse.notFound("No mail with this id in the outbox.");
    return { success: true as const, mail };
  });

  app.post(
    "/api/admin/outbox/:id/retry",
    { ...staff, schema: { params: idParams, response: { 200: successSchema({ message: z.string(), mail: outboxMailSchema }) } } },
    async (request) => {
      const mail = await retryOutboxMail(db, currentUser(request), request.params.id);
      if (!mail) throw refuse.notFound("No failed or waiting mail with this id in the outbox.");
      return { success: true as const, message: "The mail goes out on the next round (within a few seconds).", mail };
    },
  );
};
