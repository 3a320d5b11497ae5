/**
 * A refusal the customer (or staff member) should read: the domain's "no", with a message in plain words.
 * Services, shared steps and scripts throw it; they know nothing of HTTP. The API's error handler
 * (`http/errors.ts`) is the one place that turns a refusal into a status and `{ success: false, message }`;
 * a script prints the message.
 */
export type RefusalKind = "invalid" | "conflict" | "not-found" | "unauthorized" | "forbidden" | "too-many";

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    /** For "too-many": when the client may try again (the `Retry-After` header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const refuse = {
  invalid: (message: string) => new Refusal("invalid", message),
  conflict: (message: string) => new Refusal("conflict", message),
  notFound: (message: string) => new Refusal("not-found", message),
  unauthorized: (message = "Please log in to continue.") => new Refusal("unauthorized", message),
  forbidden: (message: string) => new Refusal("forbidden", message),
  tooMany: (message: string, retryAfterSeconds: number) => new Refusal("too-many", message, retryAfterSeconds),
};
