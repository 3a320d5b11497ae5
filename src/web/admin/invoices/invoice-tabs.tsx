import { NavLink } from "react-router";

const TABS = [
  { to: "/admin/invoices", label: "Invoices" },
  { to: "/admin/invoices/credit-notes", label: "Credit notes" },
];

/** Tax invoices and the credit notes that reduce them: one place for the accountant, two lists. */
export function InvoiceTabs() {
  return (
    <nav aria-label="Tax documents" className="flex gap-1 border-b border-slate-200">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-600 hover:text-slate-900 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700"
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
