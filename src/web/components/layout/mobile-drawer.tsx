import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Link, NavLink } from "~/src/web/lib/localized-router";
import { useSession } from "~/src/web/shop/session";
import { CloseIcon } from "~/src/web/components/icons";
import { Button, buttonClasses } from "~/src/web/components/ui/button";
import { Logo } from "./logo";
import { ACCOUNT_LINKS, MAIN_NAV } from "./nav-links";
import { SideMenu } from "./side-menu";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { LanguageSwitch } from "./language-switch";

const text = defineMessages("drawer", {
  menu: "Menu",
  closeMenu: "Close menu",
  explore: "Explore",
  yourAccount: "Your account",
  logOut: "Log Out",
  logInOrSignUp: "Log in or sign up",
});

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 text-base font-semibold ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-800 hover:bg-slate-100"}`;

/**
 * The phone menu: a modal <dialog>, so the browser traps focus, closes it on Escape and
 * hides the page behind it from assistive technology.
 */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { token, ready, logout } = useSession();
  const location = useLocation();
  const t = useT();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Following a link closes the menu. The drawer mounts already open, so only a change of page counts.
  const shownFor = useRef(location.pathname + location.search);
  useEffect(() => {
    const here = location.pathname + location.search;
    if (here === shownFor.current) return;
    shownFor.current = here;
    onClose();
  }, [location.pathname, location.search]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <dialog
      ref={dialogRef}
      aria-label={t(text.menu)}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === dialogRef.current) onClose();
      }}
      className="fixed inset-y-0 left-0 m-0 h-full max-h-none w-[22rem] max-w-[88vw] bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <Logo />
          <Button variant="ghost" size="icon" onClick={onClose} aria-label={t(text.closeMenu)}>
            <CloseIcon />
          </Button>
        </div>
        <nav aria-label={t(text.menu)} className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-0.5">
            {MAIN_NAV.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={linkClass}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <p className="mb-1 mt-6 px-3 text-xs font-semibold uppercase tracking-wider text-slate-500">{t(text.explore)}</p>
          <SideMenu />
          <p className="mb-1 mt-6 px-3 text-xs font-semibold uppercase tracking-wider text-slate-500">{t(text.yourAccount)}</p>
          {ready && token ? (
            <ul className="space-y-0.5">
              {ACCOUNT_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={linkClass}>
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={() => void logout()}
                  className="block w-full rounded-lg px-3 py-2.5 text-left text-base font-semibold text-sale hover:bg-red-50"
                >
                  {t(text.logOut)}
                </button>
              </li>
            </ul>
          ) : (
            <div className="mx-3 mt-2">
              <Link to="/login" className={buttonClasses({ size: "lg", fullWidth: true })}>
                {t(text.logInOrSignUp)}
              </Link>
            </div>
          )}
          <div className="mx-3 mt-6 border-t border-slate-200 pt-4">
            <LanguageSwitch className="block rounded-lg px-3 py-2.5 text-base font-semibold text-brand-700 hover:bg-slate-100" />
          </div>
        </nav>
      </div>
    </dialog>
  );
}
