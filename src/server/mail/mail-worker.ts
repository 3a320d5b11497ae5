import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { isDatabaseUnavailable } from "~/src/server/db/unavailable";
import { shopDetails } from "~/src/server/mail/outbox";
import { sendDueMails } from "./mail-sender";

const POLL_MS = 2000;

/**
 * Sends the outbox through SMTP_URL every couple of seconds, in the shop process. Several instances may
 * run one each: rows are locked while a mail is sent, so none goes twice.
 */
export function startMailWorker(db: Db, config: Config & { smtpUrl: string }, log: FastifyBaseLogger) {
  // Loaded with the first round, not with the server: a start does not wait for nodemailer.
  let transport: Transporter | undefined;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const runOnce = async () => {
    try {
      transport ??= (await import("nodemailer")).default.createTransport({
        url: config.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
      const shop = await shopDetails(db, config);
      const outcome = await sendDueMails(db, transport, config.mailFrom ?? { name: shop.displayName, address: shop.email });
      if (outcome.retrying || outcome.failed) {
        log.warn(`mail: ${outcome.sent} sent, ${outcome.retrying} refused and retried later, ${outcome.failed} given up (see /admin/outbox)`);
      } else if (outcome.sent) {
        log.info(`mail: ${outcome.sent} sent`);
      }
    } catch (error) {
      // The database away: the outbox waits; anything else is worth a look.
      if (isDatabaseUnavailable(error)) log.warn("mail: database unavailable, will try again");
      else log.error({ err: error }, "mail: sending failed");
    }
  };
  const schedule = () => {
    if (stopping) return;
    timer = setTimeout(() => {
      running = runOnce().finally(schedule);
    }, POLL_MS);
  };
  schedule();

  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}
