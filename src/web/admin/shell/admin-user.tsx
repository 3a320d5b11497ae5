import { useQuery } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import type { StaffUser } from "~/src/core/shapes/staff";
import { apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useSession } from "~/src/web/shop/session";

export type AdminUser = StaffUser;

/** GET /api/admin/me: who is signed in; 401 without a session, 403 for a customer's token. */
export function useAdminMe() {
  const { token, ready } = useSession();
  return useQuery({
    queryKey: queryKeys.admin.me(token),
    queryFn: ({ signal }) => apiCall<{ user: AdminUser }>("/api/admin/me", { token, signal }),
    enabled: ready && Boolean(token),
    retry: false,
  });
}

const AdminUserContext = createContext<AdminUser | null>(null);
export const AdminUserProvider = AdminUserContext.Provider;

/** The staff member signed in; only used below the layout, which renders pages for staff only. */
export function useAdminUser(): AdminUser {
  const user = useContext(AdminUserContext);
  if (!user) throw new Error("useAdminUser must be used inside the admin layout");
  return user;
}

/** The session token for admin calls; pages below the layout only render with one. */
export function useAdminToken(): string | null {
  return useSession().token;
}
