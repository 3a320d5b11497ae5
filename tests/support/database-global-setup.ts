import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "~/src/server/db/embedded";

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of a PostgreSQL server on which each test file creates its own database. */
    testServerUrl: string;
  }
}

/**
 * One PostgreSQL server for the whole run: TEST_DATABASE_URL when set (CI), otherwise an
 * embedded server in a temporary folder, removed afterwards.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide("testServerUrl", external);
    return;
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "tinkerwala-test-pg-"));
  const server = await startEmbeddedPostgres({ dataDir });
  project.provide("testServerUrl", server.url);
  return async () => {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
