import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadError } from "~/src/web/components/load-error";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { ApiError } from "~/src/web/lib/api";
import { useSession } from "~/src/web/shop/session";
import { SignInPanel, StaffOnlyPanel } from "./admin-gate-panels";
import { AdminSideNav, AdminTabs } from "./admin-nav";
import { AdminUserProvider, useAdminMe, type AdminUser } from "./admin-user";

function TopBar({ user, onLogout }: { user?: AdminUser; onLogout?: () => void }) {
  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4">
        <Link to="/admin" className="flex min-w-0 items-center gap-2 font-extrabold tracking-tight text-slate-900">
          <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white" aria-hidden="true">
            T
          </span>
          <span className="truncate">Tinkerwala staff</span>
        </Link>
        <div className="flex shrink-0 items-center gap-1 text-sm">
          <Link to="/" className="rounded-lg px-2 py-2 font-medium text-slate-600 hover:bg-slate-100">
            Shop
          </Link>
          {user && (
            <button type="button" onClick={onLogout} className="rounded-lg px-2 py-2 font-medium text-slate-600 hover:bg-slate-100">
              Log out <span className="sr-only">{user.name}</span>
            </button>
          )}
        </div>
      </div>
    </header>
  );
}

function Frame({ user, onLogout, children }: { user?: AdminUser; onLogout?: () => void; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <TopBar user={user} onLogout={onLogout} />
      <div className="mx-auto flex max-w-7xl gap-6 px-4 py-4 md:py-6">{children}</div>
    </div>
  );
}

/**
 * The staff area's frame and gate: visitors are asked to sign in, customers are told the area is not
 * theirs, staff get the navigation (owner-only sections for the owner) and the page.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const { token, ready, logout } = useSession();
  const me = useAdminMe();
  const gate = (content: ReactNode) => (
    <Frame>
      <main className="w-full py-6">{content}</main>
    </Frame>
  );

  if (!ready || (token && me.isPending)) return gate(<SkeletonStack label="Loading the staff area" count={3} itemClassName="h-24 rounded-xl" />);
  if (!token) return gate(<SignInPanel />);
  if (me.isError) {
    const status = me.error instanceof ApiError ? me.error.status : 0;
    if (status === 401) return gate(<SignInPanel />);
    if (status === 403) return gate(<StaffOnlyPanel />);
    return gate(<LoadError title="We could not open the staff area." message={me.error.message} onRetry={() => me.refetch()} />);
  }
  const user = me.data!.user;
  return (
    <AdminUserProvider value={user}>
      <Frame user={user} onLogout={() => void logout()}>
        <AdminSideNav role={user.role} />
        <main className="min-w-0 flex-1">
          <AdminTabs role={user.role} />
          {children}
        </main>
      </Frame>
    </AdminUserProvider>
  );
}
