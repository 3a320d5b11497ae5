import path from "node:path";
import { z } from "zod";
import { DEFAULT_DELIVERY_FEE_RUPEES } from "../core/constants";

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
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  deliveryFeePaise: number;
  seedDemo: boolean;
  logLevel: string;
  corsOrigins: string[];
  authRateLimitPerMinute: number;
  apiRateLimitPerMinute: number;
  trustProxy: boolean;
  dbPoolSize: number;
  /** Shared store for rate-limit counters when several instances serve the shop. */
  redisUrl?: string;
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
      parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message} (got ${JSON.stringify(cleaned[String(issue.path[0])])})`),
    );
  }
  const values = parsed.data;
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    deliveryFeePaise: Math.round(values.DELIVERY_FEE * 100),
    seedDemo: values.SEED_DEMO,
    logLevel: values.LOG_LEVEL,
    corsOrigins: values.CORS_ORIGINS,
    authRateLimitPerMinute: values.AUTH_RATE_LIMIT,
    apiRateLimitPerMinute: values.API_RATE_LIMIT,
    trustProxy: values.TRUST_PROXY,
    dbPoolSize: values.DB_POOL_SIZE,
    redisUrl: values.REDIS_URL,
  };
}
