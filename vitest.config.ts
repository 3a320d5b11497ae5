import { defineConfig } from "vitest/config";
// eslint-disable-next-line no-restricted-imports -- Vite loads its config before the ~ alias exists
import { compiledMessages } from "./scripts/vite-plugin-messages.mjs";

const alias = { "~": import.meta.dirname };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        plugins: [compiledMessages()],
        test: {
          name: "unit",
          environment: "node",
          include: [
            "src/core/**/*.test.ts",
            "src/server/db/seed/**/*.test.ts",
            "src/server/config.test.ts",
            "src/server/delivery/pin-directory.test.ts",
            "tests/lint/**/*.test.ts",
            "tests/build/**/*.test.ts",
            "bench/**/*.test.ts",
          ],
        },
      },
      {
        resolve: { alias },
        plugins: [compiledMessages()],
        test: {
          name: "api",
          environment: "node",
          include: ["src/server/**/*.test.ts", "tests/process/**/*.test.ts"],
          exclude: ["src/server/db/seed/**", "src/server/config.test.ts", "src/server/delivery/pin-directory.test.ts"],
          globalSetup: ["tests/support/database-global-setup.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        plugins: [compiledMessages()],
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/web/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/support/web-setup.ts", "tests/support/fail-on-console-error.ts"],
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        plugins: [compiledMessages()],
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/e2e-global-setup.ts"],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        plugins: [compiledMessages()],
        test: {
          // Fuzzing, crashes, races, restarts, attack payloads, soak and backups: real servers and
          // databases under load, so one file at a time.
          name: "faults",
          environment: "node",
          include: ["tests/faults/**/*.test.ts"],
          globalSetup: ["tests/support/database-global-setup.ts"],
          fileParallelism: false,
          testTimeout: 600_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
