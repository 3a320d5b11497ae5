import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { Link } from "~/src/web/lib/localized-router";
import { useSession } from "~/src/web/shop/session";
import { UserIcon } from "~/src/web/components/icons";
import { buttonClasses } from "~/src/web/components/ui/button";
import { ACCOUNT_LINKS } from "./nav-links";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("profileMenu", {
  logInOrSignUp: "Log in or sign up",
  yourAccount: "Your account",
  logOut: "Log Out",
});

const iconButton = buttonClasses({ variant: "ghost", size: "icon" });

/**
 * Logged in: a menu with My Profile, Orders, Log Out (§2). Without a token the icon goes to /login.
 * Until the stored token is read the icon is a plain link, so there is no flash of a different control.
 */
export function ProfileMenu() {
  const { token, ready, logout } = useSession();
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  if (!ready || !token) {
    return (
      <Link to="/login" aria-label={t(text.logInOrSignUp)} className={iconButton}>
        <UserIcon />
      </Link>
    );
  }

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  const itemClass = "block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100";
  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t(text.yourAccount)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className={`${iconButton} ${open ? "bg-slate-100" : ""}`}
      >
        <UserIcon />
        <span aria-hidden="true" className="absolute bottom-1.5 right-1.5 h-2.5 w-2.5 rounded-full bg-ok ring-2 ring-white" />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t(text.yourAccount)}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-50 mt-2 w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {ACCOUNT_LINKS.map((link) => (
            <Link key={link.to} to={link.to} role="menuitem" tabIndex={-1} className={itemClass} onClick={() => setOpen(false)}>
              {t(link.label)}
            </Link>
          ))}
          <div className="my-1 border-t border-slate-100" role="none" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`${itemClass} font-medium text-sale`}
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            {t(text.logOut)}
          </button>
        </div>
      )}
    </div>
  );
}
