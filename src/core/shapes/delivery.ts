import { z } from "zod";
import { DELIVERY_ZONES, MAX_BLOCKED, MAX_EXTRA_DAYS, MAX_OWNER_PINS } from "~/src/core/delivery";
import { PIN_MESSAGE, PIN_PATTERN } from "~/src/core/pin";
import { apiSchemas, successSchema } from "./api";

/** GET /api/delivery/{pin}: where a PIN is and when a parcel ordered now arrives there. */
export const deliveryQuoteSchema = successSchema({
  pin: z.string(),
  /**
   * Whether the PIN is one the shop knows (India Post's directory or the owner's own list). When false, the state
   * and zone come from the PIN's first three digits, `district` is "" and `message` says it could not be confirmed.
   */
  known: z.boolean(),
  /** The town as people write it (India Post's district, "Bengaluru" for "Bengaluru Urban"). */
  district: z.string(),
  state: z.string(),
  stateCode: z.string(),
  zone: z.enum(DELIVERY_ZONES),
  serviceable: z.boolean(),
  /** Cash on delivery, the only way to pay (§8): available wherever the shop delivers. */
  cod: z.boolean(),
  /** YYYY-MM-DD in India: the order date + 4 days + the zone's extra days (Sundays skipped if staff say so). */
  estimatedDelivery: z.string(),
  /** Why the shop does not deliver there (staff's words), when it does not; or that the PIN could not be confirmed. */
  message: z.string().optional(),
}).register(apiSchemas, { id: "DeliveryQuote" });
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

export const pinParamsSchema = z.object({
  pin: z.string().max(20).regex(PIN_PATTERN, PIN_MESSAGE),
});

const pinField = z.string({ message: "pin must be 6 digits." }).trim().regex(PIN_PATTERN, PIN_MESSAGE);
const districtField = z
  .string({ message: "district is required." })
  .trim()
  .min(2, "A PIN's district must be 2 to 60 characters.")
  .max(60, "A PIN's district must be 2 to 60 characters.");

/** A PIN the owner adds or corrects, as sent: the state by its name or its 2-digit GST code. */
const ownerPinInputSchema = z.object({ pin: pinField, district: districtField, state: z.string({ message: "state is required." }).trim().min(1) });
/** As stored with the rules. */
const storedOwnerPinSchema = z.object({ pin: pinField, district: districtField, stateCode: z.string().regex(/^\d{2}$/) });
/** As answered: the state's name beside its code. */
const ownerPinSchema = z.object({ pin: z.string(), district: z.string(), state: z.string(), stateCode: z.string() });

const uniquePins = (pins: Array<{ pin: string }>) => new Set(pins.map((entry) => entry.pin)).size === pins.length;

/**
 * The owner's delivery rules (PUT replaces them whole; `pins` left out keeps the PINs already added, so a client
 * that predates them changes nothing it does not show).
 */
export const deliveryRulesSchema = z
  .object({
    zones: z
      .array(
        z.object({
          zone: z.enum(DELIVERY_ZONES, { message: `zone must be one of: ${DELIVERY_ZONES.join(", ")}` }),
          extraDays: z
            .number({ message: "extraDays must be a number." })
            .int("extraDays must be a whole number of days.")
            .min(0, "extraDays cannot be negative.")
            .max(MAX_EXTRA_DAYS, `extraDays must be at most ${MAX_EXTRA_DAYS}.`),
        }),
      )
      .refine((zones) => DELIVERY_ZONES.every((zone) => zones.filter((entry) => entry.zone === zone).length === 1), {
        message: `zones must list each zone once: ${DELIVERY_ZONES.join(", ")}.`,
      }),
    skipSundays: z.boolean({ message: "skipSundays must be true or false." }),
    blocked: z
      .array(
        z.object({
          prefix: z
            .string()
            .trim()
            .regex(/^[1-9][0-9]{0,5}$/, "A blocked prefix is 1 to 6 digits and cannot start with 0."),
          message: z
            .string()
            .trim()
            .min(1, "Each blocked PIN needs a message for the customer.")
            .max(200, "A blocked PIN's message must be at most 200 characters."),
        }),
      )
      .max(MAX_BLOCKED, `At most ${MAX_BLOCKED} blocked PINs.`)
      .refine((blocked) => new Set(blocked.map((entry) => entry.prefix)).size === blocked.length, {
        message: "Each blocked prefix may be listed once.",
      }),
    pins: z
      .array(ownerPinInputSchema)
      .max(MAX_OWNER_PINS, `At most ${MAX_OWNER_PINS} PINs of your own.`)
      .refine(uniquePins, { message: "Each PIN may be listed once." })
      .optional(),
  })
  .register(apiSchemas, { id: "DeliveryRules" });
export type DeliveryRulesInput = z.infer<typeof deliveryRulesSchema>;

/** The rules as the database keeps them (rows saved before the owner's PINs existed have none). */
export const storedDeliveryRulesSchema = deliveryRulesSchema.omit({ pins: true }).extend({ pins: z.array(storedOwnerPinSchema).default([]) });

/** GET and PUT /api/admin/delivery: the rules, and where the shop ships from (its own PIN, from Settings). */
export const deliveryRulesResponseSchema = successSchema({
  zones: deliveryRulesSchema.shape.zones,
  skipSundays: z.boolean(),
  blocked: deliveryRulesSchema.shape.blocked,
  pins: z.array(ownerPinSchema),
  origin: z.object({ pin: z.string(), district: z.string(), state: z.string(), stateCode: z.string() }).nullable(),
});
export type DeliveryRulesResponse = z.infer<typeof deliveryRulesResponseSchema>;

/** GET /api/admin/delivery/unknown-pins: PINs customers ordered to that the shop could not confirm, most used first. */
export const unknownPinsResponseSchema = successSchema({
  pins: z.array(
    z.object({
      pin: z.string(),
      /** Orders of either kind placed to it. */
      orders: z.number(),
      /** When the last of them was placed (ISO). */
      lastUsed: z.string(),
      /** The state the customers gave. */
      state: z.string(),
    }),
  ),
});
export type UnknownPinsResponse = z.infer<typeof unknownPinsResponseSchema>;
