/**
 * The yardstick: a bare Fastify server with one hello-world JSON route, started by the bench as its own
 * process (PORT from the environment) and loaded exactly like the shop. The shop's figures are read as
 * a share of this one, so a busy or slow machine moves both.
 */
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
