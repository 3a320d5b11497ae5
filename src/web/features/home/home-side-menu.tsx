import { SideMenu } from "~/src/web/components/layout/side-menu";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("home.sideMenu", { explore: "Explore" });

/** The home page's side menu (§2) beside the hero on wide screens (in the drawer on phones). */
export function HomeSideMenu() {
  const explore = useT()(text.explore);
  return (
    <nav aria-label={explore} className="hidden self-start rounded-2xl border border-slate-200 bg-white p-3 shadow-sm lg:block">
      <p className="px-3 pb-2 pt-1 text-xs font-semibold uppercase tracking-wider text-slate-500">{explore}</p>
      <SideMenu />
    </nav>
  );
}
