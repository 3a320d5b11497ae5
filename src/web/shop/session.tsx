import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useNavigate } from "~/src/web/lib/localized-router";
import { toast } from "~/src/web/lib/toast";
import { apiCall, readStoredToken, SESSION_EXPIRED_EVENT, setApiTranslator, TOKEN_STORAGE_KEY } from "~/src/web/lib/api";
import { userQueryKeys } from "~/src/web/lib/query-keys";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("session", { expired: "Your session has expired. Please log in again." });

/**
 * The login session (§4): a stored token becomes the session token on start; login stores it;
 * logout ends it on the server (or, everywhere, every session of the user), removes it, clears the cart
 * and goes to /login.
 * `ready` is false until the browser has read localStorage (the server never knows the token).
 */
interface Session {
  token: string | null;
  ready: boolean;
  login(token: string): void;
  logout(options?: { everywhere?: boolean }): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** Cached data that belongs to the logged-in user and must not outlive the session. */
function forgetUserData(queryClient: QueryClient) {
  for (const key of userQueryKeys) queryClient.removeQueries({ queryKey: key });
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  // The API's own messages (a network error) in the page's language.
  useEffect(() => setApiTranslator(t), [t]);

  useEffect(() => {
    setToken(readStoredToken());
    setReady(true);
    // Another tab logging in or out changes this tab's session too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY) setToken(event.newValue);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  // A token the server no longer accepts (30 days passed, logged out elsewhere) ends the session here
  // too, so the shop does not look logged in while every call fails.
  useEffect(() => {
    const onExpired = (event: Event) => {
      const expired = (event as CustomEvent<{ token: string }>).detail?.token;
      if (!expired || window.localStorage.getItem(TOKEN_STORAGE_KEY) !== expired) return;
      window.localStorage.removeItem(TOKEN_STORAGE_KEY);
      setToken(null);
      forgetUserData(queryClient);
      toast.info(t(text.expired));
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [queryClient, t]);

  const login = useCallback((newToken: string) => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, newToken);
    setToken(newToken);
  }, []);

  const logout = useCallback(
    async ({ everywhere = false }: { everywhere?: boolean } = {}) => {
      const current = token;
      window.localStorage.removeItem(TOKEN_STORAGE_KEY);
      setToken(null);
      forgetUserData(queryClient);
      navigate("/login");
      if (current) await apiCall(everywhere ? "/api/user/logout-all" : "/api/user/logout", { method: "POST", token: current }).catch(() => {});
    },
    [token, queryClient, navigate],
  );

  const value = useMemo(() => ({ token, ready, login, logout }), [token, ready, login, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside SessionProvider");
  return session;
}
