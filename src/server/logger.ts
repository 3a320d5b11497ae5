import pino, { type Logger, type LoggerOptions } from "pino";
import pinoPretty from "pino-pretty";
import type { Config } from "./config";

const REDACTED = "[redacted]";

/** Header and field names whose values must never reach a log line. */
const SECRET_PATHS = [
  "req.headers.token",
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  // A wildcard matches one level down only: the top-level names need their own paths.
  "password",
  "passwordHash",
  "token",
  "*.password",
  "*.passwordHash",
  "*.token",
];

/** The path alone: query strings carry search terms, reset tokens and other things a log must not keep. */
export function pathOnly(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * Drizzle's query errors put the whole parameter list in the message ("params: …"): a new account's
 * password hash, an address, a token's hash. Keep the SQL text and PostgreSQL's own reason, never the values.
 */
function withoutQueryParams(text: string | undefined): string | undefined {
  return text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, "\nparams: [redacted]");
}

/** PostgreSQL's code and reason keep their value; its `detail` ("Key (email)=(…)") and the values do not. */
interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggedError;
}

function describeError(error: unknown, withStack: boolean, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: "" };
  const { code } = error as Error & { code?: unknown };
  return {
    type: error.constructor?.name ?? error.name,
    message: withoutQueryParams(error.message) ?? "",
    ...(typeof code === "string" ? { code } : {}),
    // Stack traces name files and lines: for the developer's terminal, not for production logs.
    ...(withStack ? { stack: withoutQueryParams(error.stack) } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: describeError(error.cause, withStack, depth + 1) } : {}),
  };
}

export function serializeRequest(request: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) {
  return { method: request.method, url: pathOnly(request.url), remoteAddress: request.ip ?? request.socket?.remoteAddress };
}

function loggerOptions(config: Pick<Config, "env" | "logLevel">): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: SECRET_PATHS, censor: REDACTED },
    serializers: {
      err: (error: unknown) => describeError(error, config.env === "development"),
      error: (error: unknown) => describeError(error, config.env === "development"),
      req: serializeRequest,
    },
  };
}

/**
 * How lines look: readable for a person at a terminal (`npm start`, `npm run dev`), JSON lines for machines
 * (journald, a log shipper, a pipe). LOG_FORMAT decides when set; otherwise whether stdout is a terminal.
 */
export function logFormatOf(config: Pick<Config, "env" | "logFormat">, stdoutIsTerminal = Boolean(process.stdout.isTTY)): "pretty" | "json" {
  if (config.logFormat) return config.logFormat;
  return config.env === "development" || stdoutIsTerminal ? "pretty" : "json";
}

/** Readable lines: the time, the level and the message; pid and host say nothing to the person reading. */
export function prettyStream(destination: NodeJS.WritableStream = process.stdout, colorize = Boolean(process.stdout.isTTY)) {
  // pino-pretty as a stream in this thread (no worker): a line is written when it is logged.
  return pinoPretty({ destination, colorize, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname", singleLine: true, sync: true });
}

/** The process's one logger: the server's own lines and Fastify's request lines share it. */
export function createLogger(config: Pick<Config, "env" | "logLevel" | "logFormat">, destination?: pino.DestinationStream): Logger {
  if (destination) return pino(loggerOptions(config), destination);
  if (logFormatOf(config) === "pretty") return pino(loggerOptions(config), prettyStream());
  // Lines arriving while a write is under way go out together in the next one instead of one write(2)
  // each (a busy shop logs thousands a second); pino flushes what is left when the process exits.
  return pino(loggerOptions(config), pino.destination({ dest: 1, sync: false }));
}
