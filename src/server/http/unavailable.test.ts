import net from "node:net";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "~/tests/support/test-app";
import { buildApp } from "~/src/server/app";
import { connectDatabase } from "~/src/server/db/client";
import { isDatabaseUnavailable } from "~/src/server/db/unavailable";
import { UNAVAILABLE_MESSAGE } from "./unavailable";

const codeError = (code: string, message = "boom") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises connection-level failures, also wrapped by Drizzle or in an AggregateError", () => {
    for (const code of ["ECONNREFUSED", "ECONNRESET", "57P01", "57P02", "57P03", "08000", "08001", "08003", "08006"]) {
      expect(isDatabaseUnavailable(codeError(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated due to connection timeout"))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], codeError("57P01")))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([codeError("ECONNREFUSED")]))).toBe(true);
  });

  it("leaves query failures and other errors alone", () => {
    expect(isDatabaseUnavailable(codeError("23505"))).toBe(false);
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], codeError("22P02")))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Something else"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

/** A TCP relay to the test database that can be taken down and brought back on the same port. */
function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const up = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("error", () => {});
          socket.on("close", () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server!.close(() => resolve());
    });
  return { up, down, port: () => port };
}

describe("while the database is unreachable", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 503 with Retry-After and the shop's shape, and recovers by itself when it is back", async () => {
    const target = new URL(t.url);
    const relay = relayTo(target);
    await relay.up();
    const url = new URL(t.url);
    url.host = `127.0.0.1:${relay.port()}`;
    const database = connectDatabase(url.toString(), { poolSize: 3 });
    const app = await buildApp({ config: t.config, db: database.db, logger: false });
    try {
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);

      await relay.down();
      // The health check asks the database at most once a second (load balancers ask often).
      const downSince = Date.now();
      while ((await app.inject({ method: "GET", url: "/api/health" })).statusCode === 200) {
        expect(Date.now() - downSince).toBeLessThan(1500);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (const call of [
        { method: "GET" as const, url: "/api/health" },
        { method: "GET" as const, url: "/api/product/list" },
      ]) {
        const response = await app.inject(call);
        expect(response.statusCode, call.url).toBe(503);
        expect(response.headers["retry-after"]).toBe("5");
        expect(response.json()).toEqual({ success: false, message: UNAVAILABLE_MESSAGE });
      }

      await relay.up();
      expect((await app.inject({ method: "GET", url: "/api/health" })).json()).toEqual({ success: true });
      expect((await app.inject({ method: "GET", url: "/api/product/list" })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await relay.down().catch(() => {});
    }
  });

  it("survives a connection killed while it is checked out of the pool (no unhandled 'error' event)", async () => {
    const warnings: string[] = [];
    const database = connectDatabase(t.url, { poolSize: 2, onError: (error) => warnings.push(error.message) });
    const admin = new pg.Client({ connectionString: t.url });
    await admin.connect();
    const client = await database.pool.connect();
    try {
      const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
      // Between two queries of a transaction, say: no query is there to receive the error.
      await admin.query("select pg_terminate_backend($1)", [rows[0].pid]);
      for (let waited = 0; warnings.length === 0 && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      const failure = await client.query("select 1").catch((error: unknown) => error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      client.release(failure as Error);
      // The pool hands out a fresh connection afterwards.
      const { rows: after } = await database.pool.query<{ ok: number }>("select 1 as ok");
      expect(after).toEqual([{ ok: 1 }]);
      expect(warnings.join(" ")).toMatch(/terminat/i);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});

const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`;

it("finishes a request in flight during a stop and answers a late one with the shop's 503 shape", async () => {
  let entered!: () => void;
  const inFlight = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const t = await createTestApp({
    beforeRoutes: (app) =>
      app.get("/api/test/slow", async () => {
        entered();
        await released;
        return { success: true };
      }),
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as net.AddressInfo;

  // One keep-alive connection: the slow request, then (once closing has begun) a late one on it.
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString("utf8")));
  const socketClosed = new Promise((resolve) => socket.on("close", resolve));
  socket.write(request("/api/test/slow"));
  await inFlight;

  const closed = t.close();
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.write(request("/api/health"));
  release();
  await socketClosed;
  await closed;

  const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
  expect(first).toMatch(/^HTTP\/1\.1 200/);
  expect(first).toContain('{"success":true}');
  expect(second).toMatch(/^HTTP\/1\.1 503/);
  expect(second.toLowerCase()).toContain("retry-after: 5");
  expect(JSON.parse(second.slice(second.indexOf("\r\n\r\n") + 4))).toEqual({ success: false, message: UNAVAILABLE_MESSAGE });
});
