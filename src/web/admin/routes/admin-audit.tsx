import { AuditView } from "../audit/audit-view";
import { OwnerOnly } from "../shell/owner-only";

export default function AdminAuditPage() {
  return (
    <OwnerOnly>
      <AuditView />
    </OwnerOnly>
  );
}
