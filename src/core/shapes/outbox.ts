import { z } from "zod";
import { apiSchemas, successSchema } from "./api";

export const MAIL_STATUSES = ["pending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const OUTBOX_PAGE_SIZE = 30;

/** A mail as staff see it in the outbox; dates are ISO-8601. */
export const outboxMailSchema = z
  .object({
    _id: z.string(),
    kind: z.string(),
    to: z.string(),
    subject: z.string(),
    status: z.enum(MAIL_STATUSES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    /** When the worker tries again (pending mails). */
    nextAttemptAt: z.string(),
  })
  .register(apiSchemas, { id: "OutboxMail" });
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** GET /api/admin/outbox?status=&page= (newest first) */
export const outboxListQuerySchema = z.object({
  status: z.enum(MAIL_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const outboxListSchema = successSchema({
  mails: z.array(outboxMailSchema),
  total: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  /** False when SMTP_URL is not set: mails wait here and staff read them. */
  smtpConfigured: z.boolean(),
});

export const outboxMailDetailSchema = successSchema({ mail: outboxMailSchema.extend({ text: z.string(), html: z.string() }) });
export type OutboxMailDetail = z.infer<typeof outboxMailDetailSchema>["mail"];
