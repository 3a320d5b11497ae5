import { Outlet, type MetaFunction } from "react-router";
import { AdminShell } from "~/src/web/admin/shell/admin-shell";

export const meta: MetaFunction = () => [{ title: "Staff | Tinkerwala" }, { name: "robots", content: "noindex, nofollow" }];

/** Every /admin page: rendered on the server as a frame, its data loaded in the browser with the token. */
export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}
