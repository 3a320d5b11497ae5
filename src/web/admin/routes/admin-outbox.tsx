import { adminMeta, PageHeader } from "~/src/web/admin/common/page-header";
import { OutboxView } from "~/src/web/admin/outbox/outbox-view";

export const meta = () => adminMeta("Outbox");

export default function AdminOutboxPage() {
  return (
    <div className="max-w-4xl">
      <PageHeader
        title="Outbox"
        description="Every mail the shop wrote to customers and to you, and whether it went. A mail that failed for a day is marked Failed."
      />
      <OutboxView />
    </div>
  );
}
