import { adminMeta, PageHeader } from "~/src/web/admin/common/page-header";
import { ReturnsList } from "~/src/web/admin/returns/returns-list";

export const meta = () => adminMeta("Returns");

export default function AdminReturnsPage() {
  return (
    <div className="space-y-4">
      <PageHeader title="Returns" description="Customers' returns, newest first. Requested ones wait for approval; approved ones for the parcel." />
      <ReturnsList />
    </div>
  );
}
