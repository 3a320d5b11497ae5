import type { FastifyBaseLogger } from "fastify";
import type { Bindings, ChildLoggerOptions, Logger } from "pino";

type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace";
type LogArguments = [unknown, ...unknown[]];

/**
 * Fastify gives every request a child of the process's logger carrying the request's id. Making a pino
 * child is a good part of a small answer's cost (its bindings are serialised, and the wildcard redaction
 * paths of logger.ts run over them, on every request), yet most requests never write through it: their
 * one line is written by OneLinePerRequest, which adds the id itself. This logger makes the child when
 * a line at an enabled level is first written, so every line still carries the id.
 */
export class RequestLogger {
  #child: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): Logger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  isLevelEnabled(level: string): boolean {
    // A route's own level (Fastify's `logLevel`) lives on the child; without one the parent's decides.
    return this.#child || this.options.level ? this.real.isLevelEnabled(level) : this.parent.isLevelEnabled(level);
  }

  private write(level: Level, args: LogArguments) {
    if (!this.isLevelEnabled(level)) return;
    (this.real[level] as (...args: LogArguments) => void)(...args);
  }

  fatal(...args: LogArguments) {
    this.write("fatal", args);
  }
  error(...args: LogArguments) {
    this.write("error", args);
  }
  warn(...args: LogArguments) {
    this.write("warn", args);
  }
  info(...args: LogArguments) {
    this.write("info", args);
  }
  debug(...args: LogArguments) {
    this.write("debug", args);
  }
  trace(...args: LogArguments) {
    this.write("trace", args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the request's logger, made lazily (see RequestLogger). */
export function lazyRequestLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(parent as Logger, bindings, options) as unknown as FastifyBaseLogger;
}
