import { adminMeta, PageHeader } from "~/src/web/admin/common/page-header";
import { InboxView } from "~/src/web/admin/inbox/inbox-view";

export const meta = () => adminMeta("Inbox");

export default function AdminInboxPage() {
  return (
    <div className="max-w-4xl">
      <PageHeader title="Inbox" description="What customers sent from the shop: enquiries, workshop bookings and newsletter sign-ups." />
      <InboxView />
    </div>
  );
}
