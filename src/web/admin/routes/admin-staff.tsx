import { StaffView } from "~/src/web/admin/staff/staff-view";
import { OwnerOnly } from "~/src/web/admin/shell/owner-only";

export default function AdminStaffPage() {
  return (
    <OwnerOnly>
      <StaffView />
    </OwnerOnly>
  );
}
