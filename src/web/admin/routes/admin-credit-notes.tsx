import { adminMeta, PageHeader } from "~/src/web/admin/common/page-header";
import { CreditNotesList } from "~/src/web/admin/invoices/credit-notes-list";
import { InvoiceTabs } from "~/src/web/admin/invoices/invoice-tabs";

export const meta = () => adminMeta("Credit notes");

export default function AdminCreditNotesPage() {
  return (
    <div className="space-y-4">
      <PageHeader
        title="Credit notes"
        description="Issued when returned goods or a parcel back to origin reach the shop, against the order's tax invoice, newest first."
      />
      <InvoiceTabs />
      <CreditNotesList />
    </div>
  );
}
