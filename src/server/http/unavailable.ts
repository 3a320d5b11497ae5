import type { FastifyInstance, FastifyReply } from "fastify";

/** How long a client should wait before trying again while the shop cannot serve it. */
export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = "The shop is briefly unavailable. Please try again in a moment.";

export function sendUnavailable(reply: FastifyReply, withErrorField = false) {
  const body = withErrorField
    ? { success: false, message: UNAVAILABLE_MESSAGE, error: UNAVAILABLE_MESSAGE }
    : { success: false, message: UNAVAILABLE_MESSAGE };
  return reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send(body);
}

/**
 * While the server closes, requests still arriving on open keep-alive connections get the shop's
 * 503 shape (Fastify's own `return503OnClosing` body is not it); requests already in flight finish.
 * Needs `return503OnClosing: false`.
 */
export function refuseWhileClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  // A callback hook: it runs for every request and answers only while closing (then without `done`).
  app.addHook("onRequest", (_request, reply, done) => {
    if (!closing) return done();
    reply.header("connection", "close");
    sendUnavailable(reply);
  });
}
