import type { FastifyBaseLogger } from "fastify";
import pg from "pg";

/** The channel the database triggers of migration 0006 notify on. */
export const CATALOG_CHANNEL = "tw_catalog";

export type CatalogChange = "content" | "stock";

export interface ChangeListener {
  /** Something shown in the shop changed ('stock': only a product's stock). */
  onChange(change: CatalogChange): void;
  /** The feed is (again) listening: whatever happened while it was not is unknown. */
  onLive(): void;
  /** The feed stopped listening; changes from now on may go unheard. */
  onLost(): void;
}

export interface ChangeFeed {
  close(): Promise<void>;
}

const RETRY_MS = [250, 500, 1000, 2000, 5000];

/**
 * Hears the catalog's changes from every instance and tool writing to the database: one dedicated
 * connection (not from the pool) doing LISTEN, reconnecting with back-off after it is lost.
 */
export function listenForCatalogChanges(connection: pg.ClientConfig, listener: ChangeListener, log?: FastifyBaseLogger): ChangeFeed {
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const lose = (current: pg.Client) => {
    if (client !== current) return;
    client = undefined;
    listener.onLost();
    current.end().catch(() => {});
    if (closed) return;
    const delay = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)];
    retryTimer = setTimeout(connect, delay);
    retryTimer.unref();
  };

  const connect = async () => {
    if (closed) return;
    const current = new pg.Client({ ...connection, connectionTimeoutMillis: 5000, keepAlive: true });
    client = current;
    current.on("error", (error) => {
      log?.warn(`catalog change feed: ${error.message}`);
      lose(current);
    });
    current.on("end", () => lose(current));
    current.on("notification", (message) => {
      if (message.channel === CATALOG_CHANNEL) listener.onChange(message.payload === "stock" ? "stock" : "content");
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${CATALOG_CHANNEL}`);
    } catch (error) {
      log?.warn(`catalog change feed: cannot listen (${(error as Error).message}); retrying`);
      lose(current);
      return;
    }
    if (closed || client !== current) return;
    attempt = 0;
    listener.onLive();
  };

  void connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
