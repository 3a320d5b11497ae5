/**
 * The shop's first owner: `npm run owner:create -- --email E --password P --name N [--reset-password]`.
 * Creates the account as owner, or promotes the existing account with that e-mail (its password stays
 * unless --reset-password). Uses the same settings (.env, then the environment) and database as the shop.
 */
import { parseArgs } from "node:util";
import { firstIssueMessage, registerSchema } from "~/src/core/validation";
import { openDatabase } from "~/src/server/db/open";
import { runningEmbeddedUrl } from "~/src/server/db/running-embedded";
import { Refusal } from "~/src/server/refusal";
import { describeOwnerResult, makeOwner } from "~/src/server/modules/staff/owner-account";
import { loadToolConfig } from "./tool-config";

const USAGE = "Usage: npm run owner:create -- --email you@example.in --password 'at least 8 characters' --name 'Your Name' [--reset-password]";

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        email: { type: "string" },
        password: { type: "string" },
        name: { type: "string" },
        "reset-password": { type: "boolean", default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    return 1;
  }
  const input = { email: args.email, password: args.password, name: args.name };
  // Checked before the database starts, so a typo is answered at once.
  const checked = registerSchema.safeParse(input);
  if (!checked.success) {
    console.error(`${firstIssueMessage(checked.error)}\n${USAGE}`);
    return 1;
  }
  const config = loadToolConfig();
  if (!config) return 1;
  // Only problems are worth printing here; the server's start-up chatter is not.
  const log = {
    debug: () => {},
    info: () => {},
    warn: (line: string) => console.error(line),
    error: (_obj: unknown, line?: string) => console.error(line ?? _obj),
  };
  const liveUrl = await runningEmbeddedUrl(config);
  const database = await openDatabase(liveUrl ? { ...config, databaseUrl: liveUrl } : config, log);
  try {
    const result = await makeOwner(database.db, input, { resetPassword: args["reset-password"] });
    console.log(describeOwnerResult(result));
    return 0;
  } catch (error) {
    if (error instanceof Refusal) {
      console.error(`${error.message}\n${USAGE}`);
      return 1;
    }
    throw error;
  } finally {
    await database.shutdown();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
