import path from "node:path";
import { z } from "zod";
import { DEFAULT_DELIVERY_FEE_RUPEES, PASSWORD_MIN_LENGTH } from "~/src/core/constants";
import { EMAIL_PATTERN } from "~/src/core/validation";

/** The one place that reads the environment. Everything else receives a Config. */
const booleanFlag = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no"], {
    message: "must be one of on/off, true/false, yes/no, 1/0",
  })
  .transform((value) => ["1", "true", "on", "yes"].includes(value));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number({ message: "must be a number" }).int("must be a whole number").min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DELIVERY_FEE: z.coerce
    .number({ message: "must be a number of rupees" })
    .min(0, "must not be negative")
    .max(100000, "is unreasonably large")
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), "must have at most two decimals")
    .default(DEFAULT_DELIVERY_FEE_RUPEES),
  SEED_DEMO: booleanFlag.default(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Unset: readable lines when the output is a terminal, JSON lines when it is not (journald, a log shipper).
  LOG_FORMAT: z.enum(["pretty", "json"], { message: 'must be "pretty" or "json"' }).optional(),
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ message: "must be a comma-separated list of origins like https://shop.example" }))),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  API_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: booleanFlag.default(false),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, "must be a redis:// or rediss:// URL")
    .optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  OWNER_EMAIL: z
    .string()
    .trim()
    .regex(EMAIL_PATTERN, "must be an e-mail address")
    .transform((value) => value.toLowerCase())
    .optional(),
  OWNER_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, "must be at most 200 characters")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, "must be an smtp:// or smtps:// URL like smtp://user:pass@mail.example:587")
    .optional(),
  S3_URL: z
    .string()
    .regex(/^https?:\/\/[^:@/]+:[^@/]+@[^/]+\/[^/?]+/, "must be an http(s):// URL like https://KEY:SECRET@s3.example.com/bucket?region=ap-south-1")
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  PUBLIC_URL: z.url({ message: "must be the shop's address as customers reach it, like https://shop.example" }).optional(),
  OWNER_NAME: z.string().trim().min(1).max(100, "must be at most 100 characters").default("Owner"),
  CDN_MAX_AGE: z.coerce.number({ message: "must be a number of seconds" }).int("must be a whole number").min(0).max(86400).default(0),
});

/** Settings whose values never appear in an error message. */
const SECRET_SETTINGS = new Set(["OWNER_PASSWORD", "SMTP_URL", "DATABASE_URL", "REDIS_URL", "S3_URL"]);

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  deliveryFeePaise: number;
  seedDemo: boolean;
  logLevel: string;
  /** How log lines look; unset means "pretty on a terminal, JSON otherwise" (see logger.ts). */
  logFormat?: "pretty" | "json";
  corsOrigins: string[];
  authRateLimitPerMinute: number;
  apiRateLimitPerMinute: number;
  trustProxy: boolean;
  dbPoolSize: number;
  /** Shared store for rate-limit counters when several instances serve the shop. */
  redisUrl?: string;
  /** Where mail goes out; without it mails wait in the outbox (staff read them at /admin/outbox). */
  smtpUrl?: string;
  /** The sender of the shop's mails; by default the shop's name and e-mail from its settings. */
  mailFrom?: string;
  /** An S3-compatible bucket for uploaded files; without it they are kept in PostgreSQL (stored_files). */
  s3Url?: string;
  /** The shop's address in links that leave it (mails), without a trailing slash. */
  publicUrl: string;
  /** Seconds a shared cache (CDN) may serve catalog pages and answers before asking the shop again. */
  cdnMaxAgeSeconds: number;
  /** The owner account created at start when no account has this e-mail (for containers). */
  initialOwner?: { email: string; password: string; name: string };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings in .env files mean "not set", not "set to nothing".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${issue.path.join(".")} ${issue.message}${SECRET_SETTINGS.has(name) ? "" : ` (got ${JSON.stringify(cleaned[name])})`}`;
      }),
    );
  }
  const values = parsed.data;
  if (Boolean(values.OWNER_EMAIL) !== Boolean(values.OWNER_PASSWORD)) {
    throw new ConfigError([
      `OWNER_EMAIL and OWNER_PASSWORD must be set together (only ${values.OWNER_EMAIL ? "OWNER_EMAIL" : "OWNER_PASSWORD"} is set)`,
    ]);
  }
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    deliveryFeePaise: Math.round(values.DELIVERY_FEE * 100),
    seedDemo: values.SEED_DEMO,
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT,
    corsOrigins: values.CORS_ORIGINS,
    authRateLimitPerMinute: values.AUTH_RATE_LIMIT,
    apiRateLimitPerMinute: values.API_RATE_LIMIT,
    trustProxy: values.TRUST_PROXY,
    dbPoolSize: values.DB_POOL_SIZE,
    redisUrl: values.REDIS_URL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    s3Url: values.S3_URL,
    cdnMaxAgeSeconds: values.CDN_MAX_AGE,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ""),
    initialOwner:
      values.OWNER_EMAIL && values.OWNER_PASSWORD
        ? { email: values.OWNER_EMAIL, password: values.OWNER_PASSWORD, name: values.OWNER_NAME }
        : undefined,
  };
}
