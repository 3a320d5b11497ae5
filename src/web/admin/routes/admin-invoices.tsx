import { adminMeta, PageHeader } from "~/src/web/admin/common/page-header";
import { Gstr1Export } from "~/src/web/admin/invoices/gstr1-export";
import { InvoiceTabs } from "~/src/web/admin/invoices/invoice-tabs";
import { InvoicesList } from "~/src/web/admin/invoices/invoices-list";

export const meta = () => adminMeta("Invoices");

export default function AdminInvoicesPage() {
  return (
    <div className="space-y-4">
      <PageHeader
        title="Invoices"
        description="Tax invoices issued when orders shipped, newest first. Proformas of orders not yet shipped are on each order's page."
        actions={<Gstr1Export />}
      />
      <InvoiceTabs />
      <InvoicesList />
    </div>
  );
}
