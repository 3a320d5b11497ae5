import { eq } from "drizzle-orm";
import type { Role } from "~/src/core/staff";
import { users } from "~/src/server/db/schema";
import { registerUser, type TestApp } from "./test-app";

/** Signs up through the API, then sets the role in the database (as an owner's invitation would). */
export async function accountWithRole(t: TestApp, role: Role, overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  const account = await registerUser(t.app, overrides);
  const [row] = await t.db.update(users).set({ role }).where(eq(users.email, account.email.toLowerCase())).returning({ id: users.id });
  return { ...account, id: row.id, role };
}
