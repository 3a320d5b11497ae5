import { z } from "zod";
import { LANGUAGES } from "~/src/core/language";
import { apiSchemas, successSchema } from "./api";

/** The account page's own details: who the user is, which mails they want, in which language (issue 33). */
export const accountDetailsSchema = z
  .object({ name: z.string(), email: z.string(), mailUpdates: z.boolean(), language: z.enum(LANGUAGES) })
  .register(apiSchemas, { id: "AccountDetails" });
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

/** GET /api/user/me */
export const accountSchema = successSchema({ user: accountDetailsSchema });
export type Account = z.infer<typeof accountSchema>;

/** POST /api/user/me and POST /api/user/preferences: what changed, and the details as they are now. */
export const accountUpdatedSchema = successSchema({ message: z.string(), user: accountDetailsSchema });
export type AccountUpdated = z.infer<typeof accountUpdatedSchema>;

/** GET /api/user/business: the GSTIN and legal name of the customer's last business purchase, offered at checkout. */
export const businessOnFileSchema = successSchema({
  business: z.object({ gstin: z.string(), businessName: z.string() }).nullable(),
});
export type BusinessOnFile = z.infer<typeof businessOnFileSchema>;
