import path from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { projectRoot } from "~/src/server/paths";
import * as coreSchema from "./schema";
import * as documentsSchema from "./schema-documents";
import * as idempotencySchema from "./schema-idempotency";
import * as mailSchema from "./schema-mail";
import * as returnsSchema from "./schema-returns";
import * as securitySchema from "./schema-security";
import * as staffSchema from "./schema-staff";

const schema = { ...coreSchema, ...staffSchema, ...idempotencySchema, ...securitySchema, ...mailSchema, ...documentsSchema, ...returnsSchema };

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A Db or a transaction on it: services accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// PostgreSQL `date` columns come back as plain "YYYY-MM-DD" strings, not shifted JS Dates.
pg.types.setTypeParser(1082, (value: string) => value);

export function connectDatabase(url: string, { poolSize = 10, onError = (_error: Error) => {} } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  // An idle client's error (for example the server shutting down) would otherwise crash the process.
  pool.on("error", onError);
  // A client checked out of the pool (inside a transaction, say) has no pool listener; without its own,
  // a lost connection is an unhandled 'error' event that ends the process. The query in flight fails
  // with the same error, so the request answers 503 and the broken client is discarded on release.
  pool.on("connect", (client) => client.on("error", (error) => onError(error)));
  const db = drizzle(pool, { schema });
  let closed = false;
  return {
    db,
    pool,
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

// From the project root, so the compiled server (build/server/main.js) finds the same folder.
export const migrationsFolder = path.join(projectRoot, "src/server/db/migrations");

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
