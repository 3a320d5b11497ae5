import { adminMeta, PageHeader } from "~/src/web/admin/common/page-header";
import { QuotesList } from "~/src/web/admin/quotes/quotes-list";

export const meta = () => adminMeta("Quotations");

export default function AdminQuotesPage() {
  return (
    <div className="space-y-4">
      <PageHeader title="Quotations" description="Requests from schools and institutions, newest first. Requested ones wait for prices." />
      <QuotesList />
    </div>
  );
}
