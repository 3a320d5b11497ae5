import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startServer } from "./server-process";

declare module "vitest" {
  export interface ProvidedContext {
    /** Base URL of the shop started for the browser tests (demo catalog, fresh database). */
    shopUrl: string;
    /** The owner created at start from OWNER_EMAIL / OWNER_PASSWORD (the staff side's browser tests log in with it). */
    ownerEmail: string;
    ownerPassword: string;
  }
}

/** The built shop on its own embedded database with the demo catalog, for the browser tests. */
export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "tinkerwala-e2e-"));
  const owner = { email: "owner-e2e@example.in", password: "owner-e2e-password-1" };
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: "1000",
      API_RATE_LIMIT: "100000",
      OWNER_EMAIL: owner.email,
      OWNER_PASSWORD: owner.password,
      OWNER_NAME: "E2E Owner",
    },
    { timeoutMs: 120_000 },
  );
  project.provide("shopUrl", server.baseUrl);
  project.provide("ownerEmail", owner.email);
  project.provide("ownerPassword", owner.password);
  return async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
