import type { DbOrTx } from "~/src/server/db/client";
import { auditLog } from "~/src/server/db/schema-staff";

/** Who did something, as the audit log records them (a copy of the e-mail, so the entry outlives the account). */
export interface Actor {
  id: string;
  email: string;
}

/**
 * One entry of the append-only audit log, written in the transaction of the change it records, so a
 * change is never committed without its entry. `before`/`after` hold only the fields that changed.
 */
export async function recordAudit(
  tx: DbOrTx,
  actor: Actor,
  action: string,
  target: string,
  before: unknown = null,
  after: unknown = null,
): Promise<void> {
  await tx.insert(auditLog).values({ actorId: actor.id, actorEmail: actor.email, action, target, before, after });
}
