import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "./constants";
import { PIN_MESSAGE, PIN_PATTERN } from "./pin";
import { notAStateMessage, resolveState } from "./india-states";
import type { AddressField } from "~/src/core/shapes/address";

/**
 * Payload rules shared by the server (authoritative) and the storefront (early feedback).
 * Every message names the field in words a customer understands.
 */
const requiredText = (label: string, max = 200) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 10-digit Indian mobile starting 6–9, optionally written with +91 (spaces and dashes ignored). */
export const PHONE_PATTERN = /^(?:\+91)?[6-9][0-9]{9}$/;

const email = z
  .string({ message: "Email is required." })
  .trim()
  .min(1, "Email is required.")
  .max(254, "Email must be at most 254 characters.")
  .regex(EMAIL_PATTERN, "Please enter a valid email address.")
  .transform((value) => value.toLowerCase());

/** The address rules: one entry per field of ADDRESS_FIELDS (checked below), output the Address shape. */
export const addressSchema = z.object({
  firstName: requiredText("First name", 60),
  lastName: requiredText("Last name", 60),
  email,
  street: requiredText("Street", 200),
  city: requiredText("City", 80),
  // Every delivery address names an Indian state or union territory: it is the place of supply on the tax
  // invoice (IGST Act s.10(1)(a)). Written the way it was typed or as a short form, it is kept by its name.
  state: requiredText("State", 80)
    .refine((value) => resolveState(value) !== null, notAStateMessage())
    .transform((value) => resolveState(value)?.name ?? value),
  zipcode: z.string({ message: "PIN is required." }).trim().min(1, "PIN is required.").regex(PIN_PATTERN, PIN_MESSAGE),
  country: requiredText("Country", 60),
  phone: z
    .string({ message: "Phone is required." })
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().min(1, "Phone is required.").regex(PHONE_PATTERN, "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9.")),
} satisfies { [Field in AddressField]: z.ZodType<string, string> });

export const registerSchema = z.object({
  name: requiredText("Name", 100),
  email,
  password: z
    .string({ message: "Password is required." })
    .min(1, "Password is required.")
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(200, "Password must be at most 200 characters."),
});

export const loginSchema = z.object({
  email,
  password: z.string({ message: "Password is required." }).min(1, "Password is required.").max(200),
});

export const SAVED_ADDRESS_REQUIRED_MESSAGE = "Please select a saved address.";

export const ENQUIRY_REQUIRED_MESSAGE = "Please fill in your name, email, and message.";
export const ENQUIRY_EMAIL_MESSAGE = "Please enter a valid email address.";

export interface EnquiryInput {
  name: string;
  email: string;
  phone?: string;
  message: string;
}

/** Enquiry form rules (§5): returns the message to show, or null when the form may be sent. */
export function validateEnquiry(input: EnquiryInput): string | null {
  if (!input.name.trim() || !input.email.trim() || !input.message.trim()) return ENQUIRY_REQUIRED_MESSAGE;
  if (!EMAIL_PATTERN.test(input.email.trim())) return ENQUIRY_EMAIL_MESSAGE;
  return null;
}

/** The first problem of a failed parse, as one sentence for a toast or an API message. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input.";
}
