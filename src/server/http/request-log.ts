import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/**
 * One line per request, when it is answered, instead of Fastify's two (on arrival and on answer): half
 * the log volume of a busy shop. The line has what the pair had: the request (path only, see
 * logger.ts), the status and the time taken, with the request's correlation id.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}
