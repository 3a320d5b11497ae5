import { AuditView } from "~/src/web/admin/audit/audit-view";
import { OwnerOnly } from "~/src/web/admin/shell/owner-only";

export default function AdminAuditPage() {
  return (
    <OwnerOnly>
      <AuditView />
    </OwnerOnly>
  );
}
