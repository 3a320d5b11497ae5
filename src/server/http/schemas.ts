import { z } from "zod";
import { addressFieldsOf } from "~/src/core/shapes/address";

/**
 * Route schemas check only the *types* of a payload: a wrong type is a broken client (400).
 * The business rules (required, formats, limits) run in the services with messages a customer
 * can read, which §7 calls answer with HTTP 200 and success false. Response shapes live in
 * src/core/shapes, shared with the storefront.
 */
export const optionalText = z.string().max(10_000).optional();

/** The nine address fields (ADDRESS_FIELDS), each an optional string: the rules run in the service. */
export const addressBody = addressFieldsOf(optionalText);

/** Route config for the spec's §7 calls (see Refusal). */
export const SPEC_CALL = { specContract: true } as const;
