import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Link, NavLink } from "~/src/web/lib/localized-router";
import { MenuIcon, SearchIcon } from "~/src/web/components/icons";
import { buttonClasses } from "~/src/web/components/ui/button";
import { CartLink } from "./cart-link";
import { Logo } from "./logo";
import { MobileDrawer } from "./mobile-drawer";
import { MAIN_NAV } from "./nav-links";
import { ProfileMenu } from "./profile-menu";
import { defineMessages } from "~/src/core/i18n";
import { pathWithoutLanguage, useT } from "~/src/web/lib/i18n";
import { LanguageSwitch } from "./language-switch";

const text = defineMessages("header", {
  openMenu: "Open menu",
  main: "Main",
  hideSearch: "Hide search",
  searchComponents: "Search components",
});

const SEARCH_PANEL_ID = "header-search";

// The search panel (a combobox with suggestions) opens only on /collections: its code loads when it opens, not
// with every page (vite.config.ts keeps it out of the chrome's chunk).
const HeaderSearch = lazy(() => import("./header-search").then(({ HeaderSearch }) => ({ default: HeaderSearch })));
const iconButton = buttonClasses({ variant: "ghost", size: "icon" });

/** Header: logo, navigation (§2), search, profile and cart; the drawer menu below 1024 px. */
export function SiteHeader() {
  const location = useLocation();
  const [params] = useSearchParams();
  const t = useT();
  const onCollections = pathWithoutLanguage(location.pathname) === "/collections";
  const hasQuery = Boolean(params.get("q"));
  const openRequested = Boolean((location.state as { openSearch?: boolean } | null)?.openSearch);
  const [searchOpen, setSearchOpen] = useState(() => onCollections && hasQuery);
  const [focusSearch, setFocusSearch] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer (a hundred nodes of links) joins the page when first opened, not in every page's HTML.
  const [drawerUsed, setDrawerUsed] = useState(false);

  useEffect(() => {
    if (!onCollections) setSearchOpen(false);
    else if (openRequested) {
      setSearchOpen(true);
      setFocusSearch(true);
    } else if (hasQuery) setSearchOpen(true);
  }, [onCollections, openRequested, hasQuery, location.key]);

  const showSearch = onCollections && searchOpen;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 lg:px-8">
        <button
          type="button"
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
          aria-label={t(text.openMenu)}
          aria-haspopup="dialog"
          className={`${iconButton} lg:hidden`}
        >
          <MenuIcon />
        </button>
        <Logo />
        <nav aria-label={t(text.main)} className="ml-8 hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  className={({ isActive }) =>
                    `rounded-lg px-3 py-2 text-sm font-semibold transition ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"}`
                  }
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          {onCollections ? (
            <button
              type="button"
              aria-label={showSearch ? t(text.hideSearch) : t(text.searchComponents)}
              aria-expanded={showSearch}
              aria-controls={SEARCH_PANEL_ID}
              onClick={() => {
                setFocusSearch(!showSearch);
                setSearchOpen(!showSearch);
              }}
              className={`${iconButton} ${showSearch ? "bg-brand-50 text-brand-700" : ""}`}
            >
              <SearchIcon />
            </button>
          ) : (
            <Link to="/collections" state={{ openSearch: true }} aria-label={t(text.searchComponents)} className={iconButton}>
              <SearchIcon />
            </Link>
          )}
          <LanguageSwitch className="rounded-lg px-1.5 py-2 text-xs font-semibold text-brand-700 hover:bg-slate-100 sm:px-2 sm:text-sm" />
          <ProfileMenu />
          <CartLink />
        </div>
      </div>
      {showSearch && (
        <Suspense fallback={null}>
          <HeaderSearch id={SEARCH_PANEL_ID} autoFocus={focusSearch} onClose={() => setSearchOpen(false)} />
        </Suspense>
      )}
      {drawerUsed && <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
    </header>
  );
}
