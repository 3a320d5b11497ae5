import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { RequestLogger } from "./request-logger";

function memoryPino(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

describe("a request's logger", () => {
  it("writes the lines its level allows, with the request's bindings, and none below it", () => {
    const { logger, lines } = memoryPino("info");
    const log = new RequestLogger(logger, { reqId: "r-1" }, {});
    log.debug("too detailed");
    log.info({ part: "a" }, "kept");
    expect(lines).toEqual([expect.objectContaining({ reqId: "r-1", part: "a", msg: "kept", level: 30 })]);
    expect(log.level).toBe("info");
  });

  it("follows a route's own level over the process's", () => {
    const { logger, lines } = memoryPino("info");
    const log = new RequestLogger(logger, { reqId: "r-2" }, { level: "error" });
    expect(log.level).toBe("error");
    expect(log.isLevelEnabled("info")).toBe(false);
    log.info("quiet route");
    log.error("loud failure");
    expect(lines.map((line) => line.msg)).toEqual(["loud failure"]);
  });

  it("gives its children the request's bindings and their own", () => {
    const { logger, lines } = memoryPino("info");
    new RequestLogger(logger, { reqId: "r-3" }, {}).child({ step: "pay" }).warn("slow");
    expect(lines).toEqual([expect.objectContaining({ reqId: "r-3", step: "pay", msg: "slow" })]);
  });
});
