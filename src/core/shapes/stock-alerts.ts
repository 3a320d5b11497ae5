import { z } from "zod";
import { EMAIL_PATTERN } from "~/src/core/validation";
import { successSchema } from "./api";

/** POST /api/products/{id}/notify: the address to tell when the product is back. */
export const stockAlertBodySchema = z.strictObject({
  email: z
    .string({ message: "Email is required." })
    .trim()
    .min(1, "Email is required.")
    .max(254, "Email must be at most 254 characters.")
    .regex(EMAIL_PATTERN, "Please enter a valid email address."),
});

/** The confirmation and unsubscribe links carry this token; the pages post it back. */
export const stockAlertTokenSchema = z.strictObject({
  token: z.string({ message: "The link's token is missing." }).min(20, "This link is not complete.").max(100, "This link is not valid."),
});

export const stockAlertAnswerSchema = successSchema({ message: z.string() });
export type StockAlertAnswer = z.infer<typeof stockAlertAnswerSchema>;
