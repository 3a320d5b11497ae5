import { SideMenu } from "~/src/web/components/layout/side-menu";

/** The home page's side menu (§2) beside the hero on wide screens (in the drawer on phones). */
export function HomeSideMenu() {
  return (
    <nav aria-label="Explore" className="hidden self-start rounded-2xl border border-slate-200 bg-white p-3 shadow-sm lg:block">
      <p className="px-3 pb-2 pt-1 text-xs font-semibold uppercase tracking-wider text-slate-500">Explore</p>
      <SideMenu />
    </nav>
  );
}
