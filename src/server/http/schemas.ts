import { z } from "zod";

/**
 * Route schemas check only the *types* of a payload: a wrong type is a broken client (400).
 * The business rules (required, formats, limits) run in the services with messages a customer
 * can read, which §7 calls answer with HTTP 200 and success false.
 */
export const optionalText = z.string().max(10_000).optional();

export const failureResponse = z.object({ success: z.literal(false), message: z.string(), error: z.string().optional() });

export const messageResponse = z.object({ success: z.boolean(), message: z.string().optional() });

export const tokenResponse = z.union([
  z.object({ success: z.literal(true), token: z.string(), message: z.string().optional() }),
  failureResponse,
]);

export const addressBody = z.object({
  firstName: optionalText,
  lastName: optionalText,
  email: optionalText,
  street: optionalText,
  city: optionalText,
  state: optionalText,
  zipcode: optionalText,
  country: optionalText,
  phone: optionalText,
});

export const addressResponse = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
  phone: z.string(),
});

/** Route config for the spec's §7 calls (see Refusal). */
export const SPEC_CALL = { specContract: true } as const;
