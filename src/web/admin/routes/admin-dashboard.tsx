import { DashboardView } from "../dashboard/dashboard-view";

export default function AdminDashboardPage() {
  return <DashboardView />;
}
