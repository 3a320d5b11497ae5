import net from "node:net";
import { expect, it } from "vitest";
import { createTestApp } from "~/tests/support/test-app";
import { UNAVAILABLE_MESSAGE } from "./unavailable";

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
