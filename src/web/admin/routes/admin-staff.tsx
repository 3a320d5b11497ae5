import { StaffView } from "../staff/staff-view";
import { OwnerOnly } from "../shell/owner-only";

export default function AdminStaffPage() {
  return (
    <OwnerOnly>
      <StaffView />
    </OwnerOnly>
  );
}
