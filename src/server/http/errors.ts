import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { Refusal, type RefusalKind } from "~/src/server/refusal";
import { requestLanguage, translatorFor } from "~/src/server/shared/i18n";
import { isDatabaseUnavailable, unavailableReason } from "~/src/server/db/unavailable";
import { sendUnavailable } from "./unavailable";

declare module "fastify" {
  interface FastifyContextConfig {
    /** This route is one of the spec's §7 calls: refusals answer 200 with success false. */
    specContract?: boolean;
    /** The route's screen reads the text from `error` as well as `message` (kit orders, blogs). */
    errorField?: boolean;
  }
}

const OWN_API_STATUS: Record<RefusalKind, number> = {
  invalid: 400,
  conflict: 409,
  "not-found": 404,
  unauthorized: 401,
  forbidden: 403,
  "too-many": 429,
};

export function statusForRefusal(kind: RefusalKind, specContract: boolean): number {
  if (specContract && (kind === "invalid" || kind === "conflict")) return 200;
  return OWN_API_STATUS[kind];
}

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const where = first.instancePath.replace(/^\//, "").replace(/\//g, ".");
    const part = error.validationContext ?? "body";
    const field = where ? `${part === "body" ? "" : `${part} `}field '${where}'` : part;
    return `Invalid request: ${field}: ${first.message}`;
  }
  return `Invalid request: ${error.message}`;
}

export function sendFailure(reply: FastifyReply, status: number, message: string, withErrorField = false) {
  return reply.code(status).send(withErrorField ? { success: false, message, error: message } : { success: false, message });
}

/** Addresses the API owns (its calls and the downloads); every other address is a page or a file. */
export function isApiPath(path: string): boolean {
  return path.startsWith("/api/") || path.startsWith("/Files/");
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const config = request.routeOptions.config ?? {};
    const withErrorField = Boolean(config.errorField);
    if (error instanceof Refusal) {
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      const language = requestLanguage(request);
      const message =
        error.translatable && language !== "en" ? translatorFor(language)(error.translatable.message, error.translatable.values) : error.message;
      return sendFailure(reply, statusForRefusal(error.kind, Boolean(config.specContract)), message, withErrorField);
    }
    if (error.validation) {
      return sendFailure(reply, 400, describeValidation(error), withErrorField);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response did not match its schema");
      return sendFailure(reply, 500, "Something went wrong on our side. Please try again.", withErrorField);
    }
    if (isDatabaseUnavailable(error)) {
      // The pool reconnects by itself once the database is back; the client only has to retry.
      request.log.warn(`database unavailable: ${unavailableReason(error)}`);
      return sendUnavailable(reply, withErrorField);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return sendFailure(reply, 429, "Too many requests. Please wait a minute and try again.", withErrorField);
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
          ? "Unsupported content type: send JSON."
          : error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
            ? "Request body is too large."
            : error.code?.startsWith("FST_ERR_CTP") || error instanceof SyntaxError
              ? "Request body is not valid JSON."
              : error.message;
      return sendFailure(reply, status, message, withErrorField);
    }
    request.log.error({ err: error }, "request failed");
    return sendFailure(reply, 500, "Something went wrong on our side. Please try again.", withErrorField);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0];
    // Pages have their own 404 page (the storefront's catch-all route); other addresses that end here are
    // files under /assets/, /images/ or /uploads/ that do not exist.
    const missing = isApiPath(path) ? "No such API call" : "No such file";
    return sendFailure(reply, 404, `${missing}: ${request.method} ${path}`);
  });
}
