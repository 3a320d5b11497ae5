import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { Refusal, sayRefusal, type RefusalKind } from "~/src/server/refusal";
import { defineMessages, type Message } from "~/src/core/i18n";
import type { Language } from "~/src/core/language";
import { translateRuleMessage } from "~/src/core/rule-messages";
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

const text = defineMessages("refusal.request", {
  invalidField: "The request was not accepted: {rule}",
  invalid: "The request was not accepted. Please check what you entered and try again.",
  tooMany: "Too many requests. Please wait a minute and try again.",
  failed: "Something went wrong on our side. Please try again.",
});

/** A refusal's text for the request's language: its catalog message, or one of src/core's rules said in that language. */
function refusalMessage(error: Refusal, language: Language): string {
  if (language === "en") return error.message;
  const t = translatorFor(language);
  if (error.translatable) return sayRefusal(error.translatable, language);
  const rule = translateRuleMessage(error.message, t);
  if (rule) return rule;
  // A body check's own words ("Invalid request: field 'lines.0': …"): the rule in Hindi when it is one of src/core's.
  if (error.message.startsWith("Invalid request: ")) {
    const inner = translateRuleMessage(error.message.slice(error.message.lastIndexOf(": ") + 2), t);
    return inner ? t(text.invalidField, { rule: inner }) : t(text.invalid);
  }
  return error.message;
}

/**
 * The English names the field and the schema's words ("Invalid request: field 'pin': …"), which the spec's client
 * reads word for word. A Hindi page gets the rule in Hindi when it is one of src/core's sentences, and otherwise a
 * plain Hindi "not accepted" rather than the schema's English.
 */
function describeValidation(error: FastifyError, language: Language): string {
  if (language !== "en") {
    const t = translatorFor(language);
    const rule = hasZodFastifySchemaValidationErrors(error) ? translateRuleMessage(error.validation[0].message ?? "", t) : null;
    return rule ? t(text.invalidField, { rule }) : t(text.invalid);
  }
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
    const language = requestLanguage(request);
    const said = (message: Message) => translatorFor(language)(message);
    if (error instanceof Refusal) {
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return sendFailure(reply, statusForRefusal(error.kind, Boolean(config.specContract)), refusalMessage(error, language), withErrorField);
    }
    if (error.validation) {
      return sendFailure(reply, 400, describeValidation(error, language), withErrorField);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response did not match its schema");
      return sendFailure(reply, 500, said(text.failed), withErrorField);
    }
    if (isDatabaseUnavailable(error)) {
      // The pool reconnects by itself once the database is back; the client only has to retry.
      request.log.warn(`database unavailable: ${unavailableReason(error)}`);
      return sendUnavailable(reply, withErrorField);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return sendFailure(reply, 429, said(text.tooMany), withErrorField);
    }
    if (status >= 400 && status < 500) {
      const { translatable } = error as { translatable?: Refusal["translatable"] };
      if (translatable && language !== "en") return sendFailure(reply, status, sayRefusal(translatable, language), withErrorField);
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
    return sendFailure(reply, 500, said(text.failed), withErrorField);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0];
    // Pages have their own 404 page (the storefront's catch-all route); other addresses that end here are
    // files under /assets/, /images/ or /uploads/ that do not exist.
    const missing = isApiPath(path) ? "No such API call" : "No such file";
    return sendFailure(reply, 404, `${missing}: ${request.method} ${path}`);
  });
}
