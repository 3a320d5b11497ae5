import { NavLink } from "react-router";
import type { Role } from "~/src/core/staff";
import { navFor } from "./admin-nav-items";

const sideLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100"}`;
const tabLink = ({ isActive }: { isActive: boolean }) =>
  `flex h-11 shrink-0 items-center whitespace-nowrap border-b-2 px-3 text-sm font-medium ${
    isActive ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600"
  }`;

/** Desktop: a left column of sections. */
export function AdminSideNav({ role }: { role: Role }) {
  return (
    <nav aria-label="Staff sections" className="hidden w-48 shrink-0 md:block print:hidden">
      <ul className="sticky top-4 space-y-1">
        {navFor(role).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={sideLink}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Phones: a row of tabs that scrolls sideways inside itself, so the page never does. */
export function AdminTabs({ role }: { role: Role }) {
  return (
    <nav aria-label="Staff sections" className="-mx-4 mb-4 overflow-x-auto border-b border-slate-200 bg-white px-2 md:hidden print:hidden">
      <ul className="flex">
        {navFor(role).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={tabLink}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
