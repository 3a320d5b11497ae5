import { DashboardView } from "~/src/web/admin/dashboard/dashboard-view";

export default function AdminDashboardPage() {
  return <DashboardView />;
}
