import type { FastifyInstance } from "fastify";

/**
 * One line per request, when it is answered (Fastify's default writes two: on arrival and on answer).
 * Half the log volume on a busy shop; the line has what the pair had: the request (path only, see
 * logger.ts), the status and the time taken, with the request's correlation id.
 */
export function logOneLinePerRequest(app: FastifyInstance) {
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info({ req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }, "request completed");
    done();
  });
}
