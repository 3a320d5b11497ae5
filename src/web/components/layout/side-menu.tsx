import { useId, useState } from "react";
import { NavLink as RouterNavLink } from "~/src/web/lib/localized-router";
import { ChevronDownIcon, ChevronRightIcon } from "~/src/web/components/icons";
import { SIDE_MENU_LINKS, TUTORIAL_LINKS } from "./nav-links";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("sideMenu", { tutorials: "Tutorials" });

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center justify-between rounded-lg px-3 py-2.5 text-sm font-medium transition ${
    isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
  }`;

/** The side menu of §2: Blogs, New Arrivals, …, and a Tutorials submenu. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const [tutorialsOpen, setTutorialsOpen] = useState(false);
  const submenuId = useId();
  return (
    <ul className="space-y-0.5">
      {SIDE_MENU_LINKS.map((link) => (
        <li key={link.label.id}>
          <RouterNavLink to={link.to} end className={itemClass} onClick={onNavigate}>
            {t(link.label)}
            <ChevronRightIcon width={16} height={16} className="text-slate-400" />
          </RouterNavLink>
        </li>
      ))}
      <li>
        <button
          type="button"
          aria-expanded={tutorialsOpen}
          aria-controls={submenuId}
          onClick={() => setTutorialsOpen((open) => !open)}
          className="flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        >
          {t(text.tutorials)}
          <ChevronDownIcon width={16} height={16} className={`text-slate-400 transition ${tutorialsOpen ? "rotate-180" : ""}`} />
        </button>
        <ul id={submenuId} hidden={!tutorialsOpen} className="ml-3 mt-0.5 space-y-0.5 border-l border-slate-200 pl-2">
          {TUTORIAL_LINKS.map((link) => (
            <li key={link.label.id}>
              <RouterNavLink to={link.to} className={itemClass} onClick={onNavigate}>
                {t(link.label)}
              </RouterNavLink>
            </li>
          ))}
        </ul>
      </li>
    </ul>
  );
}
