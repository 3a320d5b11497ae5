import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildIsCurrent } from "~/scripts/build-state.mjs";

describe("npm start's build check", () => {
  let root: string;
  const write = async (file: string, when: number) => {
    const target = path.join(root, file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, file);
    await fs.utimes(target, when / 1000, when / 1000);
  };
  const now = Date.now();

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "tinkerwala-build-state-"));
    await write("src/server/main.ts", now - 60_000);
    await write("package.json", now - 60_000);
  });
  afterEach(async () => fs.rm(root, { recursive: true, force: true }));

  it("builds when there is no build", () => {
    expect(buildIsCurrent(root)).toBe(false);
  });

  it("does not build again when nothing changed since the build", async () => {
    await write("build/server/index.js", now - 30_000);
    await write("build/server/main.js", now - 30_000);
    expect(buildIsCurrent(root)).toBe(true);
    await write("src/web/routes/home.test.tsx", now); // tests are not part of the build
    expect(buildIsCurrent(root)).toBe(true);
  });

  it("builds when a source, the lockfile or the installed packages are newer than the build, or half the build is missing", async () => {
    await write("build/server/index.js", now - 30_000);
    await write("build/server/main.js", now - 30_000);
    await write("src/web/routes/home.tsx", now);
    expect(buildIsCurrent(root)).toBe(false);
    await write("src/web/routes/home.tsx", now - 60_000);
    await write("package-lock.json", now);
    expect(buildIsCurrent(root)).toBe(false);
    await write("package-lock.json", now - 60_000);
    // npm ci replaces node_modules without touching package-lock.json; the server build carries its packages.
    await write("node_modules/.package-lock.json", now);
    expect(buildIsCurrent(root)).toBe(false);
    await write("node_modules/.package-lock.json", now - 60_000);
    expect(buildIsCurrent(root)).toBe(true);
    await fs.rm(path.join(root, "build/server/index.js"));
    expect(buildIsCurrent(root)).toBe(false);
  });
});
