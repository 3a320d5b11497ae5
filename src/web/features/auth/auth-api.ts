import type { SessionToken } from "~/src/core/shapes/account";
import { apiCall } from "~/src/web/lib/api";

export type AuthMode = "login" | "signup";

export interface AuthValues {
  name: string;
  email: string;
  password: string;
}

/** POST /api/user/login or /api/user/register (§7); resolves to the session token, throws ApiError. */
export async function authenticate(mode: AuthMode, values: AuthValues): Promise<string> {
  const body = mode === "login" ? { email: values.email, password: values.password } : values;
  const data = await apiCall<SessionToken>(mode === "login" ? "/api/user/login" : "/api/user/register", { method: "POST", body });
  return data.token;
}

/** POST /api/user/password/forgot: the server answers the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<string> {
  const data = await apiCall<{ message: string }>("/api/user/password/forgot", { method: "POST", body: { email } });
  return data.message;
}

/** POST /api/user/password/reset: sets the new password and returns a new session token. */
export async function resetPassword(token: string, password: string): Promise<string> {
  const data = await apiCall<SessionToken>("/api/user/password/reset", { method: "POST", body: { token, password } });
  return data.token;
}
