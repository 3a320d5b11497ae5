import { z } from "zod";

/**
 * The envelopes of every API answer. A response schema's key order is the order of the JSON the
 * server sends (zod builds the output object in shape order), so `success` always comes first.
 */

/**
 * The shapes the API document names (its components). Not zod's global registry: that one is shared by every
 * copy of zod's users in the process, and the storefront's server build carries its own copy of these modules,
 * so each id was claimed twice and the production server could not generate the document.
 */
export const apiSchemas = z.registry<{ id: string }>();

/** Every refusal: `{ success: false, message }`; kit-order and blog calls also carry the text in `error`. */
export const failureSchema = z
  .object({ success: z.literal(false), message: z.string(), error: z.string().optional() })
  .register(apiSchemas, { id: "Failure" });

/** A successful answer: `success: true`, then the call's own fields. */
export function successSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ success: z.literal(true), ...shape });
}

/** A call that may refuse with HTTP 200 (the spec's §7 calls) answers its success shape or a failure. */
export function orFailure<Success extends z.ZodType>(success: Success) {
  return z.union([success, failureSchema]);
}

/** `{ success: true, message }`: a change that returns nothing else (cart add/update, logout). */
export const successMessageSchema = successSchema({ message: z.string() });
