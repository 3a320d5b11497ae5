import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startServer, type ServerProcess } from "~/tests/support/server-process";
import { startTestSmtpServer } from "~/tests/support/smtp-server";

export interface MailingShop {
  server: ServerProcess;
  smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  stop: () => Promise<void>;
}

/**
 * A shop of its own that really sends mail, to an SMTP server in this process, with its own data folder: for the
 * browser tests that follow a mailed link or read a mail.
 */
export async function startMailingShop(name: string, env: Record<string, string> = {}): Promise<MailingShop> {
  const smtp = await startTestSmtpServer();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `tinkerwala-e2e-${name}-`));
  await fs.chmod(dataDir, 0o755);
  const server = await startServer({ DATA_DIR: dataDir, SMTP_URL: smtp.url, API_RATE_LIMIT: "100000", ...env }, { timeoutMs: 120_000 });
  return {
    server,
    smtp,
    stop: async () => {
      server.child.kill("SIGTERM");
      await server.exited;
      await smtp.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
