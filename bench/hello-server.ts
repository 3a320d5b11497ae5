import { randomBytes } from "node:crypto";
/**
 * The yardstick: a bare Fastify server with one hello-world JSON route, started by the bench as its own
 * process (PORT from the environment) and loaded exactly like the shop. The shop's figures are read as
 * a share of this one, so a busy or slow machine moves both.
 */
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
// The same bare route sending n bytes: a large answer is bound by moving its bytes (on two cores the
// load generator reads them on the other), so a row is also compared with a bare route of its own size.
const bodies = new Map<number, Buffer>();
app.get<{ Params: { n: string } }>("/bytes/:n", async (request, reply) => {
  const n = Math.min(Number(request.params.n) || 0, 1024 * 1024);
  if (!bodies.has(n)) bodies.set(n, randomBytes(n));
  return reply.type("application/octet-stream").send(bodies.get(n));
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
