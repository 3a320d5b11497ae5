import type { SessionToken } from "../../../core/shapes/account";
import { apiCall } from "../../lib/api";

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
