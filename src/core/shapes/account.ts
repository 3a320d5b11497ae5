import { z } from "zod";
import { successSchema } from "./api";

/** POST /api/user/register and /api/user/login: the new session's token. */
export const sessionTokenSchema = successSchema({ token: z.string(), message: z.string().optional() });
export type SessionToken = z.infer<typeof sessionTokenSchema>;
